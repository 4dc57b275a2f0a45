/** One run opened from the action log (or from "run now"): its summary and its actions, paged, with undo. */
import Empty from "antd/es/empty";
import Spin from "antd/es/spin";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/Panel";
import { useRunSummary } from "../../api.rules";
import { RunActions } from "./RunActions";
import { RunOverview } from "./RunOverview";

export function RunLogView({ runId }: { runId: number }) {
  const { t } = useTranslation("advertising");
  const run = useRunSummary(runId);
  const back = <Link to="/advertising/robotization?tab=log">{t("log.backToLog")}</Link>;
  if (run.isError)
    return (
      <Empty description={t("log.noRun")} data-testid="run-missing">
        {back}
      </Empty>
    );
  if (!run.data) return <Spin />;
  const r = run.data;
  return (
    <>
      <div style={{ marginBottom: 12 }}>{back}</div>
      <Panel title={t("log.runTitle", { id: r.runId, name: r.name || t("log.unsavedRule") })}>
        <RunOverview run={r} />
        <RunActions runId={r.runId} dryRun={r.dryRun} byKind={r.byKind} />
      </Panel>
    </>
  );
}
