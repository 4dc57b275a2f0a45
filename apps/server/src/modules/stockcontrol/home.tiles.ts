import Decimal from "decimal.js";
import { asc, eq, sql } from "drizzle-orm";
import { defineWorkChart, defineWorkTile, statusTile } from "../../platform/home/work-tiles.js";
import { stockBalances, stockScope } from "../inventory/index.js";
import { warehouses } from "../masterdata/index.js";
import { capacityForecast } from "./forecast.service.js";
import { warningScope } from "./warnings.service.js";
import { stockWarnings } from "./schema.js";

/**
 * Stock control on the work home page: the warehouse's capacity used, the seller's open stock warnings
 * (low cover, ageing) linking to the warnings list so filtered, and the seller's stock by warehouse as a chart.
 */
const FORECAST_PATH = "/stockControl/storageCapacityForecast";
const WARNINGS_PATH = "/WMS/earlyWarningSetting/warnings";

const openOf = (kind: "lowCover" | "ageing", key: string, label: { "zh-CN": string; "en-US": string }) =>
  statusTile({
    key,
    group: "stock",
    label,
    permission: "stockcontrol:warning:read",
    tone: "attention",
    table: stockWarnings,
    status: { column: stockWarnings.status, value: "open" },
    scope: warningScope,
    listPath: WARNINGS_PATH,
    more: () => ({ where: eq(stockWarnings.kind, kind), filters: { EQ_kind: kind } }),
  });

export const stockControlWorkTiles = [
  defineWorkTile({
    key: "stockcontrol.capacityUsed",
    group: "stock",
    label: { "zh-CN": "库容占用(最高仓)", "en-US": "Capacity used (fullest warehouse)" },
    permission: "stockcontrol:capacity:read",
    unit: "percent",
    // the fullest warehouse with a capacity set: what the forecast screen shows first
    count: async (db, actor) => {
      const { warehouses: list } = await capacityForecast(db, actor);
      const used = list.filter((w) => w.usedPct !== null).map((w) => new Decimal(w.usedPct!));
      return used.length
        ? Decimal.max(...used)
            .round()
            .toNumber()
        : 0;
    },
    path: () => FORECAST_PATH,
  }),
  openOf("lowCover", "stockcontrol.lowCover", { "zh-CN": "可售天数不足", "en-US": "Low days of cover" }),
  openOf("ageing", "stockcontrol.ageing", { "zh-CN": "库龄超期", "en-US": "Ageing stock" }),
];

const b = stockBalances;
export const stockControlWorkCharts = [
  defineWorkChart({
    key: "stockcontrol.stockByWarehouse",
    group: "stock",
    label: { "zh-CN": "各仓库存", "en-US": "Stock by warehouse" },
    permission: "inventory:stock:read",
    path: "/inventory/inventoryReport/inventoryDetail",
    data: async (db, actor) => {
      const rows = await db
        .select({
          code: warehouses.code,
          sellable: sql<number>`coalesce(sum(case when ${b.inventoryType} = 0 then ${b.onHand} - ${b.reserved} - ${b.frozen} else 0 end), 0)::int`,
          unsellable: sql<number>`coalesce(sum(case when ${b.inventoryType} = 1 then ${b.onHand} else 0 end), 0)::int`,
          inTransit: sql<number>`coalesce(sum(${b.inTransit}), 0)::int`,
        })
        .from(b)
        .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
        .where(stockScope(actor, b.orgId, b.warehouseId))
        .groupBy(warehouses.code)
        .orderBy(asc(warehouses.code));
      return {
        categories: rows.map((r) => r.code),
        series: [
          { key: "sellable", label: { "zh-CN": "可售", "en-US": "Sellable" }, values: rows.map((r) => Number(r.sellable)) },
          { key: "unsellable", label: { "zh-CN": "不良品", "en-US": "Unsellable" }, values: rows.map((r) => Number(r.unsellable)) },
          { key: "inTransit", label: { "zh-CN": "在途", "en-US": "In transit" }, values: rows.map((r) => Number(r.inTransit)) },
        ],
      };
    },
  }),
];
