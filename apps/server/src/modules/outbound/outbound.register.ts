import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { wfsArrivalRow } from "@entrepot/contracts";
import { registerReport } from "../inventory/index.js";
import { registerPlanRoutes } from "./plan.routes.js";
import { wfsArrivalColumns, wfsArrivalListSpec } from "./wfs.queries.js";

/** The outbound plans' calls, and the WFS arrival plan (inventory/inventoryReport/wfs) over their lines. */
export async function registerOutbound(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPlanRoutes(app, deps.database);
  registerReport(app, deps.database, {
    name: "wfs",
    base: "/api/outbound",
    access: "outbound:plan:read",
    summary: "The WFS arrival plan: each line of the outbound plans bound for Walmart WFS, submitted or later (planned, shipped, to ship)",
    row: wfsArrivalRow,
    listSpec: wfsArrivalListSpec,
    columns: wfsArrivalColumns,
    filename: "wfs-arrival-plan",
    sheet: { "zh-CN": "WFS 到货计划", "en-US": "WFS arrival plan" },
    chart: { sums: ["quantity", "shippedQty", "toShip"] },
  });
}
