import { z } from "zod";
import type { PermissionDef, ResourceNames } from "./permission-def.js";

/** The task centre (jobs run by the platform's job runner): permission codes and contracts (issue 4). */
export const taskPermissions = {
  "reports:task:read": { en: "View and download own background tasks", zh: "查看和下载自己的后台任务" },
  "reports:task:readAll": { en: "View every background task of the orgs in scope", zh: "查看数据范围内所有组织的后台任务" },
  "reports:task:manage": { en: "Cancel and retry other people's background tasks", zh: "取消和重试他人的后台任务" },
} as const satisfies Record<string, PermissionDef>;
export const taskResourceNames: ResourceNames = {
  "reports:task": { en: "Background tasks", zh: "后台任务" },
};

/** Where a task is in its life: queued -> running -> succeeded | failed | cancelled (failed -> queued on retry). */
export const taskStatuses = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const taskStatusSchema = z.enum(taskStatuses);
/** Statuses in which a task still does, or will do, work (the web polls while it is in one). */
export const activeTaskStatuses: readonly TaskStatus[] = ["queued", "running"];

export const taskError = z.object({
  /** The spreadsheet row (1-based, as the user sees it) the message is about, when it is about one. */
  row: z.number().int().optional(),
  message: z.string(),
});
export type TaskError = z.infer<typeof taskError>;

/** One task as lists show it (titles and names in the caller's language). */
export const taskRow = z.object({
  id: z.number().int(),
  service: z.string(),
  serviceName: z.string(),
  title: z.string(),
  status: taskStatusSchema,
  progressDone: z.number().int(),
  progressTotal: z.number().int().nullable(),
  /** 0-100, null while the total is unknown. */
  percent: z.number().int().nullable(),
  errorCount: z.number().int(),
  hasResult: z.boolean(),
  resultFileName: z.string().nullable(),
  attempts: z.number().int(),
  /** A running task someone asked to cancel: it stops at its next step. */
  cancelRequested: z.boolean(),
  orgId: z.number().int(),
  orgName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  /** True when the caller started it. */
  mine: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TaskRow = z.infer<typeof taskRow>;

/** One task with its errors, its result summary and what the caller may do with it. */
export const taskDetail = taskRow.extend({
  errors: z.array(taskError).describe("at most the first 1000 errors; errorCount has the full count"),
  result: z.record(z.string(), z.unknown()).nullable().describe("the handler's summary, e.g. counts"),
  message: z.string().nullable().describe("why it failed or what it did, in the starter's language"),
  canCancel: z.boolean(),
  canRetry: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetail>;

/** findService: a kind of task the caller may start, with its name in the caller's language. */
export const taskService = z.object({ service: z.string(), name: z.string() });
export type TaskService = z.infer<typeof taskService>;

/** What a call that started a task answers (202). */
export const taskStarted = z.object({ taskId: z.number().int(), status: taskStatusSchema });
export type TaskStarted = z.infer<typeof taskStarted>;

/** Import modes: `all` saves every row or none; `valid` saves the good rows and skips the bad ones. */
export const importModes = ["all", "valid"] as const;
export type ImportMode = (typeof importModes)[number];
export const importModeSchema = z.enum(importModes);
