import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, idBody, ok, permissionNode, permissionNodeMove, permissionNodeSave } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { forbidden } from "../../../platform/http/errors.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as tree from "./permission.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/** Spec §7.4 UcPermission: the menu and permission tree (findAll, saveData, move, del). */
export function registerPermissionRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const access = "admin:permission:manage" as const;

  registerSpecCall(app, "GET /api/v1/UcPermission/findAll", {
    access: "@authenticated",
    schema: {
      summary: "The tree as a flat list in sort order: the caller's visible part (the menu), or all of it for menu editors (all=true)",
      querystring: z.strictObject({ all: z.enum(["true", "false"]).optional() }),
      response: { 200: z.array(permissionNode), 403: errorBody },
    },
    handler: async (req) => {
      const all = req.query.all === "true";
      if (all && !req.actor!.permissions.has(access)) throw forbidden(access);
      return tree.permissionTreeOf(db, req.actor!, !all);
    },
  });
  registerSpecCall(app, "POST /api/v1/UcPermission/saveData", {
    access,
    schema: {
      summary: "Create (no id) or edit (id + version) a menu, button or API node",
      body: permissionNodeSave,
      response: { 200: z.object({ id: z.number().int() }), 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => ({ id: await tree.savePermissionNode(ctx(req), req.body) }),
  });
  registerSpecCall(app, "POST /api/v1/UcPermission/move", {
    access,
    schema: {
      summary: "Re-parent and/or re-order a node: it lands at `sort` under `parentId`",
      body: permissionNodeMove,
      response: { 200: ok, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await tree.movePermissionNode(ctx(req), req.body);
      return { ok: true as const };
    },
  });
  registerSpecCall(app, "POST /api/v1/UcPermission/del", {
    access,
    schema: {
      summary: "Delete a node without children (the registry's own nodes stay)",
      body: idBody,
      response: { 200: ok, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await tree.deletePermissionNode(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
