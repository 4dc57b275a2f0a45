/** The warehouse packs an order: the parcel's weight and size (what the label is bought with). */
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Space from "antd/es/space";
import { useTranslation } from "react-i18next";
import { lengthUnits, type OrderParcel, orderStatusLabels, weightUnits } from "@entrepot/contracts";
import { useFormSubmit } from "../../../components/resource/useFormSubmit";
import { runTransition } from "../api";

export function PackModal({
  order,
  onClose,
  onDone,
}: {
  order: { id: number; version: number; orderNo: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation("orders");
  const locale = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const [form] = Form.useForm<OrderParcel>();
  const { busy, validateAndSubmit } = useFormSubmit(
    form,
    (v: OrderParcel) =>
      runTransition("pack", order, {
        ...v,
        weight: String(v.weight),
        length: String(v.length),
        width: String(v.width),
        height: String(v.height),
      }),
    {
      savedText: (after) => t("order.done", { orderNo: after.orderNo, state: orderStatusLabels[after.status][locale] }),
      onDone: () => (onDone(), onClose()),
    },
  );
  const req = [{ required: true }];
  return (
    <Modal
      open
      title={t("pack.title", { orderNo: order.orderNo })}
      onCancel={onClose}
      onOk={() => void validateAndSubmit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "pack-save" } as never}
      destroyOnHidden
    >
      <Form<OrderParcel> form={form} layout="vertical" initialValues={{ weightUnit: "lbs", lengthUnit: "inch" }} data-testid="pack-form">
        <Form.Item label={t("pack.weight")} required>
          <Space.Compact>
            <Form.Item name="weight" rules={req} noStyle>
              <InputNumber min={0.001} stringMode style={{ width: 140 }} data-testid="pack-weight" />
            </Form.Item>
            <Form.Item name="weightUnit" rules={req} noStyle>
              <Select style={{ width: 90 }} options={weightUnits.map((u) => ({ value: u, label: u }))} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t("pack.dims")} required>
          <Space.Compact>
            {(["length", "width", "height"] as const).map((d) => (
              <Form.Item key={d} name={d} rules={req} noStyle>
                <InputNumber min={0.001} stringMode placeholder={d} style={{ width: 100 }} data-testid={`pack-${d}`} />
              </Form.Item>
            ))}
            <Form.Item name="lengthUnit" rules={req} noStyle>
              <Select style={{ width: 90 }} options={lengthUnits.map((u) => ({ value: u, label: u }))} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
