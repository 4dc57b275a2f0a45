import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  deptNode,
  deptSave,
  deptUserRow,
  deptUserTreeNode,
  errorBody,
  idBody,
  ok,
  postResource,
  queryId,
  userAssignmentsSave,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as dept from "./dept.service.js";
import * as post from "./post.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const orgQuery = z.strictObject({ orgId: queryId.optional() });
const tags = ["usercenter"];
/** Spec §7.4 departments (ucDept, userPostDept) plus the writes and posts the spec shows no path for. */
export function registerDeptRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerSpecCall(app, "GET /api/v2/ucDept/getTree", {
    access: "admin:dept:read",
    schema: {
      summary: "The department tree of an org (default: the caller's)",
      querystring: orgQuery,
      response: { 200: z.array(deptNode), 404: errorBody },
    },
    handler: async (req) => dept.deptTree(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "POST", "/api/v2/ucDept/saveData", {
    access: "admin:dept:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a department",
      tags,
      body: deptSave,
      response: { 200: deptNode, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => dept.getDept(db, req.actor!, await dept.saveDept(ctx(req), req.body)),
  });
  defineRoute(app, "POST", "/api/v2/ucDept/del", {
    access: "admin:dept:manage",
    schema: {
      summary: "Delete an empty department (409 while it has sub-departments or people)",
      tags,
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => {
      await dept.deleteDept(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "GET /api/v2/userPostDept/findUserByDeptId", {
    access: "admin:dept:read",
    schema: {
      summary: "The people of a department, with their posts",
      querystring: z.strictObject({ deptId: queryId, includeChildren: z.enum(["true", "false"]).optional() }),
      response: { 200: z.array(deptUserRow), 404: errorBody },
    },
    handler: async (req) => dept.usersOfDept(db, req.actor!, req.query.deptId, req.query.includeChildren === "true"),
  });
  registerSpecCall(app, "GET /api/v2/userPostDept/selectDeptUserTree", {
    access: "admin:dept:read",
    schema: {
      summary: "Departments with their people as leaves (people picker)",
      querystring: orgQuery,
      response: { 200: z.array(deptUserTreeNode), 404: errorBody },
    },
    handler: async (req) => dept.deptUserTree(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "GET", "/api/v2/userPostDept/findByUserId", {
    access: "admin:dept:read",
    schema: {
      summary: "One user's departments and posts",
      tags,
      querystring: z.strictObject({ userId: queryId }),
      response: { 200: z.array(deptUserRow), 404: errorBody },
    },
    handler: async (req) => dept.assignmentsOfUser(db, req.actor!, req.query.userId),
  });
  defineRoute(app, "POST", "/api/v2/userPostDept/saveData", {
    access: "admin:dept:manage",
    schema: {
      summary: "Replace a user's departments and posts",
      tags,
      body: userAssignmentsSave,
      response: { 200: z.array(deptUserRow), 404: errorBody, 422: errorBody },
    },
    handler: async (req) => dept.saveUserAssignments(ctx(req), req.body),
  });

  registerResource(app, database, postResource, { list: post.postList, save: post.savePost, remove: post.deletePost });
}
