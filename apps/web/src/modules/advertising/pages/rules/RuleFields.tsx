/** The rule form's sections: conditions builder (figure / comparison / value rows), the action with its inputs, limits, schedule and scope. */
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import MinusCircleOutlined from "@ant-design/icons/MinusCircleOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { adTypes, ruleMetricLabels, ruleMetrics, ruleOpLabels, ruleOps, type RulePickers } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { Panel } from "../../../../components/Panel";
import { actionNeeds, type RuleFormValues } from "./ruleValues";

const decimal = (testId?: string) => <InputNumber stringMode min="0" style={{ width: "100%" }} data-testid={testId} />;
const whole = (min: number, max: number, testId?: string) => (
  <InputNumber min={min} max={max} precision={0} style={{ width: "100%" }} data-testid={testId} />
);

export function ConditionRows() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  return (
    <Panel title={t("form.when")} style={{ marginTop: 16 }}>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="lookBackDays" label={t("form.lookBackDays")} rules={[{ required: true }]}>
            {whole(1, 90)}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="skipRecentDays" label={t("form.skipRecentDays")} tooltip={t("form.skipHelp")}>
            {whole(0, 30)}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="byHour" label={t("form.byHour")}>
            {whole(0, 23)}
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="conditions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => (
              <Row gutter={8} key={f.key} align="middle">
                <Col span={9}>
                  <Form.Item name={[f.name, "metric"]} rules={[{ required: true }]}>
                    <Select
                      placeholder={t("form.metric")}
                      data-testid={`condition-metric-${i}`}
                      options={ruleMetrics.map((m) => ({ value: m, label: ruleMetricLabels[m][locale] }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[f.name, "op"]} rules={[{ required: true }]}>
                    <Select placeholder={t("form.op")} options={ruleOps.map((o) => ({ value: o, label: ruleOpLabels[o] }))} />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[f.name, "value"]} rules={[{ required: true }]}>
                    {decimal(`condition-value-${i}`)}
                  </Form.Item>
                </Col>
                <Col span={2}>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} style={{ marginBottom: 24 }} />}
                </Col>
              </Row>
            ))}
            {fields.length < 10 && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ op: "gte" })}>
                {t("form.addCondition")}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Panel>
  );
}

export function ActionFields({ values, pickers }: { values: Partial<RuleFormValues>; pickers?: RulePickers }) {
  const { t } = useTranslation("advertising");
  const needs = actionNeeds(values.actionKind ?? "pause");
  const money = values.actionKind?.startsWith("budget") ? ["minBudget", "maxBudget"] : ["minBid", "maxBid"];
  return (
    <Panel title={t("form.then")} style={{ marginTop: 16 }}>
      <Row gutter={16}>
        {needs.percent && (
          <Col span={6}>
            <Form.Item name="percent" label={t("form.percent")} rules={[{ required: true }]}>
              {decimal("action-percent")}
            </Form.Item>
          </Col>
        )}
        {needs.value && (
          <Col span={6}>
            <Form.Item name="value" label={t("form.bidValue")} rules={[{ required: true }]}>
              {decimal()}
            </Form.Item>
          </Col>
        )}
        {needs.matchType && (
          <Col span={6}>
            <Form.Item name="matchType" label={t("form.matchType")} initialValue="NEGATIVE_EXACT">
              <Select options={["NEGATIVE_EXACT", "NEGATIVE_PHRASE"].map((v) => ({ value: v, label: v }))} />
            </Form.Item>
          </Col>
        )}
        {needs.harvest && (
          <>
            <Col span={9}>
              <Form.Item name="harvestGroupId" label={t("form.harvestGroup")} rules={[{ required: true }]}>
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  options={(pickers?.adGroups ?? []).map((g) => ({ value: g.id, label: g.name }))}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="harvestBid" label={t("form.harvestBid")}>
                {decimal()}
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        {money.map((k) => (
          <Col span={6} key={k}>
            <Form.Item name={k} label={t(`form.${k}`)}>
              {decimal()}
            </Form.Item>
          </Col>
        ))}
        <Col span={6}>
          <Form.Item name="maxChangePercent" label={t("form.maxChangePercent")}>
            {decimal()}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="restoreAtCoverDays" label={t("form.restoreAtCoverDays")}>
            {decimal()}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="cooldownHours" label={t("form.cooldownHours")} rules={[{ required: true }]}>
            {whole(0, 720)}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="priority" label={t("form.priority")} rules={[{ required: true }]}>
            {whole(1, 1000)}
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="everyHours" label={t("form.everyHours")} rules={[{ required: true }]}>
            {whole(1, 168)}
          </Form.Item>
        </Col>
      </Row>
    </Panel>
  );
}

export function ScopeFields({ pickers }: { pickers?: RulePickers }) {
  const { t } = useTranslation("advertising");
  return (
    <Panel title={t("form.scope")} style={{ marginTop: 16 }}>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="adTypes" label={t("form.adTypes")}>
            <Select mode="multiple" options={adTypes.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
        </Col>
        <Col span={9}>
          <Form.Item name="campaignIds" label={t("form.campaigns")}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              options={(pickers?.campaigns ?? []).map((c) => ({ value: c.id, label: `${c.adType} · ${c.name}` }))}
            />
          </Form.Item>
        </Col>
        <Col span={9}>
          <Form.Item name="adGroupIds" label={t("form.adGroups")}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: "label" }}
              options={(pickers?.adGroups ?? []).map((g) => ({ value: g.id, label: g.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Panel>
  );
}
