import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { JobRunner } from "./runner.js";

export {
  defineTaskKind,
  mayRun,
  registerTaskKind,
  taskKind,
  taskKinds,
  type TaskContext,
  type TaskKind,
  type TaskOutcome,
} from "./kinds.js";
export { cancelTask, retryTask, startTask, type StartOptions, type TaskLoader } from "./tasks.js";
export { tasks, type TaskRecord } from "./schema.js";
export { JobRunner, runnerOf } from "./runner.js";
export { definePeriodicJob, registerPeriodicJob, type PeriodicJob } from "./periodic.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job runner (its file store holds task results). */
    jobs: JobRunner;
  }
}

/**
 * The job runner in the app's life: created with the app, started when the app is ready (after the
 * migrations, which main.ts runs before building the app), stopped when it closes.
 */
export function registerJobs(app: FastifyInstance, database: Database, config: Config): JobRunner {
  const runner = new JobRunner(database, config, app.log, {
    concurrency: config.JOBS_CONCURRENCY,
    heartbeatSeconds: config.JOBS_HEARTBEAT_SECONDS,
    exportSyncMaxRows: config.EXPORT_SYNC_MAX_ROWS,
    periodic: config.PERIODIC_JOBS,
  });
  app.decorate("jobs", runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => runner.stop());
  return runner;
}
