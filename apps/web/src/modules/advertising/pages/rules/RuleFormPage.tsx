/**
 * advertising/robotization/createRules/add and /edit?id=: a rule's form (account, what it acts on, conditions,
 * action, limits, schedule, scope) with a dry run of what is typed, before it is saved and switched on.
 */
import "../../i18n";
import { useEffect, useState } from "react";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import message from "antd/es/message";
import { useNavigate, useSearchParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ruleActionKinds, ruleActionLabels, ruleLevelLabels, ruleLevels, type RunReply, ruleResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { currentLocale } from "../../../../lib/i18n";
import { PageHeading } from "../../../../components/PageHeading";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { Panel } from "../../../../components/Panel";
import { dryRunRule, fetchRule, saveRule, useRulePickers } from "../../api.rules";
import { DryRunResult } from "./DryRunResult";
import { ActionFields, ConditionRows, ScopeFields } from "./RuleFields";
import { fromRuleRow, newRuleValues, type RuleFormValues, toRuleBody } from "./ruleValues";

const LIST = "/advertising/robotization";

export default function RuleFormPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const navigate = useNavigate();
  // the list is cached from before: a saved record must show when it opens again
  const refreshList = useRefreshList(ruleResource.paths.list.split(" ")[1]!);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get("id") ? Number(params.get("id")) : undefined;
  const rule = useQuery({ queryKey: ["advertising", "rule", id ?? 0], enabled: !!id, queryFn: () => fetchRule(id!) });
  const [form] = Form.useForm<RuleFormValues>();
  const values = Form.useWatch([], form) ?? {};
  const pickers = useRulePickers(values.adsProfileId).data;
  const [dry, setDry] = useState<RunReply | null>(null);
  const [busy, setBusy] = useState<"dry" | "save" | null>(null);

  useEffect(() => {
    if (rule.data) form.setFieldsValue(fromRuleRow(rule.data));
  }, [rule.data, form]);
  useEffect(() => {
    // one account: it is the rule's, no need to pick
    const only = pickers?.profiles.length === 1 ? pickers.profiles[0] : undefined;
    if (!id && only && !form.getFieldValue("adsProfileId")) form.setFieldValue("adsProfileId", only.id);
  }, [pickers, id, form]);

  const body = async () => {
    const v = await form.validateFields();
    return toRuleBody({ ...form.getFieldsValue(true), ...v }, rule.data ? { id: rule.data.id, version: rule.data.version } : undefined);
  };
  const work = async (kind: "dry" | "save") => {
    let b;
    try {
      b = await body();
    } catch {
      return; // the form shows what is missing
    }
    setBusy(kind);
    try {
      if (kind === "dry") setDry(await dryRunRule({ rule: b }));
      else {
        await saveRule(b);
        void message.success(t("form.saved"));
        void refreshList();
        // the action log picks from the rules: the new one among them
        void queryClient.invalidateQueries({ queryKey: ["advertising", "rulePickers"] });
        void navigate(LIST);
      }
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  const actionOptions = ruleActionKinds.map((k) => ({ value: k, label: ruleActionLabels[k][locale] }));

  return (
    <div>
      <PageHeading title={rule.data ? t("form.editTitle", { name: rule.data.name }) : t("form.newTitle")} intro={t("form.intro")} />
      <Form form={form} layout="vertical" initialValues={newRuleValues} onValuesChange={() => setDry(null)}>
        <Panel title={t("form.basics")}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="adsProfileId" label={t("form.account")} rules={[{ required: true }]}>
                <Select
                  disabled={!!id}
                  data-testid="rule-account"
                  options={(pickers?.profiles ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.currency})` }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="name" label={t("form.name")} rules={[{ required: true, max: 100 }]}>
                <Input maxLength={100} data-testid="rule-name" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="description" label={t("form.description")} rules={[{ max: 500 }]}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="level" label={t("form.level")} rules={[{ required: true }]}>
                <Select data-testid="rule-level" options={ruleLevels.map((l) => ({ value: l, label: ruleLevelLabels[l][locale] }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="actionKind" label={t("form.action")} rules={[{ required: true }]}>
                <Select data-testid="rule-action" options={actionOptions} />
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <ConditionRows />
        <ActionFields values={values} pickers={pickers} />
        <ScopeFields pickers={pickers} />
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => void work("dry")} loading={busy === "dry"} data-testid="rule-dry-run">
            {t("form.dryRun")}
          </Button>
          <Button type="primary" onClick={() => void work("save")} loading={busy === "save"} data-testid="rule-save">
            {t("form.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("form.cancel")}</Button>
        </Space>
      </Form>
      {dry && <DryRunResult run={dry} />}
    </div>
  );
}
