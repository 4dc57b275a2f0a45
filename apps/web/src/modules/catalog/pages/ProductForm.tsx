/** Create or edit a product or kit, in a drawer: measures with their units, money, kit components. */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { ProductDetail, ProductSave } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../../../lib/api";
import { DictSelect } from "../../../components/DictSelect";
import { useDictionary } from "../../../components/dictionary";
import { splitServerErrors } from "../../../components/resource/serverErrors";
import { saveProduct, useCatalogOptions } from "../api";
import { trim } from "../descriptors";
import { ProductPicker } from "./ProductPicker";

interface Values {
  orgId?: number;
  sku: string;
  nameZh: string;
  nameEn: string;
  barcode?: string;
  productLineId?: number | null;
  productType: string;
  salesUnit: string;
  length: string;
  width: string;
  height: string;
  lengthUnit: "cm" | "inch";
  weight?: string;
  weightUnit: "g" | "lbs";
  declaredValue?: string;
  currency?: string;
  originCountry: "China" | "Vietnam";
  hsCode?: string;
  isKit: boolean;
  components: { productId?: number; quantity: number; label?: string }[];
  remark?: string;
}

const MEASURE = /^\d{1,9}(\.\d{1,3})?$/;
const MONEY = /^\d{1,16}(\.\d{1,4})?$/;

