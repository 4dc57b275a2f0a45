/** The action log: what rule runs changed or skipped, with the figures behind each; filters, .xlsx export, undo with confirmation. */
import { useState } from "react";
import Button from "antd/es/button";
import DatePicker from "antd/es/date-picker";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import message from "antd/es/message";
import type { Dayjs } from "dayjs";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { actionStatuses, actionStatusLabels, type RuleActionRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { currentLocale } from "../../../../lib/i18n";
import { formatDateTime } from "../../../../components/format";
import { ExportButtons } from "../../../../components/resource/ExportButtons";
import { type ActionLogFilters, actionLogQuery, rulesUrls, undoRuleAction, useActionLog, useRulePickers } from "../../api.rules";
import { ChangeText, Figures, levelLabel, settingText, SkipText } from "./parts";

const PAGE = 20;

export function ActionLog() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const canUndo = hasPermission(me, "advertising:rule:manage");
  const pickers = useRulePickers().data;
  const [draft, setDraft] = useState<ActionLogFilters>({});
  const [filters, setFilters] = useState<ActionLogFilters>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useActionLog(filters, page, PAGE);

  const undo = async (row: RuleActionRow) => {
    try {
      await undoRuleAction(row.id);
      void message.success(t("log.undone"));
      await queryClient.invalidateQueries({ queryKey: ["advertising"] });
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
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
        scroll={{ x: 1200 }}
        columns={[
          { title: t("log.time"), key: "time", width: 160, render: (_, r) => formatDateTime(r.createdAt, locale) },
          { title: t("log.rule"), dataIndex: "ruleName", key: "rule", width: 160 },
          { title: t("log.campaign"), dataIndex: "campaignName", key: "campaign", width: 170 },
          {
            title: t("log.entity"),
            key: "entity",
            width: 200,
            render: (_, r) => (
              <span>
                {levelLabel(r.level)} · <b>{r.entityName}</b>
              </span>
            ),
          },
          {
            title: t("log.change"),
            key: "change",
            width: 240,
            render: (_, r) => (r.status === "skipped" ? <SkipText row={r} /> : <ChangeText row={r} />),
          },
          { title: t("dry.why"), key: "why", width: 320, render: (_, r) => <Figures row={r} /> },
          {
            title: t("log.status"),
            key: "status",
            width: 110,
            render: (_, r) => <Tag color={actionStatusLabels[r.status].color}>{actionStatusLabels[r.status][locale]}</Tag>,
          },
          {
            title: "",
            key: "undo",
            width: 80,
            fixed: "right",
            render: (_, r) =>
              canUndo && r.status === "applied" ? (
                <Popconfirm title={t("log.confirmUndo", { before: settingText(r.before, r.currency) })} onConfirm={() => undo(r)}>
                  <Button type="link" size="small" data-testid={`undo-${r.id}`}>
                    {t("log.undo")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
