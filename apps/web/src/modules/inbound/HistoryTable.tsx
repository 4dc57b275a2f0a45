/**
 * A document's history from the audit log (when, what, who), for the inbound plans and the unsourced
 * parcels alike: `ns` is the texts' namespace, holding `detail.at|action|user` and `commands.<command>`.
 */
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../lib/i18n";

export function HistoryTable({
  ns,
  rows,
  testId,
}: {
  ns: string;
  rows: { at: string; command: string; username: string | null }[];
  testId?: string;
}) {
  const { t } = useTranslation(ns);
  const locale = currentLocale();
  return (
    <Table
      size="small"
      rowKey={(h) => `${h.at}-${h.command}`}
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { key: "at", dataIndex: "at", title: t("detail.at"), width: 200, render: (v: string) => new Date(v).toLocaleString(locale) },
        { key: "command", dataIndex: "command", title: t("detail.action"), render: (v: string) => t(`commands.${v}`, { defaultValue: v }) },
        { key: "username", dataIndex: "username", title: t("detail.user"), width: 160 },
      ]}
    />
  );
}
