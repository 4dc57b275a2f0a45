/**
 * home/returnProcessing/returnReceipt/add and /edit?id=: the warehouse's receipt of a parcel that came back
 * without a plan. The tracking number finds our shipped order (its seller, warehouse and SKUs), else the
 * operator picks the seller; per SKU the good and damaged units counted. Saved as a draft; posted from its detail.
 */
import "../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReturnReason } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { ProductPicker, useCatalogOptions } from "../../catalog";
import { findByTracking, saveReceipt, usePlan } from "../api";
import { FormButtons, ReasonItem, RemoveLine, TextItem } from "./FormParts";

interface FormValues {
  trackingNo?: string;
  orgId: number;
  warehouseId: number;
  sourceOrderId?: number | null;
  reason: ReturnReason;
  carrier?: string;
  notes?: string;
  remark?: string;
  lines: { productId: number; good: number; damaged: number; label?: string }[];
}

export const receiptDetailPath = (id: number) => `/home/returnProcessing/returnReceiptDetail/detail?id=${id}`;

export default function ReceiptFormPage() {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const plan = usePlan(id);
  const catalog = useCatalogOptions();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const orgId = Form.useWatch("orgId", form);
  const lines = Form.useWatch("lines", { form, preserve: true }) ?? [];

  useEffect(() => {
    const d = plan.data;
    if (d)
      form.setFieldsValue({
        trackingNo: d.trackingNo ?? "",
        orgId: d.orgId,
        warehouseId: d.warehouseId,
        sourceOrderId: d.sourceOrderId,
        reason: d.reason,
        carrier: d.carrier ?? "",
        notes: d.receiptNotes ?? "",
        remark: d.remark ?? "",
        lines: d.lines.map((l) => ({
          productId: l.productId,
          good: l.countedGood,
          damaged: l.countedDamaged,
          label: `${l.sku} · ${l.productName}`,
        })),
      });
    else if (!id) form.setFieldsValue({ reason: "undeliverable", lines: [{ good: 1, damaged: 0 } as FormValues["lines"][number]] });
  }, [plan.data, id, form]);

  const find = async () => {
    const no = (form.getFieldValue("trackingNo") as string | undefined)?.trim();
    if (!no) return;
    try {
      const r = await findByTracking(no);
      form.setFieldsValue({
        orgId: r.orgId,
        warehouseId: r.warehouseId,
        sourceOrderId: r.orderId,
        lines: r.lines.map((l) => ({ productId: l.productId, good: l.quantity, damaged: 0, label: l.sku })),
      });
      setFound(t("receipt.found", { orderNo: r.orderNo, org: r.orgCode }));
    } catch {
      form.setFieldValue("sourceOrderId", null);
      setFound(t("receipt.notFound"));
    }
  };

  const save = async (v: FormValues) => {
    setBusy(true);
    try {
      const row = await saveReceipt({
        ...(id ? { id, version: plan.data!.version } : {}),
        orgId: v.orgId,
        warehouseId: v.warehouseId,
        sourceOrderId: v.sourceOrderId ?? null,
        carrier: v.carrier || null,
        trackingNo: v.trackingNo || null,
        reason: v.reason,
        remark: v.remark || null,
        notes: v.notes || null,
        lines: v.lines.map((l) => ({ productId: l.productId, good: l.good ?? 0, damaged: l.damaged ?? 0 })),
      });
      void message.success(t("form.saved"));
      void navigate(receiptDetailPath(row.id));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (id && plan.isLoading) return <Spin />;
  if (id && plan.isError) return <Alert type="error" title={t("detail.notFound")} />;
  const orgs = catalog.data?.orgs ?? [];
  const warehouses = (catalog.data?.warehouses ?? []).filter((w) => !orgId || w.orgIds.includes(orgId));

  return (
    <div>
      <PageHeading
        title={id ? t("receipt.editTitle", { returnNo: plan.data?.returnNo }) : t("receipt.newTitle")}
        intro={t("receipt.intro")}
      />
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 1100 }}>
        <Panel title={t("form.header")}>
          <Row gutter={16}>
            <Col span={10}>
              <Form.Item label={t("form.trackingNo")} extra={found}>
                <Space.Compact style={{ width: "100%" }}>
                  <Form.Item name="trackingNo" noStyle>
                    <Input maxLength={60} data-testid="receipt-tracking" onPressEnter={(e) => (e.preventDefault(), void find())} />
                  </Form.Item>
                  <Button onClick={() => void find()} data-testid="receipt-find">
                    {t("receipt.find")}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col span={7}>
              <Form.Item name="orgId" label={t("receipt.seller")} rules={[{ required: true }]}>
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  data-testid="receipt-seller"
                  options={orgs.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
                  onChange={() => form.setFieldsValue({ sourceOrderId: null })}
                />
              </Form.Item>
            </Col>
            <Col span={7}>
              <Form.Item name="warehouseId" label={t("form.warehouse")} rules={[{ required: true }]}>
                <Select
                  data-testid="receipt-warehouse"
                  options={warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
                />
              </Form.Item>
            </Col>
            <Form.Item name="sourceOrderId" hidden>
              <Input />
            </Form.Item>
            <Col span={6}>
              <ReasonItem />
            </Col>
            <Col span={6}>
              <TextItem name="carrier" label={t("form.carrier")} max={60} />
            </Col>
            <Col span={6}>
              <TextItem name="notes" label={t("receipt.notes")} max={500} />
            </Col>
            <Col span={6}>
              <TextItem name="remark" label={t("form.remark")} max={500} />
            </Col>
          </Row>
        </Panel>
        <Panel title={t("form.lines")}>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="start" style={{ display: "flex" }}>
                    <Form.Item name={[f.name, "productId"]} label={i === 0 ? t("form.product") : undefined} rules={[{ required: true }]}>
                      <ProductPicker
                        style={{ width: 380 }}
                        orgId={orgId}
                        testId={`receipt-line-product-${i}`}
                        initialLabel={lines[i]?.label}
                      />
                    </Form.Item>
                    {(["good", "damaged"] as const).map((k) => (
                      <Form.Item key={k} name={[f.name, k]} label={i === 0 ? t(`receipt.${k}`) : undefined} initialValue={0}>
                        <InputNumber min={0} max={100_000} precision={0} data-testid={`receipt-line-${k}-${i}`} />
                      </Form.Item>
                    ))}
                    <RemoveLine first={i === 0} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ good: 1, damaged: 0 })} data-testid="receipt-add-line">
                  {t("form.addLine")}
                </Button>
              </>
            )}
          </Form.List>
        </Panel>
        <FormButtons busy={busy} label={t("receipt.save")} testId="receipt-save" />
      </Form>
    </div>
  );
}
