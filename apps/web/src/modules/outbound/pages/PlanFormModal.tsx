/** Create or edit a draft outbound plan: where from and to, the SKUs (with the stock available at the chosen warehouse), cartons and pallets. */
import Button from "antd/es/button";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Divider from "antd/es/divider";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import {
  destinationTypeLabels,
  type Locale,
  lengthUnits,
  type OutboundPackageInput,
  type OutboundPlanSave,
  outboundTransportModeLabels,
  weightUnits,
} from "@entrepot/contracts";
import { productOption, ProductLines } from "../../../components/ProductLines";
import { useDocumentForm } from "../../../components/useDocumentForm";
import { fetchPlan, savePlan, usePlanFormOptions } from "../api";

type Values = Omit<OutboundPlanSave, "shipBy" | "packages"> & { shipBy?: Dayjs | null; packages?: OutboundPackageInput[] };
const optionsOf = (m: Record<string, Record<Locale, string>>, locale: Locale) =>
  Object.entries(m).map(([value, l]) => ({ value, label: l[locale] }));
const newPackage: OutboundPackageInput = {
  kind: "carton",
  count: 1,
  length: "60",
  width: "40",
  height: "40",
  lengthUnit: "cm",
  weight: "10",
  weightUnit: "lbs",
  unitsEach: 1,
};

export function PlanFormModal({ id, onClose, onSaved }: { id?: number; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation("outbound");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { form, doc, busy, submit } = useDocumentForm({
    id,
    load: fetchPlan,
    toValues: (p): Values => ({
      ...p,
      shipBy: p.shipBy ? dayjs(p.shipBy) : null,
      lines: p.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      packages: p.packages.map(({ seq: _seq, ...rest }) => rest),
    }),
    save: (v: Values, at) =>
      savePlan({
        ...v,
        ...at,
        shipBy: v.shipBy ? v.shipBy.format("YYYY-MM-DD") : null,
        packages: (v.packages ?? []).map((p) => ({
          ...p,
          length: String(p.length),
          width: String(p.width),
          height: String(p.height),
          weight: String(p.weight),
        })),
      }),
    savedText: (saved) => t("plan.saved", { planNo: saved.planNo }),
    onDone: () => (onSaved(), onClose()),
  });
  const options = usePlanFormOptions(true).data;
  const warehouseId = Form.useWatch("warehouseId", form);
  const stock = (options?.stock ?? []).filter((s) => s.warehouseId === warehouseId);

  const req = [{ required: true }];
  return (
    <Modal
      open
      width={980}
      title={doc ? t("plan.editTitle", { planNo: doc.planNo }) : t("plan.new")}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "plan-save" } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ destinationType: "FBA", transportMode: "LTL", lines: [{}], packages: [newPackage] }}
        data-testid="plan-form"
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="warehouseId" label={t("form.warehouse")} rules={req}>
              <Select options={(options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="destinationType" label={t("form.destinationType")} rules={req}>
              <Select options={optionsOf(destinationTypeLabels, locale)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="destinationCode" label={t("form.destinationCode")} rules={[...req, { max: 20 }]}>
              <Input placeholder="ONT8" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="fbaShipmentId" label={t("form.fbaShipmentId")} rules={[{ max: 40 }]}>
              <Input placeholder="FBA17XXXXXXX" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="referenceId" label={t("form.referenceId")} rules={[{ max: 40 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="shipBy" label={t("form.shipBy")}>
              <DatePicker style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="transportMode" label={t("form.transportMode")} rules={req}>
              <Select options={optionsOf(outboundTransportModeLabels, locale)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="carrier" label={t("form.carrier")} rules={[{ max: 60 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="remark" label={t("form.remark")} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="destinationAddress" label={t("form.destinationAddress")} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t("form.lines")}</Divider>
        <ProductLines
          options={stock.map((s) => productOption(s, s.productId, t("form.available", { n: s.available })))}
          disabled={!warehouseId}
          texts={{ sku: t("form.sku"), pickFirst: t("form.pickWarehouse"), addLine: t("form.addLine") }}
          emptyLine={{}}
          labels={false}
          pickerWidth={520}
          columns={(line) => (
            <Form.Item name={[line, "quantity"]} rules={req}>
              <InputNumber
                min={1}
                max={100000}
                placeholder={t("form.quantity")}
                aria-label={t("form.quantity")}
                data-testid={`line-qty-${line}`}
              />
            </Form.Item>
          )}
        />
        <Divider titlePlacement="start">{t("form.packages")}</Divider>
        <Form.List name="packages">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap style={{ display: "flex" }}>
                  <Form.Item name={[f.name, "kind"]} rules={req}>
                    <Select style={{ width: 90 }} options={["carton", "pallet"].map((k) => ({ value: k, label: t(`form.${k}`) }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, "count"]} rules={req}>
                    <InputNumber min={1} placeholder={t("form.count")} style={{ width: 80 }} />
                  </Form.Item>
                  {(["length", "width", "height"] as const).map((d) => (
                    <Form.Item key={d} name={[f.name, d]} rules={req}>
                      <InputNumber min={0.001} placeholder={d} style={{ width: 80 }} stringMode />
                    </Form.Item>
                  ))}
                  <Form.Item name={[f.name, "lengthUnit"]} rules={req}>
                    <Select style={{ width: 80 }} options={lengthUnits.map((u) => ({ value: u, label: u }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, "weight"]} rules={req}>
                    <InputNumber min={0.001} placeholder={t("form.weight")} style={{ width: 100 }} stringMode />
                  </Form.Item>
                  <Form.Item name={[f.name, "weightUnit"]} rules={req}>
                    <Select style={{ width: 80 }} options={weightUnits.map((u) => ({ value: u, label: u }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, "unitsEach"]} rules={req} tooltip={t("form.unitsEach")}>
                    <InputNumber min={0} placeholder={t("form.unitsEach")} style={{ width: 110 }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newPackage)}>
                {t("form.addPackage")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
