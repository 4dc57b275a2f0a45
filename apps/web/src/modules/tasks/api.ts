import { useQuery } from "@tanstack/react-query";
import type { TaskDetail, TaskService } from "@entrepot/contracts";
import { api } from "../../lib/api";
import { TASK_URLS } from "../../components/useTask";

export const cancelTask = (id: number) => api.post<TaskDetail>(TASK_URLS.cancel, { id });
export const retryTask = (id: number) => api.post<TaskDetail>(TASK_URLS.retry, { id });

/** The kinds of task the caller may start (filter options), named in their language. */
export function useTaskServices() {
  return useQuery({
    queryKey: ["tasks", "services"],
    queryFn: ({ signal }) => api.get<TaskService[]>(TASK_URLS.services, undefined, signal),
    staleTime: 300_000,
  });
}
