/**
 * advertising/promotionalActivitiesNew (and `?id=` to edit a draft or one Amazon sent back): a promotion's
 * form, per kind: the account, the SKUs from the seller's catalogue (with ASIN and available stock), the
 * dates (a lightning deal's hours, a 7-day deal's fixed week), the discount, a coupon's budget, a deal's units.
 * Amazon's rules for the kind show beside it; the server checks them and names the one broken.
 */
import "../../i18n";
import { useEffect, useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import message from "antd/es/message";
import dayjs, { type Dayjs } from "dayjs";
import { useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  creatablePromotionKinds,
  type CreatablePromotionKind,
  discountTypeLabels,
  promotionKindLabels,
  promotionResource,
  type PromotionRow,
} from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { createPromotion, fetchPromotion, promotionCommand, updatePromotion, usePromotionPickers } from "../../api.promotions";
import { KindRules } from "./KindRules";

const LIST = "/advertising/promotionalActivities";

interface Values {
  adsProfileId?: number;
  kind: CreatablePromotionKind;
  name?: string;
  productIds: number[];
  period?: [Dayjs, Dayjs];
  startDate?: Dayjs;
  startHour?: number;
  durationHours?: number;
  discountType: "percent" | "amount";
  discountValue?: string;
  budget?: string;
  oncePerCustomer: boolean;
  dealQuantity?: number;
  remark?: string;
}

const initial: Values = { kind: "coupon", productIds: [], discountType: "percent", oncePerCustomer: true, durationHours: 6, startHour: 8 };
const day = (d: Dayjs | undefined) => d?.format("YYYY-MM-DD");

/** The body the server takes: dates by kind (a range for coupons and Prime discounts, a start day for deals). */
function toBody(v: Values) {
  const ranged = v.kind === "coupon" || v.kind === "primeExclusive";
  return {
    adsProfileId: v.adsProfileId,
    kind: v.kind,
    name: v.name,
    productIds: v.productIds,
    startDate: ranged ? day(v.period?.[0]) : day(v.startDate),
    endDate: ranged ? day(v.period?.[1]) : null,
    startHour: v.kind === "lightningDeal" ? v.startHour : null,
    durationHours: v.kind === "lightningDeal" ? v.durationHours : null,
    discountType: v.kind === "coupon" ? v.discountType : "percent",
    discountValue: v.discountValue,
    budget: v.kind === "coupon" ? v.budget : null,
    oncePerCustomer: v.oncePerCustomer,
    dealQuantity: v.kind === "lightningDeal" || v.kind === "bestDeal" ? v.dealQuantity : null,
    remark: v.remark,
  };
}

function fromRow(r: PromotionRow): Values {
  return {
    adsProfileId: r.adsProfileId,
    kind: r.kind as CreatablePromotionKind,
    name: r.name,
    productIds: r.productIds,
    period: [dayjs(r.startDate), dayjs(r.endDate)],
    startDate: dayjs(r.startDate),
    startHour: r.startHour ?? undefined,
    durationHours: r.durationHours ?? undefined,
    discountType: r.discountType,
    discountValue: r.discountValue,
    budget: r.budget ?? undefined,
    oncePerCustomer: r.oncePerCustomer,
    dealQuantity: r.dealQuantity ?? undefined,
    remark: r.remark ?? undefined,
  };
}

export default function PromotionFormPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const navigate = useNavigate();
  const refreshList = useRefreshList(promotionResource.paths.list.split(" ")[1]!);
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const existing = useQuery({ queryKey: ["advertising", "promotion", id ?? 0], enabled: !!id, queryFn: () => fetchPromotion(id!) });
  const [form] = Form.useForm<Values>();
  const values = (Form.useWatch([], form) ?? initial) as Values;
  const [search, setSearch] = useState("");
  const pickers = usePromotionPickers(values.adsProfileId, search).data;
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  const currency = pickers?.profiles.find((p) => p.id === values.adsProfileId)?.currency ?? "USD";

  useEffect(() => {
    if (existing.data) form.setFieldsValue(fromRow(existing.data));
  }, [existing.data, form]);
  useEffect(() => {
    const only = pickers?.profiles.length === 1 ? pickers.profiles[0] : undefined;
    if (!id && only && !form.getFieldValue("adsProfileId")) form.setFieldValue("adsProfileId", only.id);
  }, [pickers, id, form]);

  const save = async (submit: boolean) => {
    let v: Values;
    try {
      v = { ...(form.getFieldsValue(true) as Values), ...(await form.validateFields()) };
    } catch {
      return; // the form shows what is missing
    }
    setBusy(submit ? "submit" : "save");
    try {
      const body = toBody(v);
      const row = existing.data
        ? await updatePromotion({ ...body, id: existing.data.id, version: existing.data.version })
        : await createPromotion(body);
      if (submit) await promotionCommand("submit", row);
      void message.success(submit ? t("promotions.submitted", { name: row.name }) : t("promotions.saved"));
      void refreshList();
      void navigate(LIST);
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const kind = values.kind ?? "coupon";
  const ranged = kind === "coupon" || kind === "primeExclusive";
  const productOptions = (pickers?.products ?? []).map((p) => ({
    value: p.id,
    label: `${p.sku} · ${p.name} (${p.asin ?? t("promotions.noAsin")} · ${t("promotions.available", { n: p.available })})`,
  }));
  // the chosen SKUs stay labelled when a search narrows the options
  for (const pid of values.productIds ?? [])
    if (!productOptions.some((o) => o.value === pid)) {
      const i = existing.data?.productIds.indexOf(pid) ?? -1;
      productOptions.push({ value: pid, label: i >= 0 ? (existing.data!.skus[i] ?? String(pid)) : String(pid) });
    }

  return (
    <div>
      <PageHeading
        title={existing.data ? t("promotions.editTitle", { name: existing.data.name }) : t("promotions.newTitle")}
        intro={t("promotions.formIntro")}
      />
      {existing.data?.statusReason && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={existing.data.statusReason} />}
      <Form form={form} layout="vertical" initialValues={initial}>
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Panel title={t("promotions.basics")}>
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item name="adsProfileId" label={t("promotions.account")} rules={[{ required: true }]}>
                    <Select
                      disabled={!!id}
                      data-testid="promotion-account"
                      options={(pickers?.profiles ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.currency})` }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="name" label={t("promotions.name")} rules={[{ required: true, max: 120 }]}>
                    <Input maxLength={120} data-testid="promotion-name" />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="kind" label={t("promotions.kind")} rules={[{ required: true }]}>
                    <Radio.Group
                      disabled={!!id}
                      data-testid="promotion-kind"
                      optionType="button"
                      buttonStyle="solid"
                      options={creatablePromotionKinds.map((k) => ({ value: k, label: promotionKindLabels[k][locale] }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item
                    name="productIds"
                    label={t("promotions.products")}
                    extra={t("promotions.productsHelp")}
                    rules={[{ required: true }]}
                  >
                    <Select
                      mode="multiple"
                      showSearch
                      filterOption={false}
                      onSearch={setSearch}
                      disabled={!values.adsProfileId}
                      placeholder={values.adsProfileId ? undefined : t("promotions.chooseAccount")}
                      data-testid="promotion-products"
                      options={productOptions}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Panel>
            <Panel title={t("promotions.window")}>
              <Row gutter={16}>
                {ranged ? (
                  <Col span={12}>
                    <Form.Item name="period" label={t("promotions.period")} rules={[{ required: true }]}>
                      <DatePicker.RangePicker style={{ width: "100%" }} data-testid="promotion-period" />
                    </Form.Item>
                  </Col>
                ) : (
                  <Col span={8}>
                    <Form.Item
                      name="startDate"
                      label={t("promotions.startDate")}
                      rules={[{ required: true }]}
                      extra={
                        kind === "bestDeal" && values.startDate
                          ? t("promotions.endsOn", { date: day(values.startDate.add(6, "day")) })
                          : undefined
                      }
                    >
                      <DatePicker style={{ width: "100%" }} data-testid="promotion-start" />
                    </Form.Item>
                  </Col>
                )}
                {kind === "lightningDeal" && (
                  <>
                    <Col span={8}>
                      <Form.Item name="startHour" label={t("promotions.startHour")} rules={[{ required: true }]}>
                        <Select options={Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, "0")}:00` }))} />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item name="durationHours" label={t("promotions.durationHours")} rules={[{ required: true }]}>
                        <InputNumber min={1} max={48} precision={0} style={{ width: "100%" }} />
                      </Form.Item>
                    </Col>
                  </>
                )}
              </Row>
            </Panel>
            <Panel title={t("promotions.discount")}>
              <Row gutter={16}>
                {kind === "coupon" && (
                  <Col span={8}>
                    <Form.Item name="discountType" label={t("promotions.discountType")}>
                      <Select options={(["percent", "amount"] as const).map((d) => ({ value: d, label: discountTypeLabels[d][locale] }))} />
                    </Form.Item>
                  </Col>
                )}
                <Col span={8}>
                  <Form.Item
                    name="discountValue"
                    label={t("promotions.discountValue")}
                    rules={[{ required: true, pattern: /^\d{1,8}(\.\d{1,2})?$/ }]}
                  >
                    <Input
                      data-testid="promotion-discount"
                      suffix={kind !== "coupon" || values.discountType === "percent" ? t("promotions.percentSuffix") : currency}
                    />
                  </Form.Item>
                </Col>
                {kind === "coupon" && (
                  <>
                    <Col span={8}>
                      <Form.Item
                        name="budget"
                        label={t("promotions.budget")}
                        rules={[{ required: true, pattern: /^\d{1,12}(\.\d{1,4})?$/ }]}
                      >
                        <Input suffix={currency} data-testid="promotion-budget" />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item name="oncePerCustomer" valuePropName="checked">
                        <Checkbox>{t("promotions.oncePerCustomer")}</Checkbox>
                      </Form.Item>
                    </Col>
                  </>
                )}
                {(kind === "lightningDeal" || kind === "bestDeal") && (
                  <Col span={8}>
                    <Form.Item name="dealQuantity" label={t("promotions.dealQuantity")} rules={[{ required: true }]}>
                      <InputNumber min={1} precision={0} style={{ width: "100%" }} data-testid="promotion-quantity" />
                    </Form.Item>
                  </Col>
                )}
                <Col span={24}>
                  <Form.Item name="remark" label={t("promotions.remark")} rules={[{ max: 500 }]}>
                    <Input.TextArea maxLength={500} rows={2} />
                  </Form.Item>
                </Col>
              </Row>
            </Panel>
          </Col>
          <Col xs={24} lg={8}>
            <KindRules kind={kind} currency={currency} />
          </Col>
        </Row>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => void save(false)} loading={busy === "save"} data-testid="promotion-save">
            {t("promotions.saveDraft")}
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={busy === "submit"} data-testid="promotion-save-submit">
            {t("promotions.saveSubmit")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("promotions.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
