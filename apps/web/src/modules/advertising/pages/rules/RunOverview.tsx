/** A run's summary as a person reads it: what it looked at, its counts, and the counts by action kind. */
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { RunSummary } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { formatDateTime } from "../../../../components/format";
import { actionLabel } from "./parts";

/** `today` and `hour` come with a run's own reply (the marketplace's clock when it ran); a stored run shows when it started. */
export function RunOverview({ run }: { run: RunSummary & { today?: string; hour?: number } }) {
  const { t } = useTranslation("advertising");
  const at = formatDateTime(run.startedAt, currentLocale());
  const line =
    run.dryRun && run.today !== undefined
      ? t("dry.summary", { entities: run.entities, planned: run.planned, skipped: run.skipped, today: run.today, hour: run.hour })
      : run.dryRun
        ? t("dry.summaryAt", { at, entities: run.entities, planned: run.planned, skipped: run.skipped })
        : t("log.runSummary", { ...run, at, trigger: t(`log.trigger.${run.trigger}`) });
  return (
    <div style={{ marginBottom: 12 }}>
      <div data-testid="dry-run-summary">{line}</div>
      {run.byKind.length > 0 && (
        <Space wrap size={4} style={{ marginTop: 8 }} data-testid="run-by-kind">
          {run.byKind.map((k) => (
            <Tag key={k.kind}>
              {run.dryRun
                ? t("dry.kindCounts", { ...k, kind: actionLabel(k.kind) })
                : t("log.kindCounts", { ...k, kind: actionLabel(k.kind) })}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
