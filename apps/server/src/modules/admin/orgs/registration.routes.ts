import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idQuery,
  registrationAccept,
  registrationAcceptReply,
  registrationDeny,
  registrationRow,
  registrationResource,
  registrationSubmit,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as reg from "./registration.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Sign-ups per client address and hour: enough for a real applicant, too few for a form-filling bot. */
const SIGNUPS_PER_HOUR = 10;

/**
 * Spec §7.4 UcRegistration: the seven calls, the public sign-up (ours) and the list's export (list, export, detail
 * and delete from `registrationResource`; the decisions are commands).
 */
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
  registerResource(app, database, registrationResource, {
    list: reg.registrationList,
    get: reg.getRegistration,
    remove: reg.deleteRegistration,
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
}
