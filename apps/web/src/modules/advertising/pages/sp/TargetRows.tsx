/**
 * The targeting step's lists: keyword rows (text, match type, bid) with a bulk box, product (ASIN) target
 * rows, the four auto-targeting groups, negative keywords. Rules from the contracts' target bodies.
 */
import { useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { adNegativeInput, adTargetInput, matchTypeLabels, type MatchType } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { KEYWORD_MATCHES, keywordRows, type TargetRowValues } from "./wizardValues";
import { useAdRules } from "./useAdRules";
import { BidField, RowListEditor, type RowColumn } from "./RowListEditor";
import { CategoryPicker } from "./CategoryPicker";

export const matchOptions = (types: readonly MatchType[], locale: "zh-CN" | "en-US") =>
  types.map((m) => ({ value: m, label: matchTypeLabels[m][locale] }));

/** Rows of one list: expression, match type, and (for targets) a bid; `list` the form's list name. */
export function TargetList(props: {
  list: "keywords" | "productTargets" | "categoryTargets" | "negatives";
  matches: readonly MatchType[];
  label: string;
  addLabel: string;
  currency?: string;
  /** The account whose marketplace's categories a category list picks from. */
  adsProfileId?: number;
}) {
  const { list, matches, label, addLabel, currency, adsProfileId } = props;
  const locale = currentLocale();
  const { of, required } = useAdRules(currency);
  const negative = list === "negatives";
  // a target's text may be empty in its body (an auto group has none): keywords and ASINs need one
  const expressionRules = negative
    ? of(adNegativeInput, "expression", label, "text")
    : [required(label, "text"), ...of(adTargetInput, "expression", label)];
  const columns: RowColumn[] = [
    {
      span: 10,
      render: (name, i) => (
        <Form.Item name={[name, "expression"]} rules={expressionRules}>
          {list === "categoryTargets" ? (
            <CategoryPicker adsProfileId={adsProfileId} testId={`${list}-expression-${i}`} />
          ) : (
            <Input placeholder={label} maxLength={255} data-testid={`${list}-expression-${i}`} />
          )}
        </Form.Item>
      ),
    },
    {
      span: 6,
      render: (name, i) => (
        <Form.Item name={[name, "matchType"]}>
          <Select options={matchOptions(matches, locale)} data-testid={`${list}-match-${i}`} />
        </Form.Item>
      ),
    },
  ];
  if (!negative) columns.push({ span: 6, render: (name) => <BidField name={[name, "bid"]} currency={currency} /> });
  return <RowListEditor list={list} columns={columns} addLabel={addLabel} newRow={() => ({ matchType: matches[0], expression: "" })} />;
}

/** Amazon's bulk keyword box: one keyword a line, added once per chosen match type at one bid. */
export function KeywordBulkBox({ currency }: { currency?: string }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const form = Form.useFormInstance();
  const [text, setText] = useState("");
  const [types, setTypes] = useState<MatchType[]>(["EXACT", "PHRASE"]);
  const [bid, setBid] = useState<string | null>(null);
  const addAll = () => {
    const existing: TargetRowValues[] = form.getFieldValue("keywords") ?? [];
    const rows = keywordRows(text, types, bid, existing);
    form.setFieldValue("keywords", [...existing, ...rows]);
    setText("");
    void message.success(t("sp.bulkAdded", { count: rows.length }));
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ marginBottom: 4 }}>{t("sp.bulkTitle")}</div>
      <Input.TextArea rows={4} value={text} onChange={(e) => setText(e.target.value)} data-testid="sp-bulk-keywords" />
      <div style={{ margin: "4px 0", opacity: 0.65 }}>{t("sp.bulkHelp")}</div>
      <Space wrap>
        <Checkbox.Group value={types} onChange={(v) => setTypes(v as MatchType[])} options={matchOptions(KEYWORD_MATCHES, locale)} />
        <InputNumber
          stringMode
          min="0"
          value={bid}
          onChange={(v) => setBid(v === null || v === "" ? null : String(v))}
          placeholder={t("sp.bid")}
          suffix={currency}
          data-testid="sp-bulk-bid"
        />
        <Button onClick={addAll} disabled={!text.trim() || types.length === 0} data-testid="sp-bulk-add">
          {t("sp.bulkAdd")}
        </Button>
      </Space>
    </div>
  );
}

/** The four auto-targeting groups, each on or off with its own bid (empty: the group's default bid). */
export function AutoTargets({ currency }: { currency?: string }) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  return (
    <Form.List name="autoTargets">
      {(fields) =>
        fields.map((f, i) => (
          <Row gutter={8} key={f.key} align="top">
            <Col span={6} style={{ paddingTop: 5 }}>
              <Form.Item noStyle shouldUpdate>
                {(form) => matchTypeLabels[form.getFieldValue(["autoTargets", f.name, "matchType"]) as MatchType][locale]}
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name={[f.name, "enabled"]} valuePropName="checked">
                <Checkbox data-testid={`sp-auto-${i}`}>{t("sp.enabled")}</Checkbox>
              </Form.Item>
            </Col>
            <Col span={6}>
              <BidField name={[f.name, "bid"]} currency={currency} />
            </Col>
          </Row>
        ))
      }
    </Form.List>
  );
}
