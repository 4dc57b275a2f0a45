import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  accessGroupRow,
  type AccessGroupRow,
  accessGroupSave,
  type AccessGroupUserRow,
  accessGroupUserRow,
  errorBody,
  idBody,
  idQuery,
  ok,
  pageQueryDoc,
  pageReply,
  queryId,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as groups from "./accessgroup.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const columns: ExportColumn<AccessGroupRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "code", header: { "zh-CN": "代码", "en-US": "Code" }, width: 14 },
  { key: "name", header: { "zh-CN": "名称", "en-US": "Name" }, width: 24 },
  { key: "orgNames", header: { "zh-CN": "组织", "en-US": "Organisations" }, width: 40 },
  { key: "userNames", header: { "zh-CN": "用户", "en-US": "Users" }, width: 40 },
  { key: "remark", header: { "zh-CN": "备注", "en-US": "Remark" }, width: 30 },
];

/** Spec §7.4 UcAccessgroup: the seven calls and the list's export. */
export function registerAccessGroupRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v1/UcAccessgroup/findByPage",
    spec: true,
    exportPath: "/api/v1/UcAccessgroup/export",
    access: "admin:accessgroup:read",
    summary: "Access groups, paged and filtered",
    row: accessGroupRow,
    listSpec: groups.accessGroupListSpec,
    columns,
    filename: "access-groups",
    sheet: { "zh-CN": "访问组", "en-US": "Access groups" },
  });
  registerSpecCall(app, "GET /api/v1/UcAccessgroup/loadData", {
    access: "admin:accessgroup:read",
    schema: {
      summary: "One access group with its orgs, warehouses, accounts and users",
      querystring: idQuery,
      response: { 200: accessGroupRow, 404: errorBody },
    },
    handler: async (req) => groups.getAccessGroup(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "GET /api/v1/UcAccessgroup/findAllByContextId", {
    access: "admin:accessgroup:read",
    schema: { summary: "Every access group the caller sees", response: { 200: z.array(accessGroupRow) } },
    handler: async (req) => groups.listAccessGroups(db, req.actor!),
  });
  registerSpecCall(app, "GET /api/v1/UcAccessgroup/getCodeName", {
    access: "admin:accessgroup:read",
    schema: {
      summary: "Access groups as code/name options",
      response: { 200: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })) },
    },
    handler: async (req) => (await groups.listAccessGroups(db, req.actor!)).map(({ id, code, name }) => ({ id, code, name })),
  });
  registerSpecCall(app, "POST /api/v1/UcAccessgroup/saveData", {
    access: "admin:accessgroup:manage",
    schema: {
      summary: "Create (no id) or update (id + version) an access group with its members",
      body: accessGroupSave,
      response: { 200: accessGroupRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => groups.saveAccessGroup(ctx(req), req.body),
  });
  registerSpecCall(app, "POST /api/v1/UcAccessgroup/del", {
    access: "admin:accessgroup:manage",
    schema: {
      summary: "Delete an access group (its users get back the operator's full scope unless in another group)",
      body: idBody,
      response: { 200: ok, 404: errorBody },
    },
    handler: async (req) => {
      await groups.deleteAccessGroup(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "GET /api/v1/UcAccessgroup/findAccessGroupAssignUsersByPage", {
    access: "admin:accessgroup:read",
    schema: {
      summary: "Staff of the group's org, paged, each marked whether assigned (filter search[EQ_assigned]=true)",
      querystring: pageQueryDoc.extend({ groupId: queryId }),
      response: { 200: pageReply(accessGroupUserRow), 404: errorBody },
    },
    handler: async (req) => {
      const { groupId, ...page } = req.query;
      const group = await groups.groupOwner(db, req.actor!, groupId);
      return listPage<AccessGroupUserRow>(
        db,
        groups.accessGroupUsersSpec(req.actor!, group),
        parsePageRequest(page as Record<string, unknown>),
      );
    },
  });
}
