/**
 * A run's plan as a person checks it: its summary (in all and by action kind), then what would change (before →
 * after, and the figures that triggered it) and what was skipped and why, a page at a time from the run's
 * action list (the reply brings the first page).
 */
import { useTranslation } from "react-i18next";
import type { RunReply } from "@entrepot/contracts";
import { Panel } from "../../../../components/Panel";
import { RunActions } from "./RunActions";
import { RunOverview } from "./RunOverview";

export function DryRunResult({ run }: { run: RunReply }) {
  const { t } = useTranslation("advertising");
  return (
    <Panel title={t("dry.title")} style={{ marginTop: 16 }}>
      <RunOverview run={run} />
      <RunActions key={run.runId} runId={run.runId} dryRun={run.dryRun} byKind={run.byKind} firstPage={run.firstPage} />
    </Panel>
  );
}
