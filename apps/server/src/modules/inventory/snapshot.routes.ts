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
import { takeSnapshot } from "./snapshot.service.js";
import { snapshotListSpec } from "./stock.queries.js";

const SnapshotAudit = auditNames("stock_snapshot", ["takeStockSnapshot"]);
const h = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
const int = <K extends keyof StockSnapshotRow & string>(key: K, zh: string, en: string) => ({
  key,
  header: h(zh, en),
  width: 10,
  kind: "integer" as const,
});
const columns: ExportColumn<StockSnapshotRow>[] = [
  { key: "snapshotDate", header: h("快照日期", "Date"), width: 12, kind: "date" },
  { key: "orgCode", header: h("卖家", "Seller"), width: 10 },
  { key: "warehouseCode", header: h("仓库", "Warehouse"), width: 12 },
  { key: "sku", header: h("SKU", "SKU"), width: 22 },
  { key: "snapshotType", header: h("快照类型", "Type"), width: 12, code: "snapshotTypes" },
  int("onHand", "在库", "On hand"),
  int("available", "可用", "Available"),
  int("reserved", "预占", "Reserved"),
  int("frozen", "冻结", "Frozen"),
  int("inTransit", "在途", "In transit"),
  int("age0to30", "0-30 天", "0-30 days"),
  int("age31to60", "31-60 天", "31-60 days"),
  int("age61to90", "61-90 天", "61-90 days"),
  int("age91to180", "91-180 天", "91-180 days"),
  int("age181to365", "181-365 天", "181-365 days"),
  int("ageOver365", "365 天以上", "Over 365 days"),
  { key: "volumeM3", header: h("体积(m³)", "Volume (m³)"), width: 12, kind: "number" },
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
