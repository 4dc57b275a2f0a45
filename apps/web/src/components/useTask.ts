/**
 * Follows one background task (an import, an export...): its status, progress, errors and result,
 * polled every second while it is queued or running and no longer once it ended.
 *   const task = useTask(taskId); task.data?.status, task.data?.percent, taskDownloadUrl(taskId)
 */
import { useQuery } from "@tanstack/react-query";
import { activeTaskStatuses, type TaskDetail } from "@entrepot/contracts";
import { api } from "../lib/api";

export const TASK_URLS = {
  list: "/api/v1/TaskCenter/findByPage",
  export: "/api/v1/TaskCenter/export",
  one: "/api/v1/TaskCenter/loadData",
  cancel: "/api/v1/TaskCenter/cancel",
  retry: "/api/v1/TaskCenter/retry",
  services: "/api/v1/TaskCenter/findService",
} as const;

/** The result file of a task (the owner, or someone allowed to see the task, downloads it). */
export const taskDownloadUrl = (taskId: number) => `/api/v1/TaskCenter/download?id=${taskId}`;

export const isTaskActive = (status: TaskDetail["status"] | undefined) => status !== undefined && activeTaskStatuses.includes(status);

export function useTask(taskId: number | undefined, intervalMs = 1000) {
  return useQuery({
    queryKey: ["task", taskId],
    queryFn: ({ signal }) => api.get<TaskDetail>(TASK_URLS.one, { id: taskId }, signal),
    enabled: taskId !== undefined,
    refetchInterval: (q) => (!q.state.data || isTaskActive(q.state.data.status) ? intervalMs : false),
  });
}
