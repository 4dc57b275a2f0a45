/** Generates warehouse SKUs at one warehouse for picked products (one product: an optional given code). */
import { useState } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api";
import { createWarehouseSku, generateWarehouseSkus } from "../api";
import { useListOptions } from "./listOptions";
import { ProductPicker } from "./ProductPicker";

/** Generates codes at one warehouse for picked products (one product: an optional given code). */
export function GenerateWarehouseSkus({ productIds, onDone, onClose }: { productIds?: number[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation("catalog");
  const { warehouses } = useListOptions();
  const [form] = Form.useForm<{ warehouseId: string; productIds: number[]; code?: string }>();
  const [busy, setBusy] = useState(false);
  const picked = Form.useWatch("productIds", form) ?? productIds ?? [];
  const submit = async (v: { warehouseId: string; productIds?: number[]; code?: string }) => {
    setBusy(true);
    try {
      const ids = productIds ?? v.productIds ?? [];
      if (ids.length === 1 && v.code?.trim()) {
        await createWarehouseSku({ productId: ids[0]!, warehouseId: Number(v.warehouseId), code: v.code.trim() });
        void message.success(t("warehouseSku.created", { count: 1, skipped: 0 }));
      } else {
        const res = await generateWarehouseSkus(Number(v.warehouseId), ids);
        void message.success(t("warehouseSku.created", { count: res.created.length, skipped: res.skipped }));
      }
      onDone();
      onClose();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t("warehouseSku.generateTitle")}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="warehouseId" label={t("common.warehouse")} rules={[{ required: true }]}>
          <Select options={warehouses} data-testid="ws-warehouse" />
        </Form.Item>
        {!productIds && (
          <Form.Item label={t("warehouseSku.products")} required>
            <Form.List name="productIds" initialValue={[]}>
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <div key={f.key} style={{ display: "flex", gap: 8, marginBottom: 8 }}>
                      <Form.Item name={f.name} noStyle rules={[{ required: true }]}>
                        <ProductPicker />
                      </Form.Item>
                      <Button onClick={() => remove(f.name)}>{t("bulk.remove")}</Button>
                    </div>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add()}>
                    {t("label.addProduct")}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        )}
        {(productIds ?? picked).length === 1 && (
          <Form.Item
            name="code"
            label={t("warehouseSku.manualCode")}
            extra={t("warehouseSku.manualHelp")}
            rules={[{ pattern: /^[A-Z0-9-]{4,32}$/, message: t("warehouseSku.codeRule") }]}
          >
            <Input maxLength={32} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
