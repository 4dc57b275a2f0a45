/**
 * The action log: what real rule runs changed or skipped, with the figures behind each; filters, .xlsx export,
 * undo with confirmation. A run's id opens that run alone (`runId` in the URL: its summary and its actions).
 */
import { useState } from "react";
import Button from "antd/es/button";
import DatePicker from "antd/es/date-picker";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import type { Dayjs } from "dayjs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { actionStatuses, actionStatusLabels, type RuleActionRow } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { formatDateTime } from "../../../../components/format";
import { ExportButtons } from "../../../../components/resource/ExportButtons";
import { type ActionLogFilters, actionLogQuery, rulesUrls, useActionLog, useRulePickers } from "../../api.rules";
import { useActionColumns } from "./actionColumns";

const PAGE = 20;
/** Where one run of the log opens. */
export const runLogPath = (runId: number) => `/advertising/robotization?tab=log&runId=${runId}`;

export function ActionLog() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const columns = useActionColumns();
  const pickers = useRulePickers().data;
  const [draft, setDraft] = useState<ActionLogFilters>({});
  const [filters, setFilters] = useState<ActionLogFilters>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useActionLog(filters, page, PAGE);

  const range = (v: [Dayjs | null, Dayjs | null] | null) =>
    setDraft((d) => ({ ...d, from: v?.[0]?.format("YYYY-MM-DD"), to: v?.[1]?.format("YYYY-MM-DD") }));
  const query = actionLogQuery(filters, 1, PAGE);
  delete query.page;
  delete query.rows;

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("log.rule")}
          style={{ width: 200 }}
          value={draft.ruleId}
          onChange={(v) => setDraft((d) => ({ ...d, ruleId: v }))}
          options={(pickers?.rules ?? []).map((r) => ({ value: r.id, label: r.name }))}
          data-testid="log-rule"
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("log.campaign")}
          style={{ width: 220 }}
          value={draft.campaignId}
          onChange={(v) => setDraft((d) => ({ ...d, campaignId: v }))}
          options={(pickers?.campaigns ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select
          allowClear
          placeholder={t("log.status")}
          style={{ width: 140 }}
          value={draft.status}
          onChange={(v) => setDraft((d) => ({ ...d, status: v }))}
          options={actionStatuses.filter((s) => s !== "planned").map((s) => ({ value: s, label: actionStatusLabels[s][locale] }))}
        />
        <DatePicker.RangePicker onChange={(v) => range(v as [Dayjs | null, Dayjs | null] | null)} />
        <Button type="primary" onClick={() => (setFilters(draft), setPage(1))}>
          {t("log.search")}
        </Button>
        <Button onClick={() => (setDraft({}), setFilters({}), setPage(1))}>{t("log.reset")}</Button>
        <ExportButtons exportUrl={rulesUrls.actionsExport} query={query} />
      </Space>
      <Table<RuleActionRow>
        rowKey="id"
        size="small"
        loading={isFetching}
        data-testid="action-log"
        locale={{ emptyText: t("log.empty") }}
        dataSource={data?.rows ?? []}
        pagination={{ current: page, pageSize: PAGE, total: data?.records ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: 1300 }}
        columns={[
          { title: t("log.time"), key: "time", width: 160, render: (_, r) => formatDateTime(r.createdAt, locale) },
          {
            title: t("log.run"),
            key: "run",
            width: 90,
            render: (_, r) => (
              <Link to={runLogPath(r.runId)} data-testid={`log-run-${r.runId}`}>
                #{r.runId}
              </Link>
            ),
          },
          { title: t("log.rule"), dataIndex: "ruleName", key: "rule", width: 160 },
          columns.campaign,
          columns.entity,
          columns.change,
          columns.status,
          columns.why,
          columns.undo,
        ]}
      />
    </div>
  );
}
