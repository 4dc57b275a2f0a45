import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, idBody, idQuery, taskDetail, taskRow, type TaskRow, taskService } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { attachmentDisposition, type ExportColumn } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../platform/http/routes.js";
import { translate } from "../../platform/i18n/messages.js";
import { cancelTask, retryTask } from "../../platform/jobs/index.js";
import * as center from "./task-center.service.js";
import { commandContext } from "../../platform/crud/index.js";

const BASE = "/api/v1/TaskCenter";

const columns: ExportColumn<TaskRow>[] = [
  { key: "id", header: { "zh-CN": "任务号", "en-US": "Task" }, width: 8 },
  { key: "serviceName", header: { "zh-CN": "任务类型", "en-US": "Kind" }, width: 16 },
  { key: "title", header: { "zh-CN": "标题", "en-US": "Title" }, width: 30 },
  {
    key: "status",
    header: { "zh-CN": "状态", "en-US": "Status" },
    width: 10,
    format: (v, _row, locale) => translate(`task.status.${String(v)}`, locale),
  },
  { key: "progressDone", header: { "zh-CN": "已处理", "en-US": "Done" }, width: 10 },
  { key: "progressTotal", header: { "zh-CN": "总数", "en-US": "Total" }, width: 10 },
  { key: "errorCount", header: { "zh-CN": "错误数", "en-US": "Errors" }, width: 8 },
  { key: "userName", header: { "zh-CN": "发起人", "en-US": "Started by" }, width: 18 },
  { key: "orgName", header: { "zh-CN": "组织", "en-US": "Organisation" }, width: 20 },
  { key: "createdAt", header: { "zh-CN": "创建时间", "en-US": "Created" }, width: 22 },
  { key: "finishedAt", header: { "zh-CN": "结束时间", "en-US": "Finished" }, width: 22 },
];

/** The task centre (our paths under /api/v1/TaskCenter) and spec §7.5 TaskCenter/findService. */
export function registerTaskCenterRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: `GET ${BASE}/findByPage`,
    spec: false,
    exportPath: `${BASE}/export`,
    access: "reports:task:read",
    summary: "Background tasks: the caller's own, or every task of the orgs in scope with reports:task:readAll",
    row: taskRow,
    listSpec: center.taskListSpec,
    columns,
    filename: "tasks",
    sheet: { "zh-CN": "后台任务", "en-US": "Background tasks" },
  });
  defineRoute(app, "GET", `${BASE}/loadData`, {
    access: "reports:task:read",
    schema: {
      summary: "One task with its errors and result summary (another org's task is a 404)",
      tags: ["tasks"],
      querystring: idQuery,
      response: { 200: taskDetail, 404: errorBody },
    },
    handler: async (req) => center.getTask(db, req.actor!, req.query.id),
  });
  defineRoute(app, "GET", `${BASE}/download`, {
    access: "reports:task:read",
    schema: {
      summary: "Download a task's result file (owner, or a holder of reports:task:readAll in scope)",
      tags: ["tasks"],
      querystring: idQuery,
    },
    handler: async (req, reply) => {
      const file = await center.readResult(db, app.jobs.files, req.actor!, req.query.id);
      return reply
        .header("content-disposition", attachmentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .type(file.mime)
        .send(file.bytes);
    },
  });
  defineRoute(app, "POST", `${BASE}/cancel`, {
    access: "reports:task:read",
    schema: {
      summary: "Cancel a queued task, or ask a running one to stop (own tasks; others' with reports:task:manage)",
      tags: ["tasks"],
      body: idBody,
      response: { 200: taskDetail, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await cancelTask(ctx(req), req.body.id, center.loadForAction);
      return center.getTask(db, req.actor!, req.body.id);
    },
  });
  defineRoute(app, "POST", `${BASE}/retry`, {
    access: "reports:task:read",
    schema: {
      summary: "Run a failed task again, from its kept checkpoint (own tasks; others' with reports:task:manage)",
      tags: ["tasks"],
      body: idBody,
      response: { 200: taskDetail, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await retryTask(ctx(req), req.body.id, center.loadForAction);
      return center.getTask(db, req.actor!, req.body.id);
    },
  });
  registerSpecCall(app, "GET /api/v1/TaskCenter/findService", {
    access: "reports:task:read",
    schema: {
      summary: "The kinds of background task the caller may start, named in their language",
      response: { 200: z.array(taskService) },
    },
    handler: async (req) => center.findServices(req.actor!),
  });
}
