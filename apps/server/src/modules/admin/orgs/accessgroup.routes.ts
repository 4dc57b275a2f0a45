import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  accessGroupResource,
  accessGroupRow,
  type AccessGroupUserRow,
  accessGroupUserRow,
  errorBody,
  pageQueryDoc,
  pageReply,
  queryId,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { listPage, parsePageRequest } from "../../../platform/http/paging.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as groups from "./accessgroup.service.js";

/** Spec §7.4 UcAccessgroup: the seven calls and the list's export (list, export, detail, save, delete from `accessGroupResource`). */
export function registerAccessGroupRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, accessGroupResource, {
    list: groups.accessGroupList,
    get: groups.getAccessGroup,
    save: groups.saveAccessGroup,
    remove: groups.deleteAccessGroup,
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
