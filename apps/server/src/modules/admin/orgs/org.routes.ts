import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  customerPrefix,
  errorBody,
  id,
  idQuery,
  orgDetail,
  orgOption,
  orgResource,
  orgRow,
  orgSave,
  orgServiceTypes,
  orgSetStatus,
  orgSettingsUpdate,
  orgUserContextReply,
  pageQueryDoc,
  pageReply,
  queryId,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource, resourceListSpec } from "../../../platform/http/resource-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { contexts } from "../../../platform/identity/schema.js";
import { getOrg, orgList, orgOptions, prefixTaken } from "./org.queries.js";
import * as orgs from "./org.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Spec §7.4 Organization: the eleven calls, plus the list's .xlsx export. */
export function registerOrgRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  // list and export from `orgResource` (the spec's findByPage: a POST with a JSON body); the same list on GET for the web's pickers
  registerResource(app, database, orgResource, { list: orgList });
  defineRoute(app, "GET", "/api/v1/Organization/list", {
    access: "admin:org:read",
    schema: {
      summary: "Organisations in the caller's data scope, paged and filtered (GET form of Organization/findByPage)",
      tags: ["lists"],
      querystring: pageQueryDoc,
      response: { 200: pageReply(orgRow) },
    },
    handler: async (req) =>
      listPage(db, resourceListSpec(orgResource, orgList(req.actor!)), parsePageRequest(req.query as Record<string, unknown>)),
  });
  registerSpecCall(app, "GET /api/v1/Organization/loadData", {
    access: "admin:org:read",
    schema: {
      summary: "One organisation with its settings, within the caller's data scope",
      querystring: idQuery,
      response: { 200: orgDetail, 404: errorBody },
    },
    handler: async (req) => getOrg(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v1/Organization/saveData", {
    access: "admin:org:manage",
    schema: {
      summary: "Create an organisation (no id) or update one (id + version); status and settings have their own calls",
      body: orgSave,
      response: { 200: orgDetail, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      const { id } = req.body;
      return id === undefined ? orgs.createOrg(ctx(req), req.body) : orgs.updateOrg(ctx(req), { ...req.body, id });
    },
  });
  registerSpecCall(app, "POST /api/v1/Organization/setStatus", {
    access: "admin:org:manage",
    schema: {
      summary: "Enable or disable an organisation (disabling ends its users' sessions at once)",
      body: orgSetStatus,
      response: { 200: orgDetail, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => orgs.setOrgStatus(requestContext(req, db), req.body),
  });
  registerSpecCall(app, "POST /api/v1/Organization/updateOrganizationSettings", {
    access: "admin:org:settings",
    schema: {
      summary: "An organisation's settings: default warehouse, currency, locale, time zone, billing contact",
      body: orgSettingsUpdate,
      response: { 200: orgDetail, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => orgs.updateOrgSettings(ctx(req), req.body),
  });
  registerSpecCall(app, "GET /api/v1/Organization/checkPcpfxExists", {
    access: "admin:org:read",
    schema: {
      summary: "Whether a customer code prefix is taken in the context (excludeId: the org being edited)",
      querystring: z.strictObject({ prefix: customerPrefix, excludeId: queryId.optional() }),
      response: { 200: z.object({ prefix: z.string(), exists: z.boolean() }) },
    },
    handler: async (req) => ({
      prefix: req.query.prefix,
      exists: await prefixTaken(db, req.actor!.contextId, req.query.prefix, req.query.excludeId),
    }),
  });
  registerSpecCall(app, "POST /api/v1/Organization/genPcpfx", {
    access: "admin:org:manage",
    schema: {
      summary: "Propose a free customer code prefix for a name; with orgId, assign it to that org (which must have none)",
      body: z.strictObject({ orgId: id.optional(), name: z.string().trim().max(200).optional() }),
      response: { 200: z.object({ prefix: z.string(), assigned: z.boolean() }), 404: errorBody, 409: errorBody },
    },
    handler: async (req) => orgs.generatePrefix(ctx(req), req.body),
  });
  registerSpecCall(app, "GET /api/v1/Organization/findAllContextBind", {
    access: "admin:org:read",
    schema: { summary: "Active organisations of the caller's scope in its context (org pickers)", response: { 200: z.array(orgOption) } },
    handler: async (req) => orgOptions(db, req.actor!),
  });
  registerSpecCall(app, "GET /api/v1/Organization/getContextOptionByName", {
    access: "admin:org:read",
    schema: {
      summary: "Organisations whose name or code contains the text (type-ahead, at most 50)",
      querystring: z.strictObject({ name: z.string().trim().max(100).default("") }),
      response: { 200: z.array(orgOption) },
    },
    handler: async (req) => orgOptions(db, req.actor!, { nameLike: req.query.name, limit: 50 }),
  });
  registerSpecCall(app, "GET /api/v1/Organization/findAllByServiceType", {
    access: "admin:org:read",
    schema: {
      summary: "Active organisations of one service type (1 operator, 2 seller, 3 company, 4 forwarder, 5 supplier)",
      querystring: z.strictObject({ serviceType: z.coerce.number().int().min(1).max(5) }),
      response: { 200: z.array(orgOption) },
    },
    handler: async (req) => {
      const kinds = Object.entries(orgServiceTypes)
        .filter(([, n]) => n === req.query.serviceType)
        .map(([k]) => k);
      return orgOptions(db, req.actor!, { kinds });
    },
  });
  registerSpecCall(app, "GET /api/v1/Organization/userContext", {
    access: "@authenticated",
    schema: { summary: "The caller's context, org and its settings, and the orgs it may act for", response: { 200: orgUserContextReply } },
    handler: async (req) => {
      const actor = req.actor!;
      const [context] = await db
        .select({
          id: contexts.id,
          code: contexts.code,
          name: contexts.name,
          defaultCurrency: contexts.defaultCurrency,
          timeZone: contexts.timeZone,
        })
        .from(contexts)
        .where(eq(contexts.id, actor.contextId));
      const own = await getOrg(db, actor, actor.orgId);
      return {
        context: context!,
        org: {
          id: own.id,
          code: own.code,
          name: own.name,
          kind: own.kind,
          customerPrefix: own.customerPrefix,
          managingOrgId: own.managingOrgId,
        },
        settings: own.settings,
        orgs: actor.permissions.has("admin:org:read") ? await orgOptions(db, actor) : [],
      };
    },
  });
}
