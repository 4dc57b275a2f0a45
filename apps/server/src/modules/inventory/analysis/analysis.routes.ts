import type { FastifyInstance } from "fastify";
import {
  arrivalPlanRow,
  billboardQuery,
  billboardReply,
  inWarehouseRow,
  inWarehouseTrendRow,
  inventoryAnalysisRow,
  onOrderRow,
  onOrderWeekRow,
  receiveIssueRow,
  unDeliverRow,
  unDeliverWaitRow,
  waitBuckets,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { labelOf } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { h, keyColumns, text, int, m3, date, type Columns } from "./analysis.columns.js";
import { registerPeriodList } from "./period-list.js";
import { arrivalPlanListSpec, inWarehouseListSpec, onOrderListSpec, unDeliverListSpec } from "./position.queries.js";
import { receiveIssueListSpec } from "./receive-issue.queries.js";
import { billboard, inventoryAnalysisListSpec } from "./stock-analysis.queries.js";
import { inWarehouseTrendListSpec, onOrderWeekListSpec, unDeliverWaitListSpec } from "./trend.queries.js";

const base = "/api/inventory/analysis";
const access = "inventory:stock:read";
const type = { key: "inventoryType", header: h("库存类型", "Inventory type"), width: 12, code: "inventoryTypes" } as const;
const waitLabels = Object.fromEntries(waitBuckets.map((b) => [String(b.key), b.label]));

const receiveIssueColumns: Columns<typeof receiveIssueRow> = [
  ...keyColumns,
  type,
  int("opening", "期初", "Opening"),
  int("inbound", "采购入库", "Inbound"),
  int("returns", "退货入库", "Returns"),
  int("transfersIn", "调拨/移库入", "Transfers in"),
  int("adjustmentsIn", "调整及其他入", "Adjustments & other in"),
  int("totalIn", "入库合计", "Total in"),
  int("salesOut", "销售出库", "Sales out"),
  int("b2bOut", "B2B 出库", "B2B out"),
  int("transfersOut", "调拨/移库出", "Transfers out"),
  int("adjustmentsOut", "调整及其他出", "Adjustments & other out"),
  int("totalOut", "出库合计", "Total out"),
  int("closing", "期末", "Closing"),
];

type ListOptions<Row extends Record<string, unknown>> = Omit<
  Parameters<typeof registerList<Row>>[2],
  "list" | "spec" | "exportPath" | "access" | "summary" | "filename"
>;
/** One report list: `name` gives its paths (`<name>/list`, `<name>/export`) and its file's name; registered by the loop below. */
const report =
  <Row extends Record<string, unknown>>(name: string, summary: string, l: ListOptions<Row>) =>
  (app: FastifyInstance, database: Database) =>
    registerList<Row>(app, database, {
      list: `GET ${base}/${name}/list`,
      spec: false,
      exportPath: `${base}/${name}/export`,
      access,
      summary,
      filename: name,
      ...l,
    });

const reports = [
  report("inWarehouse", "Stock in the warehouse: on hand and pending putaway per balance, with cubic metres", {
    row: inWarehouseRow,
    listSpec: inWarehouseListSpec,
    columns: [
      ...keyColumns,
      type,
      int("onHand", "在库", "On hand"),
      int("pendingPutaway", "待上架", "Pending putaway"),
      int("reserved", "预占", "Reserved"),
      int("frozen", "冻结", "Frozen"),
      int("available", "可用", "Available"),
      m3("unitM3", "单件体积(m³)", "Unit (m³)"),
      m3("onHandM3", "在库体积(m³)", "On hand (m³)"),
      m3("pendingM3", "待上架体积(m³)", "Pending (m³)"),
      int("oldestAgeDays", "最长库龄(天)", "Oldest age (days)"),
    ],
    sheet: h("在仓库存", "In warehouse"),
  }),
  report("inWarehouseTrend", "Stock in the warehouse by day and warehouse, from the daily snapshots", {
    row: inWarehouseTrendRow,
    listSpec: inWarehouseTrendListSpec,
    columns: [
      date("snapshotDate", "日期", "Date"),
      text("warehouseCode", "仓库", "Warehouse"),
      int("skus", "SKU 数", "SKUs"),
      int("onHand", "在库", "On hand"),
      int("available", "可用", "Available"),
      int("unsellable", "不良品", "Unsellable"),
      m3("volumeM3", "体积(m³)", "Volume (m³)"),
    ],
    sheet: h("在仓库存趋势", "In warehouse by day"),
  }),
  report("onOrder", "On order: units of submitted inbound plans not yet received, per SKU and warehouse, with ETAs", {
    row: onOrderRow,
    listSpec: onOrderListSpec,
    columns: [
      ...keyColumns,
      int("units", "在途数量", "Units on order"),
      int("plans", "入库计划数", "Plans"),
      date("nextEta", "最早预计到货", "Next ETA"),
      date("lastEta", "最晚预计到货", "Last ETA"),
      int("overdueUnits", "已过预计到货", "Overdue units"),
      text("documentNos", "入库计划", "Inbound plans", 40),
    ],
    sheet: h("在途库存", "On order"),
  }),
  report("onOrderWeek", "Arrivals of inbound plans by ETA week and warehouse", {
    row: onOrderWeekRow,
    listSpec: onOrderWeekListSpec,
    columns: [
      date("week", "预计到货周(周一)", "ETA week (Monday)"),
      text("warehouseCode", "仓库", "Warehouse"),
      int("plans", "入库计划数", "Plans"),
      int("skus", "SKU 数", "SKUs"),
      int("units", "数量", "Units"),
    ],
    sheet: h("在途分析", "On order by week"),
  }),
  report("arrivalPlan", "Arrival plan: open inbound plans by ETA date and warehouse", {
    row: arrivalPlanRow,
    listSpec: arrivalPlanListSpec,
    columns: [
      date("eta", "预计到货", "ETA"),
      text("warehouseCode", "仓库", "Warehouse"),
      text("orgCode", "卖家", "Seller"),
      text("documentNo", "入库计划", "Inbound plan", 22),
      int("skus", "SKU 数", "SKUs"),
      int("units", "预报数量", "Units"),
      int("receivedUnits", "已收数量", "Received"),
    ],
    sheet: h("到货计划", "Arrival plan"),
  }),
  report("unDeliver", "Not yet delivered: units reserved by submitted B2C orders and outbound plans, per SKU and warehouse", {
    row: unDeliverRow,
    listSpec: unDeliverListSpec,
    columns: [
      ...keyColumns,
      int("units", "待发数量", "Units waiting"),
      int("orderUnits", "B2C 订单", "B2C orders"),
      int("planUnits", "出库计划", "Outbound plans"),
      int("documents", "单据数", "Documents"),
      { key: "oldestAt", header: h("最早提交", "Oldest since"), width: 20, kind: "timestamp" },
      int("oldestAgeDays", "最长等待(天)", "Oldest waiting (days)"),
      text("documentNos", "单据", "Documents", 40),
    ],
    sheet: h("未发货库存", "Not yet delivered"),
  }),
  report("unDeliverWait", "Documents waiting to ship by days waiting and warehouse", {
    row: unDeliverWaitRow,
    listSpec: unDeliverWaitListSpec,
    columns: [
      {
        key: "waitBucket",
        header: h("等待时长", "Waiting"),
        width: 14,
        format: (v, row, locale) => labelOf(waitLabels)(String(v), row, locale),
      },
      text("warehouseCode", "仓库", "Warehouse"),
      int("documents", "单据数", "Documents"),
      int("skus", "SKU 数", "SKUs"),
      int("units", "数量", "Units"),
    ],
    sheet: h("未发货分析", "Waiting to ship"),
  }),
  report(
    "stock",
    "Inventory analysis: available, units out over 30 days, days of cover, oldest age and sell-through per sellable balance",
    {
      row: inventoryAnalysisRow,
      listSpec: inventoryAnalysisListSpec,
      columns: [
        ...keyColumns,
        int("onHand", "在库", "On hand"),
        int("available", "可用", "Available"),
        int("inTransit", "在途", "In transit"),
        int("out30", "30 天出库", "Out (30 days)"),
        { key: "avgDailyOut", header: h("日均出库", "Daily out"), width: 10, kind: "number" },
        { key: "daysOfCover", header: h("可售天数", "Days of cover"), width: 12, kind: "number" },
        int("oldestAgeDays", "最长库龄(天)", "Oldest age (days)"),
        { key: "sellThrough", header: h("售罄率(%)", "Sell-through (%)"), width: 12, kind: "number" },
      ],
      sheet: h("库存分析", "Inventory analysis"),
    },
  ),
];

/** The §2.1 inventory reports' calls: each a paged list with its .xlsx export, and the billboard. */
export function registerAnalysisRoutes(app: FastifyInstance, database: Database): void {
  registerPeriodList(app, database, {
    list: `${base}/receiveIssue/list`,
    exportPath: `${base}/receiveIssue/export`,
    summary: "Receipts, issues and stock (收发存) per balance over a period, from the movements: opening + in − out = closing",
    row: receiveIssueRow,
    listSpec: receiveIssueListSpec,
    columns: receiveIssueColumns,
    filename: "receive-issue",
    sheet: h("收发存报表", "Receipts and issues"),
  });
  for (const register of reports) register(app, database);
  defineRoute(app, "GET", `${base}/billboard`, {
    access,
    schema: {
      summary: "Inventory billboard: stock by warehouse and type, 30-day trend, age distribution, top SKUs by units out",
      tags: ["inventory"],
      querystring: billboardQuery,
      response: { 200: billboardReply },
    },
    handler: async (req) => billboard(database.db, req.actor!, req.query.warehouseId),
  });
}
