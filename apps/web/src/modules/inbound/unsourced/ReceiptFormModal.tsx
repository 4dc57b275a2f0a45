/**
 * The warehouse records an unsourced parcel (or corrects one nobody has claimed yet): warehouse, carrier,
 * tracking number, and the lines as read off the goods (barcode or SKU text, good and damaged units).
 */
import "./i18n";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Space from "antd/es/space";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { UnsourcedDetail, UnsourcedRow } from "@entrepot/contracts";
import { FormModal } from "../../../components/FormModal";
import { useCatalogOptions } from "../../catalog";
import { saveReceipt } from "./api";

interface Values {
  warehouseId: number;
  carrier?: string;
  trackingNo: string;
  remark?: string;
  lines: { code: string; good: number; damaged: number }[];
}

export function ReceiptFormModal({
  editing,
  start,
  onClose,
  onSaved,
}: {
  editing?: UnsourcedDetail;
  /** A new parcel's values known already (the receipt desk's scanned tracking number). */
  start?: { trackingNo?: string };
  onClose: () => void;
  onSaved: (row: UnsourcedRow) => void;
}) {
  const { t } = useTranslation("unsourced");
  const catalog = useCatalogOptions();
  const initial: Partial<Values> = editing
    ? {
        warehouseId: editing.warehouseId,
        carrier: editing.carrier ?? "",
        trackingNo: editing.trackingNo,
        remark: editing.remark ?? "",
        lines: editing.lines.map((l) => ({ code: l.code, good: l.good, damaged: l.damaged })),
      }
    : { ...start, lines: [{ code: "", good: 1, damaged: 0 }] };
  const submit = async (v: Values) => {
    const row = await saveReceipt({
      ...(editing ? { id: editing.id, version: editing.version } : {}),
      warehouseId: v.warehouseId,
      carrier: v.carrier || null,
      trackingNo: v.trackingNo,
      remark: v.remark || null,
      lines: v.lines.map((l) => ({ code: l.code, good: l.good ?? 0, damaged: l.damaged ?? 0 })),
    });
    onSaved(row);
  };
  return (
    <FormModal<Values>
      title={editing ? t("form.editTitle", { receiptNo: editing.receiptNo }) : t("form.newTitle")}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      fieldNames={["warehouseId", "carrier", "trackingNo", "remark", "lines"]}
      width={720}
    >
      <Space align="start" wrap>
        <Form.Item name="warehouseId" label={t("form.warehouse")} rules={[{ required: true }]}>
          <Select
            style={{ width: 220 }}
            data-testid="unsourced-warehouse"
            options={(catalog.data?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
          />
        </Form.Item>
        <Form.Item name="carrier" label={t("form.carrier")}>
          <Input maxLength={60} style={{ width: 140 }} data-testid="unsourced-carrier" />
        </Form.Item>
        <Form.Item name="trackingNo" label={t("form.trackingNo")} rules={[{ required: true, min: 3 }]}>
          <Input maxLength={64} style={{ width: 240 }} data-testid="unsourced-tracking" />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label={t("form.remark")}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.List
        name="lines"
        rules={[{ validator: async (_, v: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(t("form.atLeastOne")))) }]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            <div style={{ fontWeight: 500, marginBottom: 8 }}>{t("form.lines")}</div>
            {fields.map((f, i) => (
              <Space key={f.key} align="start" style={{ display: "flex" }}>
                <Form.Item
                  name={[f.name, "code"]}
                  rules={[{ required: true, whitespace: true }]}
                  label={i === 0 ? t("form.code") : undefined}
                >
                  <Input maxLength={64} style={{ width: 280 }} data-testid={`unsourced-code-${i}`} />
                </Form.Item>
                <Form.Item name={[f.name, "good"]} label={i === 0 ? t("form.good") : undefined}>
                  <InputNumber min={0} max={100_000} precision={0} data-testid={`unsourced-good-${i}`} />
                </Form.Item>
                <Form.Item name={[f.name, "damaged"]} label={i === 0 ? t("form.damaged") : undefined}>
                  <InputNumber min={0} max={100_000} precision={0} data-testid={`unsourced-damaged-${i}`} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)} style={{ marginTop: i === 0 ? 30 : 0 }}>
                  {t("form.remove")}
                </Button>
              </Space>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ code: "", good: 1, damaged: 0 })} data-testid="unsourced-add-line">
              {t("form.addLine")}
            </Button>
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
