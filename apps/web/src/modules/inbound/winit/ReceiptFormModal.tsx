/**
 * Book or correct a channel receipt: the seller, the warehouse, the channel and its order number, and per
 * SKU what the channel announced and what was counted (good, damaged). The SKU picker offers the chosen
 * seller's products only.
 */
import "./i18n";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { type Locale, receiptChannelLabels, type WinitReceiptSave } from "@entrepot/contracts";
import { productOption, ProductLines } from "../../../components/ProductLines";
import { useDocumentForm } from "../../../components/useDocumentForm";
import { fetchReceipt, saveReceipt, useReceiptOptions } from "./api";

type Values = Omit<WinitReceiptSave, "id" | "version" | "arrivedOn"> & { arrivedOn?: Dayjs | null };
const req = [{ required: true }];
const emptyLine = { expectedQty: 0, goodQty: 0, damagedQty: 0 };

export function ReceiptFormModal({ id, onClose, onSaved }: { id?: number; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation("winit");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { form, doc, busy, submit } = useDocumentForm({
    id,
    load: fetchReceipt,
    toValues: (r): Values => ({
      orgId: r.orgId,
      warehouseId: r.warehouseId,
      channel: r.channel,
      channelRef: r.channelRef,
      trackingNo: r.trackingNo,
      note: r.note,
      arrivedOn: r.arrivedOn ? dayjs(r.arrivedOn) : null,
      lines: r.lines.map((l) => ({ productId: l.productId, expectedQty: l.expectedQty, goodQty: l.goodQty, damagedQty: l.damagedQty })),
    }),
    save: (v: Values, at) => saveReceipt({ ...v, ...at, arrivedOn: v.arrivedOn ? v.arrivedOn.format("YYYY-MM-DD") : null }),
    savedText: (saved) => t("form.saved", { receiptNo: saved.receiptNo }),
    onDone: () => (onSaved(), onClose()),
  });
  const orgId = Form.useWatch("orgId", form);
  const options = useReceiptOptions(orgId, true).data;

  const qty = (name: number, field: "expectedQty" | "goodQty" | "damagedQty", head: string | undefined) => (
    <Form.Item name={[name, field]} label={head} rules={req}>
      <InputNumber
        precision={0}
        min={0}
        max={100000}
        style={{ width: 110 }}
        aria-label={t(`form.${field}`)}
        data-testid={`line-${field}-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open
      width={900}
      title={doc ? t("form.editTitle", { receiptNo: doc.receiptNo }) : t("form.newTitle")}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "receipt-save" } as never}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ channel: "winit", lines: [emptyLine] }} data-testid="receipt-form">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="orgId" label={t("form.org")} rules={req}>
              <Select
                showSearch={{ optionFilterProp: "label" }}
                options={(options?.orgs ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.name}` }))}
                onChange={() => form.setFieldsValue({ lines: [emptyLine], warehouseId: undefined })}
                data-testid="receipt-org"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="warehouseId" label={t("form.warehouse")} rules={req}>
              <Select
                options={(options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
                data-testid="receipt-warehouse"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="channel" label={t("form.channel")} rules={req}>
              <Select
                options={Object.entries(receiptChannelLabels).map(([value, l]) => ({ value, label: l[locale] }))}
                data-testid="receipt-channel"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="channelRef"
              label={t("form.channelRef")}
              tooltip={t("form.channelRefHelp")}
              rules={[{ required: true, whitespace: true }, { max: 64 }, { pattern: /^[\x21-\x7e]+$/ }]}
            >
              <Input data-testid="receipt-channel-ref" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="trackingNo" label={t("form.trackingNo")} rules={[{ max: 64 }]}>
              <Input data-testid="receipt-tracking" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="arrivedOn" label={t("form.arrivedOn")}>
              <DatePicker style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t("form.note")} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t("form.lines")}</Divider>
        <ProductLines
          options={options?.products.map((p) => productOption(p, p.id))}
          disabled={!orgId}
          texts={{ sku: t("form.sku"), pickFirst: t("form.pickOrg"), addLine: t("form.addLine") }}
          emptyLine={emptyLine}
          columns={(line, head) => (
            <>
              {qty(line, "expectedQty", head(t("form.expectedQty")))}
              {qty(line, "goodQty", head(t("form.goodQty")))}
              {qty(line, "damagedQty", head(t("form.damagedQty")))}
            </>
          )}
        />
      </Form>
    </Modal>
  );
}
