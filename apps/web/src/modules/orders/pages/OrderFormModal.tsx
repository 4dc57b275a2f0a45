/** Create or edit a draft B2C order: warehouse and carrier service, the recipient's address, the SKUs (with the stock available there). */
import Col from "antd/es/col";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { currencyCode, type OrderSave } from "@entrepot/contracts";
import { productOption, ProductLines } from "../../../components/ProductLines";
import { useDocumentForm } from "../../../components/useDocumentForm";
import { fetchOrder, saveOrder, useOrderFormOptions } from "../api";

type Values = Omit<OrderSave, "id" | "version">;
const newLine = { quantity: 1, currency: "USD" };
const recipientFields = [
  ["name", 8, true, 100],
  ["company", 8, false, 100],
  ["phone", 8, false, 40],
  ["email", 8, false, 120],
  ["country", 4, true, 2],
  ["state", 4, false, 60],
  ["city", 8, true, 80],
  ["postcode", 8, true, 20],
  ["address1", 16, true, 200],
  ["address2", 8, false, 200],
] as const;

export function OrderFormModal({ id, onClose, onSaved }: { id?: number; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("orders");
  const { form, doc, busy, submit } = useDocumentForm({
    id,
    load: fetchOrder,
    toValues: (o) =>
      ({
        warehouseId: o.warehouseId,
        carrierServiceId: o.carrierServiceId,
        referenceNo: o.referenceNo,
        storeAccountId: o.storeAccountId,
        remark: o.remark,
        recipient: o.recipient,
        lines: o.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, declaredValue: l.declaredValue, currency: l.currency })),
      }) as Values,
    save: (v: Values, at) => saveOrder({ ...v, ...at, lines: v.lines.map((l) => ({ ...l, declaredValue: String(l.declaredValue) })) }),
    savedText: (saved) => t("order.saved", { orderNo: saved.orderNo }),
    onDone: () => (onSaved(), onClose()),
  });
  const options = useOrderFormOptions(true).data;
  const warehouseId = Form.useWatch("warehouseId", form);
  const stock = (options?.stock ?? []).filter((s) => s.warehouseId === warehouseId);

  const req = [{ required: true }];
  return (
    <Modal
      open
      width={980}
      title={doc ? t("order.editTitle", { orderNo: doc.orderNo }) : t("order.new")}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "order-save" } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ lines: [newLine], recipient: { country: "US" } }}
        data-testid="order-form"
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="warehouseId" label={t("form.warehouse")} rules={req}>
              <Select
                options={(options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))}
                data-testid="order-warehouse"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="carrierServiceId" label={t("form.service")} rules={req}>
              <Select
                showSearch={{ optionFilterProp: "label" }}
                options={(options?.services ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
                data-testid="order-service"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="referenceNo" label={t("form.referenceNo")} rules={[...req, { max: 60 }]}>
              <Input data-testid="order-reference" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="storeAccountId" label={t("form.store")}>
              <Select allowClear options={(options?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="remark" label={t("form.remark")} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t("form.recipient")}</Divider>
        <Row gutter={16}>
          {recipientFields.map(([name, span, required, max]) => (
            <Col span={span} key={name}>
              <Form.Item name={["recipient", name]} label={t(`form.${name}`)} rules={[...(required ? req : []), { max }]}>
                <Input data-testid={`recipient-${name}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Divider titlePlacement="start">{t("form.lines")}</Divider>
        <ProductLines
          options={stock.map((s) => productOption(s, s.sku, t("form.available", { n: s.available })))}
          field="sku"
          disabled={!warehouseId}
          texts={{ sku: t("form.sku"), pickFirst: t("form.pickWarehouse"), addLine: t("form.addLine") }}
          emptyLine={newLine}
          labels={false}
          pickerWidth={460}
          columns={(line) => (
            <>
              <Form.Item name={[line, "quantity"]} rules={req}>
                <InputNumber
                  min={1}
                  max={10000}
                  placeholder={t("form.quantity")}
                  aria-label={t("form.quantity")}
                  data-testid={`line-qty-${line}`}
                />
              </Form.Item>
              <Form.Item name={[line, "declaredValue"]} rules={req}>
                <InputNumber
                  min={0}
                  stringMode
                  placeholder={t("form.declaredValue")}
                  aria-label={t("form.declaredValue")}
                  style={{ width: 150 }}
                  data-testid={`line-value-${line}`}
                />
              </Form.Item>
              <Form.Item name={[line, "currency"]} rules={req}>
                <Select
                  style={{ width: 90 }}
                  options={currencyCode.options.map((c) => ({ value: c, label: c }))}
                  aria-label={t("form.currency")}
                />
              </Form.Item>
            </>
          )}
        />
      </Form>
    </Modal>
  );
}
