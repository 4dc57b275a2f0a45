import type { AppModule } from "../../platform/module.js";
import { registerTaskCenterRoutes } from "./task-center.routes.js";

/** The task centre: background tasks (imports, large exports, runs) with their progress, errors and result files. */
export const tasksModule: AppModule = {
  name: "tasks",
  register(app, deps) {
    registerTaskCenterRoutes(app, deps.database);
  },
};
