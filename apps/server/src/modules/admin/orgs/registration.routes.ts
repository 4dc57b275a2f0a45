import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  idQuery,
  ok,
  registrationAccept,
  registrationAcceptReply,
  registrationDeny,
  registrationRow,
  type RegistrationRow,
  registrationSubmit,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as reg from "./registration.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Sign-ups per client address and hour: enough for a real applicant, too few for a form-filling bot. */
const SIGNUPS_PER_HOUR = 10;

const statusNames: Record<string, { "zh-CN": string; "en-US": string }> = {
  pending: { "zh-CN": "待审核", "en-US": "Pending" },
  accepted: { "zh-CN": "已通过", "en-US": "Accepted" },
  denied: { "zh-CN": "已拒绝", "en-US": "Denied" },
};
const columns: ExportColumn<RegistrationRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "companyName", header: { "zh-CN": "公司名称", "en-US": "Company" }, width: 30 },
  { key: "companyId", header: { "zh-CN": "公司编号", "en-US": "Company id" }, width: 22 },
  { key: "contactName", header: { "zh-CN": "联系人", "en-US": "Contact" }, width: 16 },
  { key: "email", header: { "zh-CN": "邮箱", "en-US": "E-mail" }, width: 26 },
  {
    key: "status",
    header: { "zh-CN": "状态", "en-US": "Status" },
    width: 10,
    format: (v, _r, l) => statusNames[String(v)]?.[l as "zh-CN"] ?? String(v),
  },
  { key: "decidedByName", header: { "zh-CN": "审核人", "en-US": "Decided by" }, width: 18 },
  { key: "decidedAt", header: { "zh-CN": "审核时间", "en-US": "Decided at" }, width: 22 },
  { key: "deniedReason", header: { "zh-CN": "拒绝原因", "en-US": "Reason" }, width: 30 },
  { key: "createdAt", header: { "zh-CN": "申请时间", "en-US": "Submitted" }, width: 22 },
];

/** Spec §7.4 UcRegistration: the seven calls, the public sign-up (ours) and the list's export. */
export function registerRegistrationRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  defineRoute(app, "POST", "/api/v1/UcRegistration/submit", {
    access: "@public",
    schema: {
      summary: "Public sign-up of a new seller: creates a pending registration (rate-limited per address)",
      tags: ["usercenter"],
      body: registrationSubmit,
      response: { 200: z.object({ id: z.number().int() }), 400: errorBody, 429: errorBody },
    },
    preHandler: app.rateLimit({ max: SIGNUPS_PER_HOUR, timeWindow: "1 hour" }),
    handler: async (req) => reg.submitRegistration(db, req.body, String(req.id)),
  });
  registerList(app, database, {
    list: "GET /api/v1/UcRegistration/findByPage",
    spec: true,
    exportPath: "/api/v1/UcRegistration/export",
    access: "admin:registration:read",
    summary: "Sign-up registrations, paged and filtered",
    row: registrationRow,
    listSpec: reg.registrationListSpec,
    columns,
    filename: "registrations",
    sheet: { "zh-CN": "注册申请", "en-US": "Registrations" },
  });
  registerSpecCall(app, "GET /api/v1/UcRegistration/loadData", {
    access: "admin:registration:read",
    schema: { summary: "One registration", querystring: idQuery, response: { 200: registrationRow, 404: errorBody } },
    handler: async (req) => reg.getRegistration(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "GET /api/v1/UcRegistration/checkIdVectorExistsById", {
    access: "admin:registration:read",
    schema: {
      summary: "Whether the registration's company id already belongs to an accepted registration",
      querystring: idQuery,
      response: { 200: z.object({ id: z.number().int(), companyId: z.string(), exists: z.boolean() }), 404: errorBody },
    },
    handler: async (req) => {
      const row = await reg.getRegistration(db, req.actor!, req.query.id);
      return { id: row.id, companyId: row.companyId, exists: await reg.companyRegistered(db, req.actor!.contextId, row.companyId, row.id) };
    },
  });
  const acceptSchema = {
    body: registrationAccept,
    response: { 200: registrationAcceptReply, 404: errorBody, 409: errorBody, 422: errorBody },
  };
  registerSpecCall(app, "POST /api/v1/UcRegistration/accept", {
    access: "admin:registration:decide",
    schema: { summary: "Accept: creates the seller org and its admin user (initial password shown once)", ...acceptSchema },
    // not idempotent: a stored answer would keep the new admin's initial password in the keys table for a day
    handler: async (req) => reg.acceptRegistration(ctx(req), req.body, { bypass: false }),
  });
  registerSpecCall(app, "POST /api/v1/UcRegistration/bypass", {
    access: "admin:registration:decide",
    schema: { summary: "Accept without the document check (company id already registered is allowed)", ...acceptSchema },
    handler: async (req) => reg.acceptRegistration(ctx(req), req.body, { bypass: true }),
  });
  registerSpecCall(app, "POST /api/v1/UcRegistration/denied", {
    access: "admin:registration:decide",
    schema: {
      summary: "Deny a registration with a reason",
      body: registrationDeny,
      response: { 200: registrationRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => reg.denyRegistration(requestContext(req, db), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcRegistration/del", {
    access: "admin:registration:decide",
    schema: { summary: "Delete a pending or denied registration", body: idBody, response: { 200: ok, 404: errorBody, 422: errorBody } },
    handler: async (req) => {
      await reg.deleteRegistration(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