export function ProductForm({
  product,
  onSaved,
  onClose,
}: {
  product?: ProductDetail;
  onSaved: (p: ProductDetail) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation("catalog");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [other, setOther] = useState<string[]>([]);
  const options = useCatalogOptions();
  const tiers = useDictionary("sizeTiers");
  const orgs = options.data?.orgs ?? [];
  const isKit = Form.useWatch("isKit", form) ?? product?.isKit ?? false;
  const orgId = Form.useWatch("orgId", form) ?? product?.orgId ?? (orgs.length === 1 ? orgs[0]!.id : undefined);
  const lines = (options.data?.productLines ?? []).filter((l) => l.orgId === orgId);
  const zh = i18n.language === "zh-CN";

  const initial: Partial<Values> = product
    ? {
        ...product,
        barcode: product.barcode ?? undefined,
        hsCode: product.hsCode ?? undefined,
        remark: product.remark ?? undefined,
        productType: String(product.productType),
        length: trim(product.length),
        width: trim(product.width),
        height: trim(product.height),
        weight: trim(product.weight),
        components: product.components.map((c) => ({
          productId: c.productId,
          quantity: c.quantity,
          label: `${c.sku} · ${zh ? c.nameZh : c.nameEn}`,
        })),
      }
    : {
        productType: "1",
        salesUnit: "Pcs",
        lengthUnit: "cm",
        weightUnit: "g",
        currency: "USD",
        originCountry: "China",
        isKit: false,
        components: [],
        orgId: orgs.length === 1 ? orgs[0]!.id : undefined,
      };

  const submit = async (v: Values) => {
    setBusy(true);
    setOther([]);
    const body: ProductSave = {
      ...(product ? { id: product.id, version: product.version } : { orgId: v.orgId }),
      sku: v.sku.trim(),
      nameZh: v.nameZh.trim(),
      nameEn: v.nameEn.trim(),
      barcode: v.barcode?.trim() || null,
      productLineId: v.productLineId ?? null,
      productType: Number(v.productType) as 1 | 2 | 3,
      salesUnit: v.salesUnit as ProductSave["salesUnit"],
      length: String(v.length).trim(),
      width: String(v.width).trim(),
      height: String(v.height).trim(),
      lengthUnit: v.lengthUnit,
      weightUnit: v.weightUnit,
      originCountry: v.originCountry,
      hsCode: v.hsCode?.trim() || null,
      isKit: v.isKit,
      components: v.isKit ? v.components.filter((c) => c.productId).map((c) => ({ productId: c.productId!, quantity: c.quantity })) : [],
      remark: v.remark?.trim() || null,
      ...(v.isKit
        ? {}
        : {
            weight: String(v.weight).trim(),
            declaredValue: String(v.declaredValue).trim(),
            currency: v.currency as ProductSave["currency"],
          }),
    };
    try {
      const saved = await saveProduct(body);
      void message.success(t("product.savedTier", { tier: tiers.byValue.get(saved.sizeTier)?.label ?? saved.sizeTier }));
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const split = splitServerErrors(
          err.details,
          Object.keys(initial).concat(["sku", "weight", "declaredValue", "currency", "components"]),
        );
        form.setFields(split.fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
        setOther(split.other.length ? [err.message, ...split.other] : []);
      } else setOther([errorMessage(err)]);
    } finally {
      setBusy(false);
    }
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: t("components:form.required", { label }) });
  // length, width and height share one row: each error names its side ("Width: must be a number above 0 ...")
  const measureRules = (side: "length" | "width" | "height" | "weight") => {
    const label = t(`product.${side}`);
    const rule = t("components:form.fieldRule", { label, rule: t("product.measureRule") });
    return [
      required(label),
      { pattern: MEASURE, message: rule },
      { validator: (_: unknown, v: string) => (v && Number(v) <= 0 ? Promise.reject(new Error(rule)) : Promise.resolve()) },
    ];
  };

  return (
    <Drawer
      open
      width={760}
      title={product ? t("product.edit", { sku: product.sku }) : t("product.create")}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="product-save">
            {t("common.save")}
          </Button>
        </Space>
      }
    >
      {other.length > 0 && (
        <Alert type="error" showIcon title={other.join(" ")} style={{ marginBottom: 12 }} data-testid="product-form-error" />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        disabled={busy}
        style={{ display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 }}
        data-testid="product-form"
      >
        {orgs.length > 1 && (
          <Form.Item name="orgId" label={t("product.owner")} rules={[{ required: true }]} style={{ gridColumn: "1 / -1" }}>
            <Select
              disabled={!!product}
              options={orgs.map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
              showSearch={{ optionFilterProp: "label" }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="sku"
          label={t("common.sku")}
          rules={[required(t("common.sku")), { pattern: /^[\x21-\x7E]{1,64}$/, message: t("product.skuRule") }]}
        >
          <Input maxLength={64} disabled={!!product} data-testid="product-sku" />
        </Form.Item>
        <Form.Item
          name="barcode"
          label={t("product.barcode")}
          rules={[{ pattern: /^(\d{8}|\d{12,14})$/, message: t("product.barcodeRule") }]}
        >
          <Input maxLength={14} />
        </Form.Item>
        <Form.Item name="nameZh" label={t("common.nameZh")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={200} data-testid="product-nameZh" />
        </Form.Item>
        <Form.Item name="nameEn" label={t("common.nameEn")} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={200} data-testid="product-nameEn" />
        </Form.Item>
        <Form.Item name="productLineId" label={t("product.productLine")}>
          <Select allowClear options={lines.map((l) => ({ value: l.id, label: l.name }))} placeholder={t("product.none")} />
        </Form.Item>
        <Form.Item name="productType" label={t("product.productType")} rules={[{ required: true }]}>
          <DictSelect type="productTypes" allowClear={false} />
        </Form.Item>
        <Form.Item label={t("product.dimensions")} required style={{ gridColumn: "1 / -1", marginBottom: 0 }}>
          <Space.Compact style={{ width: "100%" }}>
            <Form.Item name="length" rules={measureRules("length")} noStyle>
              <Input placeholder={t("product.length")} style={{ width: "26%" }} data-testid="product-length" />
            </Form.Item>
            <Form.Item name="width" rules={measureRules("width")} noStyle>
              <Input placeholder={t("product.width")} style={{ width: "26%" }} data-testid="product-width" />
            </Form.Item>
            <Form.Item name="height" rules={measureRules("height")} noStyle>
              <Input placeholder={t("product.height")} style={{ width: "26%" }} data-testid="product-height" />
            </Form.Item>
            <Form.Item name="lengthUnit" noStyle>
              <DictSelect type="lengthUnits" allowClear={false} style={{ width: "22%" }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <div style={{ gridColumn: "1 / -1", height: 24 }} />
        <Form.Item label={t("product.weight")} required={!isKit} extra={isKit ? t("product.kitDerived") : undefined}>
          <Space.Compact style={{ width: "100%" }}>
            <Form.Item name="weight" noStyle rules={isKit ? [] : measureRules("weight")}>
              <Input disabled={isKit} style={{ width: "65%" }} data-testid="product-weight" />
            </Form.Item>
            <Form.Item name="weightUnit" noStyle>
              <DictSelect type="weightUnits" allowClear={false} style={{ width: "35%" }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t("product.declaredValue")} required={!isKit} extra={isKit ? t("product.kitDerived") : undefined}>
          <Space.Compact style={{ width: "100%" }}>
            <Form.Item
              name="declaredValue"
              noStyle
              rules={isKit ? [] : [required(t("product.declaredValue")), { pattern: MONEY, message: t("product.moneyRule") }]}
            >
              <Input disabled={isKit} style={{ width: "65%" }} data-testid="product-value" />
            </Form.Item>
            <Form.Item name="currency" noStyle>
              <DictSelect type="currencies" allowClear={false} disabled={isKit} style={{ width: "35%" }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="originCountry" label={t("product.originCountry")} rules={[{ required: true }]}>
          <DictSelect type="originCountries" allowClear={false} />
        </Form.Item>
        <Form.Item name="salesUnit" label={t("product.salesUnit")} rules={[{ required: true }]}>
          <DictSelect type="salesUnits" allowClear={false} />
        </Form.Item>
        <Form.Item name="hsCode" label={t("product.hsCode")} rules={[{ pattern: /^(\d\.?){5,9}\d$/, message: t("product.hsRule") }]}>
          <Input maxLength={16} placeholder="8516.79.00" />
        </Form.Item>
        <Form.Item name="isKit" label={t("product.isKit")} valuePropName="checked">
          <Switch data-testid="product-isKit" />
        </Form.Item>
        {isKit && (
          <Form.Item label={t("product.components")} extra={t("product.componentsHelp")} style={{ gridColumn: "1 / -1" }} required>
            <Form.List
              name="components"
              rules={[
                {
                  validator: async (_, v: unknown[]) =>
                    v && v.length ? undefined : Promise.reject(new Error(t("product.kitNeedsComponents"))),
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} style={{ display: "flex", marginBottom: 8 }} align="start">
                      <Form.Item
                        name={[f.name, "productId"]}
                        rules={[{ required: true, message: t("product.pickProduct") }]}
                        style={{ width: 440, marginBottom: 0 }}
                      >
                        <ProductPicker
                          orgId={orgId}
                          exclude={product ? [product.id] : []}
                          initialLabel={form.getFieldValue(["components", f.name, "label"]) as string | undefined}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, "quantity"]} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                        <InputNumber min={1} max={9999} precision={0} addonBefore="×" style={{ width: 130 }} />
                      </Form.Item>
                      <Button icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t("bulk.remove")} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    {t("product.addComponent")}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Form.Item>
        )}
        <Form.Item name="remark" label={t("common.remark")} style={{ gridColumn: "1 / -1" }}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
