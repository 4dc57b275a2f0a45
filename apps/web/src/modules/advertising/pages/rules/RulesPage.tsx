/**
 * advertising/robotization: the rules (resource kit: list, filters, export, delete) with switching on and off
 * and "run now" per row, and (tab `?tab=log`) the action log with undo.
 */
import "../../i18n";
import { type ReactNode, useState } from "react";
import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import message from "antd/es/message";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ruleResource, type RuleRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { runRule, setRuleEnabled } from "../../api.rules";
import { ActionLog, runLogPath } from "./ActionLog";
import { RunLogView } from "./RunLogView";

const FORM = "/advertising/robotization/createRules";

/** A row's commands: switch on/off, run now. */
function RuleCommands({ row, changed }: { row: RuleRow; changed: () => Promise<unknown> }) {
  const { t } = useTranslation("advertising");
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const act = async (work: () => Promise<ReactNode>) => {
    setBusy(true);
    try {
      void message.success(await work());
      await changed();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const toggle = () =>
    act(async () => {
      await setRuleEnabled(row, !row.enabled);
      return t(row.enabled ? "rules.switchedOff" : "rules.switchedOn", { name: row.name });
    });
  const run = () =>
    act(async () => {
      const r = await runRule(row.id);
      // the counts now; the run's actions, a page at a time, in the log
      return (
        <span>
          {t("rules.ran", r)} {/* the message lives outside the router's tree: a plain link that navigates */}
          <a onClick={() => void navigate(runLogPath(r.runId))} data-testid={`ran-${r.runId}`}>
            {t("log.viewRun")}
          </a>
        </span>
      );
    });
  return (
    <>
      <Button type="link" size="small" disabled={busy} onClick={() => void toggle()} data-testid={`rule-toggle-${row.id}`}>
        {row.enabled ? t("rules.off") : t("rules.on")}
      </Button>
      <Button type="link" size="small" disabled={busy} onClick={() => void run()} data-testid={`rule-run-${row.id}`}>
        {t("rules.runNow")}
      </Button>
    </>
  );
}

export default function RulesPage() {
  const { t } = useTranslation("advertising");
  const [params, setParams] = useSearchParams();
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const canManage = hasPermission(me, "advertising:rule:manage");
  const tab = params.get("tab") === "log" ? "log" : "rules";
  const runId = Number(params.get("runId")) || 0;
  return (
    <div>
      <PageHeading title={t("rules.title")} intro={t("rules.intro")} />
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === "log" ? { tab: "log" } : {})}
        items={[
          {
            key: "rules",
            label: t("rules.rulesTab"),
            children: (
              <ResourcePage
                resource={ruleResource}
                heading={false}
                hide={staff ? [] : ["orgCode"]}
                emptyText={t("rules.empty")}
                createTestId="create-rule"
                formPage={{ create: `${FORM}/add`, edit: (r) => `${FORM}/edit?id=${r.id}` }}
                extraActions={canManage ? (row, changed) => <RuleCommands row={row} changed={changed} /> : undefined}
                actionsWidth={240}
              />
            ),
          },
          { key: "log", label: t("rules.logTab"), children: runId ? <RunLogView key={runId} runId={runId} /> : <ActionLog /> },
        ]}
      />
    </div>
  );
}
