import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import type { TaskError, TaskStatus } from "@entrepot/contracts";
import { stamps } from "../db/columns.js";
import type { Message } from "../i18n/messages.js";
import { contexts, organizations, users } from "../identity/schema.js";

/**
 * Background tasks (imports, large exports, billing runs, snapshots, pushes): one row per task the
 * task centre shows. The queue itself is pg-boss's (schema `pgboss`); this row is what people see and
 * what a resumed run continues from (progress and checkpoint survive a crash).
 */
export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** The starting user's org: the data scope of the task centre. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Set when a seller system started it with an API token: the run then holds the token's permissions. */
    apiTokenId: integer("api_token_id"),
    /** The starter's language: result files and messages are written in it. */
    locale: varchar("locale", { length: 8 }).notNull(),
    /** The task kind (defineTaskKind's `service`). */
    service: varchar("service", { length: 64 }).notNull(),
    title: jsonb("title").$type<Message>().notNull(),
    status: varchar("status", { length: 16 }).$type<TaskStatus>().notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total"),
    /** What a handler saved so that a resumed run continues where the cut-off one stopped. */
    checkpoint: jsonb("checkpoint"),
    params: jsonb("params").notNull().default({}),
    /** At most the first 1000 errors; errorCount counts them all. */
    errors: jsonb("errors").$type<TaskError[]>().notNull().default([]),
    errorCount: integer("error_count").notNull().default(0),
    /** The handler's summary (counts...), shown with the result. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    /** Why it failed (or a closing note), in the starter's language. */
    message: text("message"),
    /** The result file, in the platform file store (never served statically). */
    resultFileKey: text("result_file_key"),
    resultFileName: varchar("result_file_name", { length: 255 }),
    resultMime: varchar("result_mime", { length: 128 }),
    resultSize: bigint("result_size", { mode: "number" }),
    /** The pg-boss job of the current (or last) run. */
    jobId: uuid("job_id"),
    /** Fences a run: every write of a run names its token, so a run that was superseded cannot write. */
    runToken: uuid("run_token"),
    attempts: integer("attempts").notNull().default(0),
    /** Someone asked to cancel a running task: its run stops at its next step (a queued one is cancelled at once). */
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index("tasks_org_created_idx").on(t.orgId, t.createdAt),
    index("tasks_user_created_idx").on(t.userId, t.createdAt),
    index("tasks_status_idx").on(t.status),
  ],
);
export type TaskRecord = typeof tasks.$inferSelect;
