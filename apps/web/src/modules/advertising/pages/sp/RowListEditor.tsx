/**
 * One editor for the targeting lists (keywords, product and category targets, negatives, audiences): a
 * `Form.List` whose rows are the columns given (each a form field of the row) and a remove icon, with an
 * add button below. Test ids: `<list>-row-<i>`, `<list>-add`; a column names its own control's.
 */
import type { ReactNode } from "react";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { adTargetInput } from "@entrepot/contracts";
import { useAdRules } from "./useAdRules";

export interface RowColumn {
  /** Its width in the 24-column grid. */
  span: number;
  /** The column's form field for row `name` (the list field's name) at position `index`. */
  render: (name: number, index: number) => ReactNode;
}

export function RowListEditor(props: {
  list: string;
  columns: readonly RowColumn[];
  addLabel: string;
  /** The values of a row the add button appends. */
  newRow: () => Record<string, unknown>;
  /** Rules over the whole list (e.g. at least one row). */
  rules?: { validator: (rule: unknown, rows: unknown[] | undefined) => Promise<void> }[];
}) {
  const { list, columns, addLabel, newRow, rules } = props;
  const { t } = useTranslation("advertising");
  return (
    <Form.List name={list} rules={rules}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((f, i) => (
            <Row gutter={8} key={f.key} align="top" data-testid={`${list}-row-${i}`}>
              {columns.map((c, ci) => (
                <Col span={c.span} key={ci}>
                  {c.render(f.name, i)}
                </Col>
              ))}
              <Col span={2}>
                <MinusCircleOutlined aria-label={t("sp.remove")} onClick={() => remove(f.name)} style={{ marginTop: 9 }} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newRow())} data-testid={`${list}-add`}>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A row's bid in the account's currency (empty: the group's default bid), with the contract's money rules. */
export function BidField({ name, currency }: { name: (string | number)[]; currency?: string }) {
  const { t } = useTranslation("advertising");
  const { of, amount } = useAdRules(currency);
  return (
    <Form.Item name={name} rules={[...of(adTargetInput, "bid", t("sp.bid")), amount("bid")]}>
      <InputNumber stringMode min="0" placeholder={t("sp.defaultBid")} suffix={currency} style={{ width: "100%" }} />
    </Form.Item>
  );
}
