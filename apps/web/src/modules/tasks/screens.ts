import type { ScreenEntry } from "../../lib/screen-types";

/** The task centre's screens (tasks/async, report/myTaskList). Data and dynamic imports only. */
export const taskScreens: ScreenEntry[] = [
  {
    path: "tasks/async",
    area: "logistics",
    title: { zh: "异步任务", en: "Background tasks" },
    permission: "reports:task:read",
    load: () => import("./pages/AsyncTasksPage"),
  },
  {
    path: "report/myTaskList",
    area: "admin-reports-tools",
    title: { zh: "我的任务", en: "My tasks" },
    permission: "reports:task:read",
    load: () => import("./pages/MyTasksPage"),
  },
];
