/**
 * A document's detail drawer (outbound plans, B2C orders, stock documents, channel receipts): the record
 * from its query, titled and with the buttons its state allows once loaded, a spinner while it loads and
 * the error if it fails; inside, the header fields, the document's own sections (lines, cartons...) and
 * its history from the audit log.
 */
import type { ReactNode } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table, { type TableProps } from "antd/es/table";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import type { DocumentHistoryRow } from "@entrepot/contracts";
import { currentLocale } from "../lib/i18n";
import { DetailView } from "./DetailView";
import { formatDateTime } from "./format";
import type { DetailFieldDef } from "./resource/types";

export function DocumentDrawer<Doc>({
  query,
  testId,
  title,
  actions,
  onClose,
  children,
}: {
  query: { data?: Doc; isLoading: boolean; isError: boolean; error: unknown };
  testId: string;
  title: (doc: Doc) => string;
  /** The buttons for the loaded document (none while it loads). */
  actions?: (doc: Doc) => ReactNode;
  onClose: () => void;
  children: (doc: Doc) => ReactNode;
}) {
  const doc = query.data;
  return (
    <Drawer
      open
      width={900}
      data-testid={testId}
      title={doc ? title(doc) : ""}
      onClose={onClose}
      extra={doc && actions && <Space>{actions(doc)}</Space>}
    >
      {query.isLoading && <Spin />}
      {query.isError && <Alert type="error" showIcon title={String(query.error)} />}
      {doc && children(doc)}
    </Drawer>
  );
}

/** One button per transition the state allows, each asking before it runs (`run` confirms and runs it). */
export function TransitionButtons<T extends string>({
  transitions,
  label,
  run,
  danger = ["cancel"],
  primary = [],
}: {
  transitions: readonly T[];
  label: (transition: T) => string;
  run: (transition: T) => void;
  danger?: readonly string[];
  primary?: readonly string[];
}) {
  return transitions.map((tr) => (
    <Button
      key={tr}
      type={primary.includes(tr) ? "primary" : "default"}
      danger={danger.includes(tr)}
      data-testid={`detail-${tr}`}
      onClick={() => run(tr)}
    >
      {label(tr)}
    </Button>
  ));
}

export interface DocumentSection {
  title: string;
  content: ReactNode;
}

/** The drawer's body: the header fields, then each section under its title, then the history (when, what, who). */
export function DocumentDetail<Doc extends { history: readonly DocumentHistoryRow[] }>({
  fields,
  doc,
  sections,
  historyTitle,
  historyText,
}: {
  fields: readonly DetailFieldDef<Doc>[];
  doc: Doc;
  sections: readonly DocumentSection[];
  historyTitle: string;
  /** What a history entry did, in the reader's language (a transition's label, "created"...). */
  historyText: (entry: Doc["history"][number]) => string;
}) {
  const locale = currentLocale();
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <DetailView fields={fields} data={doc} column={3} />
      {sections.map((s) => [
        <Typography.Title key={`${s.title}-title`} level={5}>
          {s.title}
        </Typography.Title>,
        <div key={s.title}>{s.content}</div>,
      ])}
      <Typography.Title level={5}>{historyTitle}</Typography.Title>
      <Timeline
        items={doc.history.map((h, i) => ({
          key: i,
          children: `${formatDateTime(h.createdAt, locale)} · ${historyText(h)} · ${h.username ?? ""}`,
        }))}
      />
    </Space>
  );
}

/** A document's lines (or cartons...) as a small unpaged table. */
export function LinesTable<Row extends object>({
  rows,
  rowKey = "line",
  ...rest
}: { rows: readonly Row[]; rowKey?: string } & Pick<TableProps<Row>, "columns" | "locale"> & { "data-testid"?: string }) {
  return <Table<Row> size="small" rowKey={rowKey} pagination={false} dataSource={rows as Row[]} {...rest} />;
}
