/** The task centre's list (tasks/async: every task the caller may see; report/myTaskList: their own). */
import "../i18n";
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { isTaskActive, TASK_URLS, taskDownloadUrl } from "../../../components/useTask";
import { hasPermission, useMe } from "../../../lib/auth";
import { errorMessage } from "../../../lib/api";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import type { ColumnDef, FilterDef } from "../../../components/resource/types";
import { TaskProgress, TaskStatusTag } from "../../../components/TaskStatus";
import type { TaskRow } from "@entrepot/contracts";
import { cancelTask, retryTask, useTaskServices } from "../api";
import { TaskErrorsDrawer } from "./TaskErrorsDrawer";

const statuses = ["queued", "running", "succeeded", "failed", "cancelled"] as const;

export function TaskListPage({ mine }: { mine: boolean }) {
  const { t } = useTranslation("tasks");
  const { t: tc } = useTranslation("components");
  const me = useMe();
  const canManage = hasPermission(me.data, "reports:task:manage");
  const services = useTaskServices();
  const refresh = useRefreshList(TASK_URLS.list);
  const [errorsOf, setErrorsOf] = useState<number>();

  const columns = useMemo<ColumnDef<TaskRow>[]>(
    () => [
      { key: "id", title: t("col.id"), width: 80, sortable: true, kind: "number" },
      { key: "title", title: t("col.title"), width: 220, ellipsis: true, sortable: true },
      { key: "serviceName", title: t("col.service"), width: 120, ellipsis: true },
      { key: "status", title: t("col.status"), width: 96, sortable: true, render: (r) => <TaskStatusTag task={r} /> },
      { key: "percent", title: t("col.progress"), width: 150, render: (r) => <TaskProgress task={r} /> },
      {
        key: "errorCount",
        title: t("col.errors"),
        width: 90,
        render: (r) =>
          r.errorCount > 0 ? (
            <Button
              type="link"
              size="small"
              danger
              style={{ paddingInline: 0 }}
              onClick={() => setErrorsOf(r.id)}
              data-testid="task-errors-open"
            >
              {t("action.errors", { count: r.errorCount })}
            </Button>
          ) : (
            "0"
          ),
      },
      ...(mine ? [] : [{ key: "userName", title: t("col.user"), width: 150, ellipsis: true } satisfies ColumnDef<TaskRow>]),
      { key: "orgName", title: t("col.org"), width: 160, ellipsis: true, hiddenByDefault: true },
      { key: "attempts", title: t("col.attempts"), width: 80, kind: "number", hiddenByDefault: true },
      { key: "createdAt", title: t("col.createdAt"), width: 160, kind: "datetime", sortable: true },
      { key: "finishedAt", title: t("col.finishedAt"), width: 160, kind: "datetime", sortable: true },
    ],
    [t, mine],
  );
  const filters = useMemo<FilterDef[]>(
    () => [
      { field: "title", label: t("col.title"), kind: "text" },
      {
        field: "status",
        label: t("col.status"),
        kind: "select",
        options: statuses.map((s) => ({ value: s, label: tc(`task.status.${s}`) })),
      },
      {
        field: "service",
        label: t("col.service"),
        kind: "select",
        options: (services.data ?? []).map((s) => ({ value: s.service, label: s.name })),
      },
      { field: "createdAt", label: t("col.createdAt"), kind: "dateRange", dateValue: "timestamp" },
    ],
    [t, tc, services.data],
  );

  const confirmCancel = (row: TaskRow) =>
    Modal.confirm({
      title: t("action.cancelTitle", { id: row.id }),
      content: row.status === "queued" ? t("action.cancelQueued") : t("action.cancelRunning"),
      okText: t("action.confirm"),
      cancelText: t("action.back"),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const after = await cancelTask(row.id);
          void message.success(
            after.status === "cancelled" ? t("action.cancelled", { id: row.id }) : t("action.cancelAsked", { id: row.id }),
          );
        } catch (err) {
          void message.error(errorMessage(err));
        }
        void refresh();
      },
    });
  const confirmRetry = (row: TaskRow) =>
    Modal.confirm({
      title: t("action.retryTitle", { id: row.id }),
      content: t("action.retryContent"),
      okText: t("action.confirm"),
      cancelText: t("action.back"),
      onOk: async () => {
        try {
          await retryTask(row.id);
          void message.success(t("action.retried", { id: row.id }));
        } catch (err) {
          void message.error(errorMessage(err));
        }
        void refresh();
      },
    });

  return (
    <div>
      <PageHeading title={t(mine ? "mine.title" : "async.title")} intro={t(mine ? "mine.intro" : "async.intro")} />
      <ResourceTable<TaskRow>
        tableId={mine ? "tasks.mine" : "tasks.async"}
        listUrl={TASK_URLS.list}
        exportUrl={TASK_URLS.export}
        fixedQuery={mine ? { "search[EQ_mine]": "true" } : undefined}
        refreshWhile={(rows) => rows.some((r) => isTaskActive(r.status))}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("empty")}
        actionsWidth={170}
        rowActions={(row) => {
          const mayAct = row.mine || canManage;
          return (
            <span style={{ display: "inline-flex", gap: 4, whiteSpace: "nowrap" }}>
              {row.hasResult && (
                <Button
                  type="link"
                  size="small"
                  href={taskDownloadUrl(row.id)}
                  download
                  style={{ paddingInline: 4 }}
                  data-testid="task-download"
                >
                  {t("action.download")}
                </Button>
              )}
              {mayAct && isTaskActive(row.status) && !row.cancelRequested && (
                <Button
                  type="link"
                  size="small"
                  danger
                  style={{ paddingInline: 4 }}
                  onClick={() => confirmCancel(row)}
                  data-testid="task-cancel"
                >
                  {t("action.cancel")}
                </Button>
              )}
              {mayAct && row.status === "failed" && (
                <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => confirmRetry(row)} data-testid="task-retry">
                  {t("action.retry")}
                </Button>
              )}
            </span>
          );
        }}
      />
      {errorsOf !== undefined && <TaskErrorsDrawer taskId={errorsOf} onClose={() => setErrorsOf(undefined)} />}
    </div>
  );
}
