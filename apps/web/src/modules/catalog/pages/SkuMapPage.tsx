/** product/skumap: SKU maps from skuMapResource (list, filters, export, delete), with its own form, bulk mapping and .xlsx import. */
import "../i18n";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { fulfilmentOptions, skuMapResource, type SkuMapRow, type SkuMapSave } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { FormModal } from "../../../components/FormModal";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { useRefreshList } from "../../../components/resource/listQuery";
import { saveRecord } from "../../../components/resource/resourceCalls";
import { useCatalogOptions, useWarehouseSkusOf } from "../api";
import { CatalogImportButton } from "./CatalogImport";
import { ProductPicker } from "./ProductPicker";
import { useListOptions } from "./listOptions";

const FIELDS = Object.keys(skuMapResource.save.shape);

/** The fields that depend on each other: the account's org narrows the product picker, the product its warehouse SKUs. */
function SkuMapFields({ row }: { row?: SkuMapRow }) {
  const { t } = useTranslation("catalog");
  const form = Form.useFormInstance<SkuMapSave>();
  const options = useCatalogOptions();
  const productId = Form.useWatch("productId", form) ?? row?.productId;
  const accountId = Form.useWatch("storeAccountId", form) ?? row?.storeAccountId;
  const orgId = options.data?.storeAccounts.find((a) => a.id === accountId)?.orgId;
  const whs = useWarehouseSkusOf(productId);
  const locale = currentLocale();
  const required = (label: string) => ({ required: true, message: t("components:form.required", { label }) });
  return (
    <>
      <Form.Item name="storeAccountId" label={t("common.storeAccount")} rules={[required(t("common.storeAccount"))]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          options={(options.data?.storeAccounts ?? []).map((a) => ({ value: a.id, label: a.title }))}
        />
      </Form.Item>
      <Form.Item
        name="listingSku"
        label={t("skuMap.listingSku")}
        rules={[required(t("skuMap.listingSku")), { pattern: /^\S(.{0,98}\S)?$/, message: t("skuMap.listingRule") }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="asin" label={t("skuMap.asin")} rules={[{ pattern: /^[A-Za-z0-9]{1,32}$/, message: t("skuMap.asinRule") }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="listingTitle" label={t("skuMap.listingTitle")}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="productId" label={t("skuMap.product")} rules={[required(t("skuMap.product"))]}>
        <ProductPicker
          orgId={orgId}
          initialLabel={row ? `${row.sku} · ${locale === "zh-CN" ? row.nameZh : row.nameEn}` : undefined}
          onChange={() => form.setFieldValue("warehouseSkuId", null)}
        />
      </Form.Item>
      <Form.Item name="quantity" label={t("skuMap.quantity")} extra={t("skuMap.quantityHelp")} rules={[required(t("skuMap.quantity"))]}>
        <InputNumber min={1} max={999} precision={0} />
      </Form.Item>
      <Form.Item name="warehouseSkuId" label={t("skuMap.warehouseSku")}>
        <Select allowClear options={(whs.data ?? []).map((w) => ({ value: w.id, label: `${w.code} (${w.warehouseCode})` }))} />
      </Form.Item>
      <Form.Item name="fulfilmentChannel" label={t("skuMap.fulfilmentChannel")}>
        <Select options={fulfilmentOptions.map((o) => ({ value: o.value, label: o.label[locale] }))} />
      </Form.Item>
      <Form.Item name="active" label={t("common.active")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

function SkuMapForm({ row, onClose, onSaved }: { row?: SkuMapRow; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation("catalog");
  return (
    <FormModal<SkuMapSave>
      title={row ? t("skuMap.edit", { listingSku: row.listingSku }) : t("skuMap.create")}
      initialValues={row ?? skuMapResource.createDefaults}
      onSubmit={async (v) => {
        await saveRecord(skuMapResource, v, row);
        onSaved();
      }}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      width={640}
    >
      <SkuMapFields row={row} />
    </FormModal>
  );
}

export default function SkuMapPage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const refreshList = useRefreshList(skuMapResource.paths.list.split(" ")[1]!);
  const { accounts } = useListOptions();
  return (
    <ResourcePage
      resource={skuMapResource}
      intro={t("skuMap.intro")}
      emptyText={t("skuMap.empty")}
      options={{ storeAccountId: accounts }}
      extraFilters={[{ field: "name", label: t("common.name"), kind: "text", width: 150 }]}
      render={{
        listingSku: (r) => <Typography.Text strong>{r.listingSku}</Typography.Text>,
        sku: (r) => (
          <span>
            {r.sku} {r.isKit && <Tag color="purple">{t("product.kit")}</Tag>}
          </span>
        ),
        warehouseSku: (r) => (r.warehouseSku ? `${r.warehouseSku} (${r.warehouseCode})` : null),
      }}
      actionsWidth={120}
      toolbar={
        hasPermission(me, skuMapResource.permissions.manage) && (
          <>
            <Button onClick={() => void navigate("/product/newSkumap")}>{t("skuMap.bulk")}</Button>
            <CatalogImportButton kind="skuMaps" onFinished={() => void refreshList()} />
          </>
        )
      }
      form={(editing, close, changed) => (
        <SkuMapForm row={editing.mode === "edit" ? editing.row : undefined} onClose={close} onSaved={changed} />
      )}
    />
  );
}
