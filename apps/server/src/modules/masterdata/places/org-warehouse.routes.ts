import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idBody,
  idQuery,
  ok,
  orgIdQuery,
  orgWarehouseOption,
  type OrgWarehouseRow,
  orgWarehouseRow,
  orgWarehouseSave,
  orgWarehouseSetActive,
  warehouseGroupByOrg,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import { col, warehouseTypeLabel } from "./places.export.js";
import * as ow from "./org-warehouse.service.js";
import { activeLabel, commandContext, yesNo } from "../../../platform/crud/index.js";

const tags = ["fulfilment"];
const columns = [
  col<OrgWarehouseRow>("orgCode", "组织代码", "Org", 10),
  col<OrgWarehouseRow>("orgName", "组织名称", "Org name", 24),
  col<OrgWarehouseRow>("code", "仓库代码(组织)", "Code (org)", 16),
  col<OrgWarehouseRow>("name", "仓库名称(组织)", "Name (org)", 28),
  col<OrgWarehouseRow>("isVirtual", "虚拟仓", "Virtual", 8, yesNo),
  col<OrgWarehouseRow>("warehouseCode", "实体仓", "Physical warehouse", 14),
  col<OrgWarehouseRow>("warehouseType", "仓库类型", "Type", 12, warehouseTypeLabel),
  col<OrgWarehouseRow>("active", "状态", "Status", 8, activeLabel),
  col<OrgWarehouseRow>("remark", "备注", "Remark", 24),
  col<OrgWarehouseRow>("updatedAt", "更新时间", "Updated", 22),
];
const options = { response: { 200: z.array(orgWarehouseOption), 404: errorBody } };

/** Spec §7.6 organizationWarehouse/*, §7.1 findByPage, §7.5 OrganizationWarehouse/findAllByContextId and ItemCost/findWarehouseGroupByOrg; writes of ours. */
export function registerOrgWarehouseRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v2/organizationWarehouse/findByPage",
    spec: true,
    exportPath: "/api/v2/organizationWarehouse/export",
    access: "masterdata:orgWarehouse:read",
    summary:
      "Warehouse assignments (virtual warehouses included): a customer sees its own, staff those of the orgs and warehouses in their scope",
    row: orgWarehouseRow,
    listSpec: ow.orgWarehouseListSpec,
    columns,
    filename: "org-warehouses",
    sheet: { "zh-CN": "组织仓库", "en-US": "Org warehouses" },
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findOrgWarehousesByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "An org's active plain (physical) warehouse assignments (default: the caller's org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, virtual: false }),
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findVirtualOrgWarehousesByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: { summary: "An org's active virtual warehouses (default: the caller's org)", querystring: orgIdQuery, ...options },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, virtual: true }),
  });
  registerSpecCall(app, "GET /api/v2/organizationWarehouse/findAllByOrgId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "An org's active warehouse assignments, plain and virtual (default: the caller's org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId }),
  });
  registerSpecCall(app, "GET /api/v1/OrganizationWarehouse/findAllByContextId", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary: "Active warehouse assignments of every org in the caller's scope (or of one org)",
      querystring: orgIdQuery,
      ...options,
    },
    handler: async (req) => ow.orgWarehouseOptions(db, req.actor!, { orgId: req.query.orgId, allOrgs: true }),
  });
  registerSpecCall(app, "GET /api/v1/ItemCost/findWarehouseGroupByOrg", {
    access: "masterdata:orgWarehouse:read",
    schema: {
      summary:
        "For each seller/forwarder org in the caller's scope, the warehouses it may use. No inventory exists yet, so no item costs are included: " +
        "costs per warehouse come with the inventory module.",
      querystring: orgIdQuery,
      response: { 200: z.array(warehouseGroupByOrg) },
    },
    handler: async (req) => ow.warehouseGroupsByOrg(db, req.actor!, req.query.orgId),
  });
  defineRoute(app, "GET", "/api/v2/organizationWarehouse/detail", {
    access: "masterdata:orgWarehouse:read",
    schema: { summary: "One warehouse assignment", tags, querystring: idQuery, response: { 200: orgWarehouseRow, 404: errorBody } },
    handler: async (req) => ow.getOrgWarehouse(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v2/organizationWarehouse/saveOne", {
    access: "masterdata:orgWarehouse:manage",
    schema: {
      summary:
        "Assign a warehouse to a seller or forwarder the warehouse's operator serves, or add a virtual warehouse (no id); rename one (id + version)",
      tags,
      body: orgWarehouseSave,
      response: { 200: orgWarehouseRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => ow.getOrgWarehouse(db, req.actor!, await ow.saveOrgWarehouse(ctx(req), req.body)),
  });
  defineRoute(app, "POST", "/api/v2/organizationWarehouse/setActive", {
    access: "masterdata:orgWarehouse:manage",
    schema: {
      summary: "Start or end an org's use of a warehouse",
      tags,
      body: orgWarehouseSetActive,
      response: { 200: orgWarehouseRow, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (req) => {
      await ow.setOrgWarehouseActive(ctx(req), req.body);
      return ow.getOrgWarehouse(db, req.actor!, req.body.id);
    },
  });
  defineRoute(app, "POST", "/api/v2/organizationWarehouse/delete", {
    access: "masterdata:orgWarehouse:manage",
    schema: { summary: "Remove a warehouse assignment", tags, body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await ow.deleteOrgWarehouse(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
