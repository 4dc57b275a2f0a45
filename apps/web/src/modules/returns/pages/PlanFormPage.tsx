/**
 * home/returnProcessing/returnPlan/add and /edit?id=: a return plan's draft. Picking a shipped order fills
 * the warehouse and the lines with what may still come back (at most what shipped and is not on another
 * return); without an order the seller picks the SKUs. Saving keeps it a draft; it is submitted from its detail.
 */
import "../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import dayjs, { type Dayjs } from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ReturnReason } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { ProductPicker, useCatalogOptions } from "../../catalog";
import { fetchReturnable, fetchReturnWarehouse, savePlan, usePlan, useReturnWarehouses } from "../api";
import { FormButtons, ReasonItem, RemoveLine, TextItem } from "./FormParts";
import { OrderPicker } from "./OrderPicker";

interface FormValues {
  sourceOrderId?: number | null;
  warehouseId: number;
  reason: ReturnReason;
  carrier?: string;
  trackingNo?: string;
  expectedDate?: Dayjs | null;
  remark?: string;
  /** label and max: the picked product's label (for the picker when editing) and what the order still allows. */
  lines: { productId: number; expectedQty: number; label?: string; max?: number }[];
}

export default function PlanFormPage() {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const plan = usePlan(id);
  const catalog = useCatalogOptions();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [storeHint, setStoreHint] = useState<string | null>(null);
  const lines = Form.useWatch("lines", { form, preserve: true }) ?? [];
  const sourceOrderId = Form.useWatch("sourceOrderId", form);
  const warehouseId = Form.useWatch("warehouseId", form);
  const returnWarehouses = useReturnWarehouses();
  const locale = currentLocale();

  useEffect(() => {
    const d = plan.data;
    if (d)
      form.setFieldsValue({
        sourceOrderId: d.sourceOrderId,
        warehouseId: d.warehouseId,
        reason: d.reason,
        carrier: d.carrier ?? "",
        trackingNo: d.trackingNo ?? "",
        expectedDate: d.expectedDate ? dayjs(d.expectedDate) : null,
        remark: d.remark ?? "",
        lines: d.lines.map((l) => ({ productId: l.productId, expectedQty: l.expectedQty, label: `${l.sku} · ${l.productName}` })),
      });
    else if (!id) form.setFieldsValue({ reason: "defective", lines: [{} as FormValues["lines"][number]] });
  }, [plan.data, id, form]);

  // an order picked: its warehouse, and one line per SKU that may still come back, at most that many
  const pickOrder = async (orderId: number | null) => {
    form.setFieldValue("sourceOrderId", orderId);
    if (!orderId) return;
    try {
      const r = await fetchReturnable(orderId);
      form.setFieldsValue({
        warehouseId: r.warehouseId,
        lines: r.lines
          .filter((l) => l.returnable > 0)
          .map((l) => ({ productId: l.productId, expectedQty: l.returnable, max: l.returnable, label: l.sku })),
      });
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  // a free return for a store: its return warehouse (the store account's setting) is where the parcel goes
  const pickStore = async (accountId: number | undefined) => {
    setStoreHint(null);
    const account = catalog.data?.storeAccounts.find((a) => a.id === accountId);
    if (!accountId || !account) return;
    try {
      const r = await fetchReturnWarehouse(accountId);
      if (r.warehouse) form.setFieldValue("warehouseId", r.warehouse.id);
      setStoreHint(
        r.warehouse
          ? t("storeWarehouse", { title: account.title, code: r.warehouse.code })
          : t("storeNoWarehouse", { title: account.title }),
      );
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  const save = async (v: FormValues) => {
    setBusy(true);
    try {
      const row = await savePlan({
        ...(id ? { id, version: plan.data!.version } : {}),
        sourceOrderId: v.sourceOrderId ?? null,
        warehouseId: v.warehouseId,
        reason: v.reason,
        carrier: v.carrier || null,
        trackingNo: v.trackingNo || null,
        expectedDate: v.expectedDate ? v.expectedDate.format("YYYY-MM-DD") : null,
        remark: v.remark || null,
        lines: v.lines.map((l) => ({ productId: l.productId, expectedQty: l.expectedQty })),
      });
      void message.success(t("form.saved"));
      void navigate(`/home/returnProcessing/returnPlanDetail/detail?id=${row.id}`);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (id && plan.isLoading) return <Spin />;
  if (id && plan.isError) return <Alert type="error" title={t("detail.notFound")} />;
  // warehouses that accept returns; a plan already naming another one (its order shipped from there) keeps it
  const chosen = (catalog.data?.warehouses ?? []).find((w) => w.id === warehouseId);
  const warehouses = [...(returnWarehouses.data ?? [])];
  if (chosen && !warehouses.some((w) => w.id === chosen.id)) warehouses.push(chosen);

  return (
    <div>
      <PageHeading title={id ? t("form.editTitle", { returnNo: plan.data?.returnNo }) : t("form.newTitle")} intro={t("form.intro")} />
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 1100 }}>
        <Panel title={t("form.header")}>
          <Row gutter={16}>
            <Col span={10}>
              <Form.Item name="sourceOrderId" label={t("form.sourceOrder")}>
                <OrderPicker onChange={(v) => void pickOrder(v)} initialLabel={plan.data?.sourceOrderNo} />
              </Form.Item>
            </Col>
            <Col span={7}>
              <Form.Item name="warehouseId" label={t("form.warehouse")} rules={[{ required: true }]} extra={storeHint}>
                <Select
                  data-testid="returns-warehouse"
                  options={warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
                />
              </Form.Item>
            </Col>
            <Col span={7}>
              <ReasonItem testId="returns-reason" />
            </Col>
            <Col span={10}>
              <Form.Item label={t("storeAccount")}>
                <Select
                  allowClear
                  data-testid="returns-store"
                  disabled={!!sourceOrderId}
                  options={(catalog.data?.storeAccounts ?? []).map((a) => ({ value: a.id, label: `${a.title} · ${a.channel}` }))}
                  onChange={(v?: number) => void pickStore(v)}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <TextItem name="carrier" label={t("form.carrier")} max={60} />
            </Col>
            <Col span={8}>
              <TextItem name="trackingNo" label={t("form.trackingNo")} max={60} testId="returns-tracking" />
            </Col>
            <Col span={5}>
              <Form.Item name="expectedDate" label={t("form.expectedDate")}>
                <DatePicker style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <TextItem name="remark" label={t("form.remark")} max={500} />
            </Col>
          </Row>
        </Panel>
        <Panel title={t("form.lines")}>
          <Form.List
            name="lines"
            rules={[
              { validator: async (_, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(t("form.atLeastOneLine")))) },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="start" style={{ display: "flex" }}>
                    <Form.Item name={[f.name, "productId"]} label={i === 0 ? t("form.product") : undefined} rules={[{ required: true }]}>
                      <ProductPicker
                        style={{ width: 380 }}
                        testId={`returns-line-product-${i}`}
                        initialLabel={lines[i]?.label}
                        onChange={(_id, p) =>
                          form.setFieldValue(["lines", f.name], {
                            ...form.getFieldValue(["lines", f.name]),
                            label: p && `${p.sku} · ${locale === "zh-CN" ? p.nameZh : p.nameEn}`,
                            max: undefined,
                          })
                        }
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, "expectedQty"]}
                      label={i === 0 ? t("form.expectedQty") : undefined}
                      rules={[{ required: true }]}
                      extra={lines[i]?.max ? t("form.returnable", { n: lines[i]!.max }) : undefined}
                    >
                      <InputNumber min={1} max={lines[i]?.max ?? 100_000} precision={0} data-testid={`returns-line-qty-${i}`} />
                    </Form.Item>
                    <RemoveLine first={i === 0} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="returns-add-line">
                  {t("form.addLine")}
                </Button>
              </>
            )}
          </Form.List>
        </Panel>
        <FormButtons busy={busy} label={t("form.save")} testId="returns-save" />
      </Form>
    </div>
  );
}
