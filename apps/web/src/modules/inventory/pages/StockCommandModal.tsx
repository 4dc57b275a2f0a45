/** Freeze or unfreeze one balance, with the reason; the answer names the posted document (adjustments are documents: DocFormModal). */
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useTranslation } from "react-i18next";
import type { StockBalanceRow } from "@entrepot/contracts";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../components/FormModal";
import { freezeStock } from "../api";

export type StockCommand = "freeze" | "unfreeze";

interface Values {
  quantity: number;
  reason: string;
}

export function StockCommandModal({
  kind,
  row,
  onDone,
  onClose,
}: {
  kind: StockCommand;
  row: StockBalanceRow;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("inventory");
  const key = { orgId: row.orgId, warehouseId: row.warehouseId, productId: row.productId, inventoryType: row.inventoryType as 0 | 1 };
  const max = kind === "freeze" ? row.available : row.frozen;
  const submit = async (v: Values) => {
    const body = { ...key, quantity: v.quantity, reason: v.reason };
    const answer = await freezeStock(body, kind === "freeze");
    notify("success", t("balance.done", { documentNo: answer.documentNo }));
    onDone();
  };
  return (
    <FormModal<Values>
      title={t(`balance.${kind}Title`, { sku: row.sku, warehouse: row.warehouseCode })}
      onSubmit={submit}
      onClose={onClose}
      fieldNames={["quantity", "reason"]}
    >
      <Form.Item name="quantity" label={t("common.quantity")} rules={[{ required: true }]}>
        <InputNumber precision={0} min={1} max={max} style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item name="reason" label={t("common.reason")} rules={[{ required: true, whitespace: true, max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
