import type { FastifyInstance } from "fastify";
import { errorBody, type ForwarderPortRow, forwarderPortRow, forwarderPortSave, idBody, idQuery, ok, type SystemPortRow, systemPortRow, systemPortSave } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { registerList } from "../../platform/http/list-routes.js";
import { registerSpecCall } from "../../platform/http/routes.js";
import { deletePort, savePort } from "../admin/index.js";
import { col, labelOf } from "./places.export.js";
import * as ports from "./ports.service.js";
import { activeLabel, commandContext } from "../../platform/crud/index.js";

const systemColumns = [
  col<SystemPortRow>("code", "港口代码", "Code", 10),
  col<SystemPortRow>("name", "港口名称", "Name", 28),
  col<SystemPortRow>("country", "国家", "Country", 8),
  col<SystemPortRow>("state", "州/省", "State", 8),
  col<SystemPortRow>("kind", "类型", "Kind", 8, labelOf("portKind")),
  col<SystemPortRow>("forwarderCount", "货代使用数", "Used by forwarders", 12),
  col<SystemPortRow>("updatedAt", "更新时间", "Updated", 22),
];
const forwarderColumns = [
  col<ForwarderPortRow>("orgCode", "货代", "Forwarder", 10),
  col<ForwarderPortRow>("orgName", "货代名称", "Forwarder name", 24),
  col<ForwarderPortRow>("portCode", "港口代码", "Port", 10),
  col<ForwarderPortRow>("portName", "港口名称", "Port name", 24),
  col<ForwarderPortRow>("portKind", "类型", "Kind", 8, labelOf("portKind")),
  col<ForwarderPortRow>("forwarderCode", "货代港口代码", "Forwarder's code", 14),
  col<ForwarderPortRow>("cutoffDays", "截货天数", "Cut-off days", 10),
  col<ForwarderPortRow>("active", "状态", "Status", 8, activeLabel),
  col<ForwarderPortRow>("remark", "备注", "Remark", 24),
];

/** Spec §7.6 systemPort/* (the user centre's ports, through its port service) and forwarderPort/*. */
export function registerPortRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v2/systemPort/query",
    spec: true,
    exportPath: "/api/v2/systemPort/export",
    access: "masterdata:port:read",
    summary: "The context's sea and air ports (the same ports as ucPort/list)",
    row: systemPortRow,
    listSpec: ports.systemPortListSpec,
    columns: systemColumns,
    filename: "system-ports",
    sheet: { "zh-CN": "系统港口", "en-US": "System ports" },
  });
  registerSpecCall(app, "GET /api/v2/systemPort/detail", {
    access: "masterdata:port:read",
    schema: { summary: "One port", querystring: idQuery, response: { 200: systemPortRow, 404: errorBody } },
    handler: async (req) => ports.getSystemPort(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v2/systemPort/saveAndUpdate", {
    access: "masterdata:port:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a port; the UN/LOCODE is unique in the context, starts with the country and is fixed once created",
      body: systemPortSave,
      response: { 200: systemPortRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => ports.getSystemPort(db, req.actor!, await savePort(ctx(req), req.body)),
  });
  registerSpecCall(app, "POST /api/v2/systemPort/delete", {
    access: "masterdata:port:manage",
    schema: { summary: "Delete a port no forwarder port uses (409 otherwise)", body: idBody, response: { 200: ok, 404: errorBody, 409: errorBody } },
    handler: async (req) => {
      await deletePort(ctx(req), req.body.id, ports.assertPortUnused);
      return { ok: true as const };
    },
  });

  registerList(app, database, {
    list: "GET /api/v2/forwarderPort/query",
    spec: true,
    exportPath: "/api/v2/forwarderPort/export",
    access: "masterdata:forwarderPort:read",
    summary: "The ports forwarders work with: a forwarder its own, operator staff those of the forwarders they serve",
    row: forwarderPortRow,
    listSpec: ports.forwarderPortListSpec,
    columns: forwarderColumns,
    filename: "forwarder-ports",
    sheet: { "zh-CN": "货代港口", "en-US": "Forwarder ports" },
  });
  registerSpecCall(app, "GET /api/v2/forwarderPort/detail", {
    access: "masterdata:forwarderPort:read",
    schema: { summary: "One forwarder port", querystring: idQuery, response: { 200: forwarderPortRow, 404: errorBody } },
    handler: async (req) => ports.getForwarderPort(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v2/forwarderPort/saveAndUpdate", {
    access: "masterdata:forwarderPort:manage",
    schema: {
      summary: "Add a port to a forwarder (no id) or change one (id + version); one row per forwarder and port",
      body: forwarderPortSave,
      response: { 200: forwarderPortRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => ports.getForwarderPort(db, req.actor!, await ports.saveForwarderPort(ctx(req), req.body)),
  });
  registerSpecCall(app, "POST /api/v2/forwarderPort/delete", {
    access: "masterdata:forwarderPort:manage",
    schema: { summary: "Remove a port from a forwarder", body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await ports.deleteForwarderPort(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
