/** The cartons of a draft: number, L × W × H with unit, weight with unit, and the plan's SKUs inside each. */
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { lengthUnits, weightUnits } from "@entrepot/contracts";

const measure = { required: true, pattern: /^\d{1,10}(\.\d{1,3})?$/ };

export function CartonFields({ products }: { products: { value: number; label: string }[] }) {
  const { t } = useTranslation("inbound");
  return (
    <Form.List name="cartons">
      {(cartons, { add, remove }) => (
        <>
          {cartons.length === 0 && (
            <Typography.Paragraph type="secondary" data-testid="inbound-no-cartons">
              {t("form.noCartons")}
            </Typography.Paragraph>
          )}
          {cartons.map((c) => (
            <div key={c.key} style={{ borderBottom: "1px dashed #f0f0f0", marginBottom: 8 }}>
              <Space align="start" wrap>
                <Form.Item name={[c.name, "cartonNo"]} label={t("form.cartonNo")} rules={[{ required: true }]}>
                  <Input maxLength={40} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item label={t("form.dimensions")} required>
                  <Space.Compact>
                    {(["length", "width", "height"] as const).map((k) => (
                      <Form.Item key={k} name={[c.name, k]} noStyle rules={[measure]}>
                        <Input
                          style={{ width: 70 }}
                          placeholder={k.charAt(0).toUpperCase()}
                          data-testid={`inbound-carton-${k}-${c.name}`}
                        />
                      </Form.Item>
                    ))}
                    <Form.Item name={[c.name, "lengthUnit"]} noStyle initialValue="cm">
                      <Select style={{ width: 80 }} options={lengthUnits.map((u) => ({ value: u, label: u }))} />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Form.Item label={t("form.weight")} required>
                  <Space.Compact>
                    <Form.Item name={[c.name, "weight"]} noStyle rules={[measure]}>
                      <Input style={{ width: 90 }} data-testid={`inbound-carton-weight-${c.name}`} />
                    </Form.Item>
                    <Form.Item name={[c.name, "weightUnit"]} noStyle initialValue="g">
                      <Select style={{ width: 70 }} options={weightUnits.map((u) => ({ value: u, label: u }))} />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Form.Item label={t("form.contents")}>
                  <Form.List name={[c.name, "items"]}>
                    {(items, { add: addItem, remove: removeItem }) => (
                      <>
                        {items.map((it) => (
                          <Space key={it.key} style={{ display: "flex", marginBottom: 8 }}>
                            <Form.Item name={[it.name, "productId"]} noStyle rules={[{ required: true }]}>
                              <Select style={{ width: 200 }} options={products} data-testid={`inbound-carton-item-${c.name}-${it.name}`} />
                            </Form.Item>
                            <Form.Item name={[it.name, "quantity"]} noStyle rules={[{ required: true }]}>
                              <InputNumber
                                min={1}
                                precision={0}
                                style={{ width: 90 }}
                                data-testid={`inbound-carton-qty-${c.name}-${it.name}`}
                              />
                            </Form.Item>
                            <Button
                              type="text"
                              size="small"
                              icon={<MinusCircleOutlined />}
                              aria-label={t("form.removeItem")}
                              title={t("form.removeItem")}
                              onClick={() => removeItem(it.name)}
                            />
                          </Space>
                        ))}
                        <Button
                          size="small"
                          type="dashed"
                          icon={<PlusOutlined />}
                          onClick={() => addItem({})}
                          disabled={products.length === 0}
                          data-testid={`inbound-carton-add-item-${c.name}`}
                        >
                          {t("form.addItem")}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </Form.Item>
                <Button type="link" danger onClick={() => remove(c.name)} style={{ marginTop: 30 }}>
                  {t("form.removeCarton")}
                </Button>
              </Space>
            </div>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="inbound-add-carton"
            onClick={() =>
              add({ cartonNo: `C${String(cartons.length + 1).padStart(3, "0")}`, lengthUnit: "cm", weightUnit: "g", items: [] })
            }
          >
            {t("form.addCarton")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
