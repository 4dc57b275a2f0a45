/** A run's plan as a person checks it: what would change (before → after, and the figures that triggered it) and what was skipped and why. */
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { RuleActionRow, RunReply } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";
import { ChangeText, Figures, levelLabel, SkipText } from "./parts";

export function DryRunResult({ run }: { run: RunReply }) {
  const { t } = useTranslation("advertising");
  const planned = run.actions.filter((a) => a.status !== "skipped");
  const skipped = run.actions.filter((a) => a.status === "skipped");
  const entity = {
    title: t("dry.entity"),
    key: "entity",
    width: 220,
    render: (_: unknown, r: RuleActionRow) => (
      <span>
        {levelLabel(r.level)} · <b>{r.entityName}</b>
      </span>
    ),
  };
  const campaign = { title: t("dry.campaign"), dataIndex: "campaignName", key: "campaign", width: 180 };
  return (
    <Panel title={t("dry.title")} style={{ marginTop: 16 }}>
      <div data-testid="dry-run-summary" style={{ marginBottom: 12 }}>
        {t("dry.summary", { entities: run.entities, planned: run.planned, skipped: run.skipped, today: run.today, hour: run.hour })}
      </div>
      <h4>{t("dry.planned")}</h4>
      <Table<RuleActionRow>
        rowKey="id"
        size="small"
        pagination={false}
        data-testid="dry-run-planned"
        locale={{ emptyText: t("dry.nothing") }}
        dataSource={planned}
        columns={[
          entity,
          campaign,
          { title: t("dry.change"), key: "change", width: 260, render: (_, r) => <ChangeText row={r} /> },
          { title: t("dry.why"), key: "why", render: (_, r) => <Figures row={r} /> },
        ]}
      />
      {skipped.length > 0 && (
        <>
          <h4 style={{ marginTop: 16 }}>{t("dry.skipped")}</h4>
          <Table<RuleActionRow>
            rowKey="id"
            size="small"
            pagination={false}
            data-testid="dry-run-skipped"
            dataSource={skipped}
            columns={[entity, campaign, { title: t("dry.reason"), key: "reason", render: (_, r) => <SkipText row={r} /> }]}
          />
        </>
      )}
    </Panel>
  );
}
