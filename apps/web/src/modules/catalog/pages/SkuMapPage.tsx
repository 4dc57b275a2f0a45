/** product/skumap: SKU maps with create/edit, .xlsx import (store account + listing SKU -> product x quantity, warehouse SKU) and delete. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { SkuMapRow } from "@entrepot/contracts";
import { ApiError, errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { splitServerErrors } from "../../../components/resource/serverErrors";
import { RowActions } from "../../../components/RowActions";
import { deleteSkuMaps, saveSkuMap, skuMapUrls, useCatalogOptions, useWarehouseSkusOf } from "../api";
import { skuMapColumns, skuMapFilters } from "../descriptors";
import { CatalogImportButton } from "./CatalogImport";
import { ProductPicker } from "./ProductPicker";
import { useListOptions } from "./listOptions";

interface Values {
  storeAccountId: number;
  listingSku: string;
  asin?: string;
  listingTitle?: string;
  productId: number;
  quantity: number;
  warehouseSkuId?: number | null;
  fulfilmentChannel: "warehouse" | "marketplace" | "merchant";
  active: boolean;
  remark?: string;
}

function SkuMapForm({ row, onSaved, onClose }: { row?: SkuMapRow; onSaved: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation("catalog");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const options = useCatalogOptions();
  const productId = Form.useWatch("productId", form) ?? row?.productId;
  const accountId = Form.useWatch("storeAccountId", form) ?? row?.storeAccountId;
  const orgId = options.data?.storeAccounts.find((a) => a.id === accountId)?.orgId;
  const whs = useWarehouseSkusOf(productId);
  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await saveSkuMap({
        ...(row ? { id: row.id, version: row.version } : {}),
        storeAccountId: v.storeAccountId,
        listingSku: v.listingSku.trim(),
        asin: v.asin?.trim() || null,
        listingTitle: v.listingTitle?.trim() || null,
        productId: v.productId,
        quantity: v.quantity,
        warehouseSkuId: v.warehouseSkuId ?? null,
        fulfilmentChannel: v.fulfilmentChannel,
        active: v.active,
        remark: v.remark?.trim() || null,
      });
      void message.success(t("common.done", { count: 1 }));
      onSaved();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const split = splitServerErrors(err.details, [
          "storeAccountId",
          "listingSku",
          "asin",
          "listingTitle",
          "productId",
          "quantity",
          "warehouseSkuId",
        ]);
        form.setFields(split.fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
        if (split.other.length) void message.error(split.other.join(" "));
      } else void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const zh = i18n.language === "zh-CN";
  return (
    <Modal
      open
      width={640}
      title={row ? t("skuMap.edit", { listingSku: row.listingSku }) : t("skuMap.create")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={
          row
            ? { ...row, asin: row.asin ?? undefined, listingTitle: row.listingTitle ?? undefined, remark: row.remark ?? undefined }
            : { quantity: 1, fulfilmentChannel: "warehouse", active: true }
        }
      >
        <Form.Item name="storeAccountId" label={t("common.storeAccount")} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={(options.data?.storeAccounts ?? []).map((a) => ({ value: a.id, label: a.title }))}
          />
        </Form.Item>
        <Form.Item
          name="listingSku"
          label={t("skuMap.listingSku")}
          rules={[
            { required: true, message: t("components:form.required", { label: t("skuMap.listingSku") }) },
            { pattern: /^\S(.{0,98}\S)?$/, message: t("skuMap.listingRule") },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="asin" label={t("skuMap.asin")} rules={[{ pattern: /^[A-Za-z0-9]{1,32}$/, message: t("skuMap.asinRule") }]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="listingTitle" label={t("skuMap.listingTitle")}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="productId" label={t("skuMap.product")} rules={[{ required: true }]}>
          <ProductPicker
            orgId={orgId}
            initialLabel={row ? `${row.sku} · ${zh ? row.nameZh : row.nameEn}` : undefined}
            onChange={() => form.setFieldValue("warehouseSkuId", null)}
          />
        </Form.Item>
        <Form.Item name="quantity" label={t("skuMap.quantity")} extra={t("skuMap.quantityHelp")} rules={[{ required: true }]}>
          <InputNumber min={1} max={999} precision={0} />
        </Form.Item>
        <Form.Item name="warehouseSkuId" label={t("skuMap.warehouseSku")}>
          <Select allowClear options={(whs.data ?? []).map((w) => ({ value: w.id, label: `${w.code} (${w.warehouseCode})` }))} />
        </Form.Item>
        <Form.Item name="fulfilmentChannel" label={t("skuMap.fulfilmentChannel")}>
          <Select
            options={(["warehouse", "marketplace", "merchant"] as const).map((c) => ({ value: c, label: t(`skuMap.fulfilment.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="active" label={t("common.active")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function SkuMapPage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canManage = hasPermission(me, "catalog:skuMap:manage");
  const [editing, setEditing] = useState<{ row?: SkuMapRow } | null>(null);
  const refreshList = useRefreshList(skuMapUrls.list);
  const { accounts } = useListOptions();
  return (
    <div>
      <PageHeading title={t("skuMap.title")} intro={t("skuMap.intro")} />
      <ResourceTable<SkuMapRow>
        tableId="catalog.skuMaps"
        listUrl={skuMapUrls.list}
        exportUrl={skuMapUrls.export}
        rowKey="id"
        columns={skuMapColumns}
        filters={skuMapFilters(accounts)}
        defaults={{ sort: { field: "updatedAt", order: "desc" } }}
        emptyText={t("skuMap.empty")}
        actionsWidth={120}
        toolbar={
          canManage && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
                {t("skuMap.create")}
              </Button>
              <Button onClick={() => void navigate("/product/newSkumap")}>{t("skuMap.bulk")}</Button>
              <CatalogImportButton kind="skuMaps" onFinished={() => void refreshList()} />
            </>
          )
        }
        rowActions={(row) => (
          <RowActions
            onEdit={canManage ? () => setEditing({ row }) : undefined}
            onDelete={
              canManage
                ? () =>
                    void confirmDestroy({
                      name: `${row.storeAccount} / ${row.listingSku}`,
                      onConfirm: () => deleteSkuMaps([row.id]).then(refreshList),
                    })
                : undefined
            }
          />
        )}
      />
      {editing && <SkuMapForm row={editing.row} onSaved={() => void refreshList()} onClose={() => setEditing(null)} />}
    </div>
  );
}
