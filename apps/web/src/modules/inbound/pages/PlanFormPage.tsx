/**
 * inbound/inboundPlan/new and /edit?id=: a draft's header, its lines (SKU, expected quantity) and its
 * cartons (number, size, weight, the SKUs inside). Saving keeps it a draft; it is submitted from its detail.
 */
import "../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import dayjs, { type Dayjs } from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { type InboundPlanSave, inboundPlanResource } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { ProductPicker, useCatalogOptions } from "../../catalog";
import { savePlan, usePlan } from "../api";
import { CartonFields } from "./CartonFields";
import { PoImportModal } from "../po/PoImportModal";
import { usePoImportable } from "../po/api";
import { mergePoItems, type PoLink } from "../po/merge";

export interface FormValues {
  warehouseId: number;
  transitType: 1 | 2 | 3;
  transportMode: InboundPlanSave["transportMode"];
  eta?: Dayjs | null;
  trackingNo?: string;
  containerNo?: string;
  remark?: string;
  /** sku and label: the picked product's, for the picker when editing and for the carton contents (no fields of their own). */
  lines: { productId: number; expectedQty: number; sku?: string; label?: string }[];
  cartons: NonNullable<InboundPlanSave["cartons"]>;
}

const optionsOf = (field: "transitType" | "transportMode") =>
  inboundPlanResource.fields[field]!.options!.map((o) => ({ value: o.value, label: o.label[currentLocale()] }));

export default function PlanFormPage() {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const plan = usePlan(id);
  const { data: me } = useMe();
  const catalog = useCatalogOptions();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  // the units drawn from purchase orders (no fields of their own: the import sets them)
  const [poLinks, setPoLinks] = useState<PoLink[]>([]);
  const [importing, setImporting] = useState(false);
  const importable = usePoImportable();
  // preserve: a line's sku and label have no field of their own
  const lines = Form.useWatch("lines", { form, preserve: true }) ?? [];

  useEffect(() => {
    const d = plan.data;
    if (d)
      form.setFieldsValue({
        warehouseId: d.warehouseId,
        transitType: d.transitType as 1 | 2 | 3,
        transportMode: d.transportMode,
        eta: d.eta ? dayjs(d.eta) : null,
        trackingNo: d.trackingNo ?? "",
        containerNo: d.containerNo ?? "",
        remark: d.remark ?? "",
        lines: d.lines.map((l) => ({
          productId: l.productId,
          expectedQty: l.expectedQty,
          sku: l.sku,
          label: `${l.sku} · ${l.productName}`,
        })),
        cartons: d.cartons.map(({ id: _id, items, ...c }) => ({
          ...c,
          items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
        })),
      });
    else if (!id)
      form.setFieldsValue({ transitType: 1, transportMode: "sea_lcl", lines: [{} as FormValues["lines"][number]], cartons: [] });
    if (d) setPoLinks(d.poLines);
  }, [plan.data, id, form]);

  const save = async (v: FormValues) => {
    setBusy(true);
    try {
      const row = await savePlan({
        ...(id ? { id, version: plan.data!.version } : {}),
        warehouseId: v.warehouseId,
        transitType: v.transitType,
        transportMode: v.transportMode,
        eta: v.eta ? v.eta.format("YYYY-MM-DD") : null,
        trackingNo: v.trackingNo || null,
        containerNo: v.containerNo || null,
        remark: v.remark || null,
        lines: v.lines.map((l) => ({ productId: l.productId, expectedQty: l.expectedQty })),
        cartons: v.cartons ?? [],
        // a line removed since the import takes its PO units with it
        poLines: poLinks
          .filter((p) => v.lines.some((l) => l.productId === p.productId))
          .map((p) => ({ poLineId: p.poLineId, quantity: p.quantity })),
      });
      void message.success(t("form.saved"));
      void navigate(`/inbound/inboundPlan/detail?id=${row.id}`);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (id && plan.isLoading) return <Spin />;
  if (id && plan.isError) return <Alert type="error" title={t("detail.notFound")} />;
  const warehouses = (catalog.data?.warehouses ?? []).filter((w) => !me || me.org.kind !== "seller" || w.orgIds.includes(me.org.id));
  const planProducts = lines.filter((l) => l?.productId).map((l) => ({ value: l.productId, label: l.sku ?? String(l.productId) }));

  return (
    <div>
      <PageHeading title={id ? t("form.editTitle", { planNo: plan.data?.planNo }) : t("form.newTitle")} intro={t("form.intro")} />
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 1100 }}>
        <Panel title={t("form.header")}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="warehouseId" label={t("form.warehouse")} rules={[{ required: true }]}>
                <Select
                  data-testid="inbound-warehouse"
                  options={warehouses.map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
                />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="transitType" label={t("form.transitType")} rules={[{ required: true }]}>
                <Select options={optionsOf("transitType") as { value: number; label: string }[]} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="transportMode" label={t("form.transportMode")} rules={[{ required: true }]}>
                <Select options={optionsOf("transportMode") as { value: string; label: string }[]} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="eta" label={t("form.eta")}>
                <DatePicker style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="trackingNo" label={t("form.trackingNo")}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="containerNo" label={t("form.containerNo")}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col span={11}>
              <Form.Item name="remark" label={t("form.remark")}>
                <Input maxLength={500} />
              </Form.Item>
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
                        testId={`inbound-line-product-${i}`}
                        initialLabel={lines[i]?.label}
                        onChange={(_id, p) =>
                          form.setFieldValue(["lines", f.name], {
                            ...form.getFieldValue(["lines", f.name]),
                            sku: p?.sku,
                            label: p && `${p.sku} · ${currentLocale() === "zh-CN" ? p.nameZh : p.nameEn}`,
                          })
                        }
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, "expectedQty"]}
                      label={i === 0 ? t("form.expectedQty") : undefined}
                      rules={[{ required: true }]}
                    >
                      <InputNumber min={1} max={1_000_000} precision={0} data-testid={`inbound-line-qty-${i}`} />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(f.name)} style={{ marginTop: i === 0 ? 30 : 0 }}>
                      {t("form.remove")}
                    </Button>
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <Space>
                  <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="inbound-add-line">
                    {t("form.addLine")}
                  </Button>
                  {importable.data?.importable && (
                    <Button onClick={() => setImporting(true)} data-testid="inbound-po-import">
                      {t("po.button")}
                    </Button>
                  )}
                </Space>
                {poLinks.length > 0 && (
                  <div style={{ marginTop: 12 }} data-testid="inbound-po-links">
                    <span style={{ marginRight: 8 }}>{t("po.fromPo")}:</span>
                    {poLinks.map((p) => (
                      <Tag key={p.poLineId}>{`${p.poNo} · ${p.sku} × ${p.quantity}`}</Tag>
                    ))}
                    <Button type="link" size="small" onClick={() => setPoLinks([])}>
                      {t("po.clear")}
                    </Button>
                  </div>
                )}
              </>
            )}
          </Form.List>
        </Panel>
        {importing && (
          <PoImportModal
            onClose={() => setImporting(false)}
            onImport={(items) => {
              const merged = mergePoItems(form.getFieldValue("lines") ?? [], poLinks, items);
              form.setFieldValue("lines", merged.lines);
              setPoLinks(merged.links);
            }}
          />
        )}
        <Panel title={t("form.cartons")}>
          <CartonFields products={planProducts} />
        </Panel>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="inbound-save">
            {t("form.save")}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t("components:form.cancel")}</Button>
        </Space>
      </Form>
    </div>
  );
}
