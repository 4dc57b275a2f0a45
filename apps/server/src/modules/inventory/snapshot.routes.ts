import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { errorBody, snapshotTakeInput, snapshotTakeReply, stockSnapshotRow, type StockSnapshotRow } from "@entrepot/contracts";
import { warehouseScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { requestContext, runCommand } from "../../platform/audit/command.js";
import { auditNames } from "../../platform/audit/names.js";
import type { Database } from "../../platform/db/database.js";
import type { ExportColumn } from "../../platform/http/export.js";
import { notFound } from "../../platform/http/errors.js";
import { registerList } from "../../platform/http/list-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { warehouses } from "../masterdata/index.js";
import { h, intColumn, keyColumns as key } from "./export-columns.js";
import { ageColumns, volumeColumn } from "./reports/reports.columns.js";
import { takeSnapshot } from "./snapshot.service.js";
import { snapshotListSpec } from "./stock.queries.js";

const SnapshotAudit = auditNames("stock_snapshot", ["takeStockSnapshot"]);
const columns: ExportColumn<StockSnapshotRow>[] = [
  { key: "snapshotDate", header: h("快照日期", "Date"), width: 12, kind: "date" },
  key.org,
  key.warehouse,
  key.sku,
  { key: "snapshotType", header: h("快照类型", "Type"), width: 12, code: "snapshotTypes" },
  intColumn("onHand", "在库", "On hand"),
  intColumn("available", "可用", "Available"),
  intColumn("reserved", "预占", "Reserved"),
  intColumn("frozen", "冻结", "Frozen"),
  intColumn("inTransit", "在途", "In transit"),
  ...ageColumns,
  volumeColumn,
];

/** Daily snapshots: the list (age and snapshot reports) and an operator's retake of a day. */
export function registerSnapshotRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerList(app, database, {
    list: "GET /api/inventory/snapshot/list",
    spec: false,
    exportPath: "/api/inventory/snapshot/export",
    access: "inventory:stock:read",
    summary: "Daily stock snapshots (CAN_SALE / NO_SALE) with age buckets and cubic metres",
    row: stockSnapshotRow,
    listSpec: snapshotListSpec,
    columns,
    filename: "stock-snapshots",
    sheet: h("库存快照", "Stock snapshots"),
  });
  defineRoute(app, "POST", "/api/inventory/snapshot/take", {
    access: "inventory:snapshot:run",
    schema: {
      summary: "Take or retake a warehouse's snapshot of a day (figures as of its local midnight ending the day; replaces that day)",
      tags: ["inventory"],
      body: snapshotTakeInput,
      response: { 200: snapshotTakeReply, 404: errorBody },
    },
    idempotent: true,
    handler: async (req) => {
      const ctx = requestContext(req, db);
      return runCommand(ctx, async (tx) => {
        const [w] = await tx
          .select({ id: warehouses.id, orgId: warehouses.orgId })
          .from(warehouses)
          .where(and(eq(warehouses.id, req.body.warehouseId), warehouseScope(ctx.actor, warehouses.id)));
        if (!w) throw notFound("inventory.warehouse");
        const balances = await takeSnapshot(tx, w.id, req.body.date, ctx);
        const result = { warehouseId: w.id, date: req.body.date, balances };
        return {
          result,
          audit: SnapshotAudit.entry("takeStockSnapshot", AuditAction.create, { entityId: w.id, orgId: w.orgId, after: result }),
        };
      });
    },
  });
}
