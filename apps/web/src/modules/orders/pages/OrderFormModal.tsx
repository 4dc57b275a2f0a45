/** Create or edit a draft B2C order: warehouse and carrier service, the recipient's address, the SKUs (with the stock available there). */
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { currencyCode, type OrderSave } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
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
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState<number>();
  const [title, setTitle] = useState(t("order.new"));
  const options = useOrderFormOptions(true).data;
  const warehouseId = Form.useWatch("warehouseId", form);
  const stock = (options?.stock ?? []).filter((s) => s.warehouseId === warehouseId);

  useEffect(() => {
    if (id === undefined) return;
    void fetchOrder(id).then((o) => {
      setVersion(o.version);
      setTitle(t("order.editTitle", { orderNo: o.orderNo }));
      form.setFieldsValue({
        warehouseId: o.warehouseId,
        carrierServiceId: o.carrierServiceId,
        referenceNo: o.referenceNo,
        storeAccountId: o.storeAccountId,
        remark: o.remark,
        recipient: o.recipient,
        lines: o.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, declaredValue: l.declaredValue, currency: l.currency })),
      } as Values);
    });
  }, [id, form, t]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await saveOrder({
        ...v,
        id,
        version,
        lines: v.lines.map((l) => ({ ...l, declaredValue: String(l.declaredValue) })),
      });
      void message.success(t("order.saved", { orderNo: saved.orderNo }));
      onSaved();
      onClose();
    } catch (err) {
      void message.error(errorMessage(err), 6);
    } finally {
      setSaving(false);
    }
  };

  const req = [{ required: true }];
  return (
    <Modal
      open
      width={980}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
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
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" style={{ display: "flex" }}>
                  <Form.Item name={[f.name, "sku"]} rules={req} style={{ width: 460 }}>
                    <Select
                      showSearch={{ optionFilterProp: "label" }}
                      placeholder={warehouseId ? t("form.sku") : t("form.pickWarehouse")}
                      disabled={!warehouseId}
                      options={stock.map((s) => ({
                        value: s.sku,
                        label: `${s.sku} · ${s.name} (${t("form.available", { n: s.available })})`,
                      }))}
                      data-testid={`line-sku-${f.name}`}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, "quantity"]} rules={req}>
                    <InputNumber min={1} max={10000} placeholder={t("form.quantity")} data-testid={`line-qty-${f.name}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, "declaredValue"]} rules={req}>
                    <InputNumber
                      min={0}
                      stringMode
                      placeholder={t("form.declaredValue")}
                      style={{ width: 150 }}
                      data-testid={`line-value-${f.name}`}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, "currency"]} rules={req}>
                    <Select style={{ width: 90 }} options={currencyCode.options.map((c) => ({ value: c, label: c }))} />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newLine)}>
                {t("form.addLine")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
