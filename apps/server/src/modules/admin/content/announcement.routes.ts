import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  announcementResource,
  announcementRow,
  announcementSetActive,
  errorBody,
  id,
  idBody,
  myAnnouncements,
  ok,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import type { FileStore } from "../../../platform/files/file-store.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as ann from "./announcement.service.js";
import { deleteAttachment } from "./attach-file.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Spec §7.4 UcAnnouncement, plus the reader's own list and mark-read. Its files are attachments of model `announcement`. */
export function registerAnnouncementRoutes(app: FastifyInstance, database: Database, store: FileStore): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerResource(app, database, announcementResource, {
    list: ann.announcementList,
    get: ann.getAnnouncement,
    save: ann.saveAnnouncement,
    remove: ann.deleteAnnouncement,
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
