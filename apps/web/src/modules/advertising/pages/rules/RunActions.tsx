/**
 * One run's actions (dry or real), a page at a time from the server: filtered by status and action kind,
 * exported to .xlsx with the same filters; a real run's applied actions can be undone.
 */
import { useState } from "react";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { type ActionStatus, actionStatusLabels, type PageReply, type RuleActionRow, type RunKindCounts } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { ExportButtons } from "../../../../components/resource/ExportButtons";
import { type RunActionFilters, runActionsQuery, rulesUrls, useRunActions } from "../../api.rules";
import { useActionColumns } from "./actionColumns";
import { actionLabel } from "./parts";

const PAGE = 20;
const DRY_STATUSES: ActionStatus[] = ["planned", "skipped"];
const REAL_STATUSES: ActionStatus[] = ["applied", "undone", "skipped", "failed"];

interface Props {
  runId: number;
  dryRun: boolean;
  /** The run's action kinds (its summary): the kind filter's choices. */
  byKind: RunKindCounts[];
  /** The first page the run's reply brought (none when the run is opened from the log). */
  firstPage?: PageReply<RuleActionRow>;
}

export function RunActions({ runId, dryRun, byKind, firstPage }: Props) {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [filters, setFilters] = useState<RunActionFilters>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRunActions(runId, filters, page, PAGE, firstPage);
  const columns = useActionColumns();
  const filter = (f: RunActionFilters) => (setFilters((old) => ({ ...old, ...f })), setPage(1));

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t("dry.allStatuses")}
          style={{ width: 170 }}
          value={filters.status}
          onChange={(status?: string) => filter({ status })}
          options={(dryRun ? DRY_STATUSES : REAL_STATUSES).map((s) => ({ value: s, label: actionStatusLabels[s][locale] }))}
          data-testid="run-status"
        />
        <Select
          allowClear
          placeholder={t("dry.allKinds")}
          style={{ width: 170 }}
          value={filters.kind}
          onChange={(kind?: string) => filter({ kind })}
          options={byKind.map((k) => ({ value: k.kind, label: actionLabel(k.kind) }))}
          data-testid="run-kind"
        />
        <ExportButtons exportUrl={rulesUrls.runActionsExport} query={runActionsQuery(runId, filters)} />
      </Space>
      {/* the test id on a wrapper: the table's own does not hold its pagination */}
      <div data-testid="run-actions">
        <Table<RuleActionRow>
          rowKey="id"
          size="small"
          loading={isFetching}
          locale={{ emptyText: t("dry.nothing") }}
          dataSource={data?.rows ?? []}
          pagination={{ current: page, pageSize: PAGE, total: data?.records ?? 0, onChange: setPage, showSizeChanger: false }}
          scroll={{ x: dryRun ? 1100 : 1250 }}
          columns={[columns.entity, columns.campaign, columns.change, columns.status, columns.why, ...(dryRun ? [] : [columns.undo])]}
        />
      </div>
    </div>
  );
}
