/**
 * A document form's lines by product (`Form.List name="lines"`): a searchable SKU picker per line, the
 * document's own columns beside it, remove (while more than one line) and add. Column labels show above
 * the first line only, so the rows below line up under them (a form may go without them and rely on the
 * placeholders); every field keeps its aria-label.
 */
import type { ReactNode } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Select from "antd/es/select";
import Space from "antd/es/space";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";

const req = [{ required: true }];

export interface ProductOption {
  value: number | string;
  label: string;
}

/** A product as a picker option, `SKU · name`, with a note after it (the stock available) when given. */
export function productOption(p: { sku: string; name: string }, value: number | string, note?: string): ProductOption {
  return { value, label: note === undefined ? `${p.sku} · ${p.name}` : `${p.sku} · ${p.name} (${note})` };
}

export interface ProductLinesProps {
  /** The picker's choices (`productOption`): the owner's products, or the stock at the chosen warehouse. */
  options: ProductOption[] | undefined;
  /** No owner (or warehouse) chosen yet: the picker is off and says so in `pickFirst`. */
  disabled: boolean;
  texts: { sku: string; pickFirst: string; addLine: string };
  /** What "add" starts a line with. */
  emptyLine: Record<string, unknown>;
  /** The line's other fields; `head(label)` is the label for the first line, undefined below it. */
  columns: (line: number, head: (label: string) => string | undefined) => ReactNode;
  /** The line's field the picker fills: the product's id, or its SKU (B2C orders). */
  field?: "productId" | "sku";
  /** Labels above the first line (off: the placeholders say what a field is). */
  labels?: boolean;
  pickerWidth?: number;
}

export function ProductLines({
  options,
  disabled,
  texts,
  emptyLine,
  columns,
  field = "productId",
  labels = true,
  pickerWidth = 380,
}: ProductLinesProps) {
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => {
            const head = (label: string) => (labels && f.name === 0 ? label : undefined);
            return (
              <Space key={f.key} align="baseline" style={{ display: "flex" }}>
                <Form.Item name={[f.name, field]} label={head(texts.sku)} rules={req} style={{ width: pickerWidth }}>
                  <Select
                    showSearch={{ optionFilterProp: "label" }}
                    placeholder={disabled ? texts.pickFirst : texts.sku}
                    disabled={disabled}
                    options={options}
                    aria-label={texts.sku}
                    data-testid={`line-sku-${f.name}`}
                  />
                </Form.Item>
                {columns(f.name, head)}
                {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
              </Space>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyLine)}>
            {texts.addLine}
          </Button>
        </>
      )}
    </Form.List>
  );
}
