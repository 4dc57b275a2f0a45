/**
 * A document form's lines by product (`Form.List name="lines"`): a searchable SKU picker per line, the
 * document's own columns beside it, remove (while more than one line) and add. Column labels show above
 * the first line only, so the rows below line up under them; every field keeps its aria-label.
 */
import type { ReactNode } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Select from "antd/es/select";
import Space from "antd/es/space";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";

const req = [{ required: true }];

export interface ProductLinesProps {
  products: readonly { id: number; sku: string; name: string }[] | undefined;
  /** No owner chosen yet: the picker is off and says so in `pickFirst`. */
  disabled: boolean;
  texts: { sku: string; pickFirst: string; addLine: string };
  /** What "add" starts a line with. */
  emptyLine: Record<string, unknown>;
  /** The line's other fields; `head(label)` is the label for the first line, undefined below it. */
  columns: (line: number, head: (label: string) => string | undefined) => ReactNode;
}

export function ProductLines({ products, disabled, texts, emptyLine, columns }: ProductLinesProps) {
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => {
            const head = (label: string) => (f.name === 0 ? label : undefined);
            return (
              <Space key={f.key} align="baseline" style={{ display: "flex" }}>
                <Form.Item name={[f.name, "productId"]} label={head(texts.sku)} rules={req} style={{ width: 380 }}>
                  <Select
                    showSearch={{ optionFilterProp: "label" }}
                    placeholder={disabled ? texts.pickFirst : texts.sku}
                    disabled={disabled}
                    options={(products ?? []).map((p) => ({ value: p.id, label: `${p.sku} · ${p.name}` }))}
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
