/** A task's status as a coloured tag, and its progress as a bar (with done / total). */
import Progress from "antd/es/progress";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { TaskRow } from "@entrepot/contracts";

const colours: Record<TaskRow["status"], string> = {
  queued: "default",
  running: "processing",
  succeeded: "success",
  failed: "error",
  cancelled: "warning",
};

export function TaskStatusTag({ task }: { task: Pick<TaskRow, "status" | "cancelRequested"> }) {
  const { t } = useTranslation("components");
  const label = task.status === "running" && task.cancelRequested ? t("task.cancelling") : t(`task.status.${task.status}`);
  return (
    <Tag color={colours[task.status]} data-testid="task-status" style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

export function TaskProgress({
  task,
  width,
}: {
  task: Pick<TaskRow, "status" | "percent" | "progressDone" | "progressTotal">;
  width?: number;
}) {
  const { t } = useTranslation("components");
  const status =
    task.status === "failed" ? "exception" : task.status === "succeeded" ? "success" : task.status === "running" ? "active" : "normal";
  const counts = task.progressTotal
    ? t("task.progress", { done: task.progressDone, total: task.progressTotal })
    : task.progressDone
      ? String(task.progressDone)
      : "";
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, width }} data-testid="task-progress">
      <Progress percent={task.percent ?? 0} status={status} size="small" showInfo={false} style={{ flex: 1, margin: 0, minWidth: 60 }} />
      <span style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontSize: 12 }}>
        {task.percent !== null ? `${task.percent}%` : counts}
      </span>
    </div>
  );
}
