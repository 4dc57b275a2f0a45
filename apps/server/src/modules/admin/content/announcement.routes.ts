import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  announcementRow,
  type AnnouncementRow,
  announcementSave,
  announcementSetActive,
  errorBody,
  id,
  idBody,
  idQuery,
  myAnnouncements,
  ok,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import type { FileStore } from "../../../platform/files/file-store.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as ann from "./announcement.service.js";
import { deleteAttachment } from "./attach-file.service.js";
import { commandContext, yesNo } from "../../../platform/crud/index.js";

const columns: ExportColumn<AnnouncementRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "title", header: { "zh-CN": "标题", "en-US": "Title" }, width: 40 },
  { key: "targetKind", header: { "zh-CN": "发送对象", "en-US": "Target" }, width: 12 },
  {
    key: "targetValues",
    header: { "zh-CN": "对象值", "en-US": "Target values" },
    width: 30,
    format: (v) => (Array.isArray(v) ? v.join(", ") : ""),
  },
  { key: "active", header: { "zh-CN": "已发布", "en-US": "Published" }, width: 10, format: yesNo },
  { key: "startsAt", header: { "zh-CN": "开始时间", "en-US": "Starts" }, width: 22 },
  { key: "endsAt", header: { "zh-CN": "结束时间", "en-US": "Ends" }, width: 22 },
  { key: "readCount", header: { "zh-CN": "已读人数", "en-US": "Read by" }, width: 10 },
];

/** Spec §7.4 UcAnnouncement, plus the reader's own list and mark-read. Its files are attachments of model `announcement`. */
export function registerAnnouncementRoutes(app: FastifyInstance, database: Database, store: FileStore): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v1/UcAnnouncement/findByPage",
    spec: true,
    exportPath: "/api/v1/UcAnnouncement/export",
    access: "admin:announcement:manage",
    summary: "Announcements of the orgs in the caller's scope, paged and filtered",
    row: announcementRow,
    listSpec: ann.announcementListSpec,
    columns,
    filename: "announcements",
    sheet: { "zh-CN": "公告", "en-US": "Announcements" },
  });
  registerSpecCall(app, "GET /api/v1/UcAnnouncement/loadData", {
    access: "admin:announcement:manage",
    schema: { summary: "One announcement", querystring: idQuery, response: { 200: announcementRow, 404: errorBody } },
    handler: async (req) => ann.getAnnouncement(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v1/UcAnnouncement/saveData", {
    access: "admin:announcement:manage",
    schema: {
      summary: "Create (no id, unpublished) or update (id + version) an announcement; the HTML is sanitised",
      body: announcementSave,
      response: { 200: announcementRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => ann.saveAnnouncement(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcAnnouncement/setActive", {
    access: "admin:announcement:manage",
    schema: {
      summary: "Publish (active) or withdraw an announcement",
      body: announcementSetActive,
      response: { 200: announcementRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => ann.setAnnouncementActive(requestContext(req, db), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcAnnouncement/del", {
    access: "admin:announcement:manage",
    schema: { summary: "Delete an announcement (and its read marks)", body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await ann.deleteAnnouncement(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "POST /api/v1/UcAnnouncement/delRelAttach", {
    access: "admin:announcement:manage",
    schema: {
      summary: "Remove a file from an announcement (the file of model `announcement` whose bizId is the announcement)",
      body: z.strictObject({ id, attachId: id }),
      response: { 200: ok, 404: errorBody },
    },
    handler: async (req) => {
      const a = await ann.getAnnouncement(db, req.actor!, req.body.id);
      await deleteAttachment(ctx(req), store, req.body.attachId, { modelCode: ann.ANNOUNCEMENT_MODEL, bizId: String(a.id) });
      return { ok: true as const };
    },
  });
  defineRoute(app, "GET", "/api/v1/UcAnnouncement/mine", {
    access: "@authenticated",
    schema: {
      summary: "The announcements reaching the caller now, newest first, with read marks",
      tags: ["usercenter"],
      response: { 200: myAnnouncements },
    },
    handler: async (req) => ann.myAnnouncements(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/v1/UcAnnouncement/markRead", {
    access: "@authenticated",
    schema: {
      summary: "Mark an announcement read (one not reaching the caller is a 404)",
      tags: ["usercenter"],
      body: idBody,
      response: { 200: ok, 404: errorBody },
    },
    handler: async (req) => {
      await ann.markAnnouncementRead(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
