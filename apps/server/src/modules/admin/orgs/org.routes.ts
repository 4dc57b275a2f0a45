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
  type OrgRow,
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
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import { contexts } from "../../../platform/identity/schema.js";
import { getOrg, orgListSpec, orgOptions, prefixTaken } from "./org.queries.js";
import * as orgs from "./org.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const kindNames: Record<string, { "zh-CN": string; "en-US": string }> = {
  operator: { "zh-CN": "运营方", "en-US": "Operator" },
  seller: { "zh-CN": "卖家", "en-US": "Seller" },
  company: { "zh-CN": "公司", "en-US": "Company" },
  forwarder: { "zh-CN": "货代", "en-US": "Forwarder" },
  supplier: { "zh-CN": "供应商", "en-US": "Supplier" },
};
const statusNames: Record<string, { "zh-CN": string; "en-US": string }> = {
  active: { "zh-CN": "启用", "en-US": "Active" },
  disabled: { "zh-CN": "停用", "en-US": "Disabled" },
};
const orgColumns: ExportColumn<OrgRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "code", header: { "zh-CN": "组织代码", "en-US": "Code" }, width: 14 },
  { key: "name", header: { "zh-CN": "组织名称", "en-US": "Name" }, width: 30 },
  {
    key: "kind",
    header: { "zh-CN": "类型", "en-US": "Kind" },
    width: 12,
    format: (v, _r, l) => kindNames[String(v)]?.[l as "zh-CN"] ?? String(v),
  },
  { key: "customerPrefix", header: { "zh-CN": "客户代码前缀", "en-US": "Prefix" }, width: 10 },
  { key: "managingOrgName", header: { "zh-CN": "服务方", "en-US": "Served by" }, width: 26 },
  { key: "contactName", header: { "zh-CN": "联系人", "en-US": "Contact" }, width: 16 },
  { key: "contactEmail", header: { "zh-CN": "联系邮箱", "en-US": "Contact e-mail" }, width: 26 },
  { key: "userCount", header: { "zh-CN": "用户数", "en-US": "Users" }, width: 8 },
  {
    key: "status",
    header: { "zh-CN": "状态", "en-US": "Status" },
    width: 10,
    format: (v, _r, l) => statusNames[String(v)]?.[l as "zh-CN"] ?? String(v),
  },
  { key: "createdAt", header: { "zh-CN": "创建时间", "en-US": "Created" }, width: 22 },
];

/** Spec §7.4 Organization: the eleven calls, plus the list's .xlsx export. */
export function registerOrgRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  // the web's tables read lists with GET; the spec's findByPage is POST (a JSON body): both serve the same list
  registerSpecCall(app, "POST /api/v1/Organization/findByPage", {
    access: "admin:org:read",
    schema: {
      summary: "Organisations in the caller's data scope, paged and filtered (parameters in the body)",
      querystring: pageQueryDoc,
      response: { 200: pageReply(orgRow) },
    },
    handler: async (req) => listPage<OrgRow>(db, orgListSpec(req.actor!), parsePageRequest(req.query as Record<string, unknown>, req.body)),
  });
  registerList(app, database, {
    list: "GET /api/v1/Organization/list",
    spec: false,
    exportPath: "/api/v1/Organization/export",
    access: "admin:org:read",
    summary: "Organisations in the caller's data scope, paged and filtered",
    row: orgRow,
    listSpec: orgListSpec,
    columns: orgColumns,
    filename: "organizations",
    sheet: { "zh-CN": "组织", "en-US": "Organisations" },
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
