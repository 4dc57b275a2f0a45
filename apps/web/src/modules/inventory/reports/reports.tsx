/** The inventory reports, one definition each: the seller's page and the operator's copy are both drawn from it. */
import {
  ageBucketKeys,
  type AgeReportRow,
  type BatchSnapshotRow,
  type CentralWarehouseRow,
  type ChannelStockRow,
  type CodeMapRow,
  type ComparisonReportRow,
  type DifferenceReportRow,
  type LastMileRow,
  type TaskReportRow,
  type ReserveReportRow,
  type StockSnapshotRow,
  type TransportReportRow,
  type WfsArrivalRow,
} from "@entrepot/contracts";
import {
  ageUrls,
  lastMileUrls,
  channelStockUrls,
  codeMapUrls,
  comparisonUrls,
  differenceUrls,
  reserveUrls,
  snapshotReportUrls,
  taskUrls,
  batchSnapshotUrls,
  centralUrls,
  transportUrls,
  wfsUrls,
} from "./api";
import {
  ageColumnsOf,
  ageFilters,
  ageSnapshotColumns,
  ageSnapshotFilters,
  batchSnapshotColumns,
  batchSnapshotFilters,
  centralColumns,
  centralFilters,
  channelStockColumns,
  channelStockFilters,
  codeMapColumns,
  codeMapFilters,
  comparisonColumns,
  comparisonFilters,
  lastMileColumns,
  lastMileFilters,
  taskColumns,
  taskFilters,
  differenceColumns,
  differenceFilters,
  reserveColumns,
  reserveFilters,
  transportColumns,
  transportFilters,
  wfsColumns,
  wfsFilters,
} from "./descriptors";
import { snapshotColumns, snapshotFilters } from "../descriptors";
import type { ChartSpec } from "./ReportChart";
import type { ReportDef } from "./ReportScreen";

/** Young stock green, old stock red: the six age buckets stacked per warehouse. */
const ageColours = ["#52c41a", "#a0d911", "#fadb14", "#fa8c16", "#fa541c", "#cf1322"];
const ageChart = (t: (key: string) => string): ChartSpec => ({
  kind: "sums",
  by: "warehouseCode",
  series: ageBucketKeys.map((k, i) => ({ name: t(`inventory:snapshot.${k}`), color: ageColours[i], value: (g) => g.values[k] ?? 0 })),
});

export const ageReport: ReportDef<AgeReportRow> = {
  texts: "age",
  tableId: "inventory.reports.age",
  urls: ageUrls,
  columns: ageColumnsOf,
  filters: ageFilters,
  sort: { field: "sku", order: "asc" },
  chart: ageChart,
};

export const ageSnapshotReport: ReportDef<StockSnapshotRow> = {
  texts: "ageSnapshot",
  tableId: "inventory.reports.ageSnapshot",
  urls: snapshotReportUrls,
  columns: ageSnapshotColumns,
  filters: ageSnapshotFilters,
  sort: { field: "sku", order: "asc" },
  chart: ageChart,
};

export const reserveReport: ReportDef<ReserveReportRow> = {
  texts: "reserve",
  tableId: "inventory.reports.reserve",
  urls: reserveUrls,
  columns: reserveColumns,
  filters: reserveFilters,
  sort: { field: "sku", order: "asc" },
  chart: () => ({ kind: "split", by: ["warehouseCode", "reserveSource"], dictType: "reserveSources", sum: "quantity" }),
};

export const transportReport: ReportDef<TransportReportRow> = {
  texts: "transport",
  tableId: "inventory.reports.transport",
  urls: transportUrls,
  columns: transportColumns,
  filters: transportFilters,
  sort: { field: "eta", order: "asc" },
  chart: () => ({ kind: "split", by: ["warehouseCode", "transportSource"], dictType: "transportSources", sum: "outstanding" }),
};

export const differenceReport: ReportDef<DifferenceReportRow> = {
  texts: "difference",
  tableId: "inventory.reports.difference",
  urls: differenceUrls,
  columns: differenceColumns,
  filters: differenceFilters,
  sort: { field: "closedAt", order: "desc" },
  chart: (t) => ({
    kind: "sums",
    by: "warehouseCode",
    // over and under are not parts of one whole: side by side
    sideBySide: true,
    series: [
      { name: t("difference.over"), color: "#fa8c16", value: (g) => g.values.over ?? 0 },
      { name: t("difference.under"), color: "#cf1322", value: (g) => g.values.under ?? 0 },
    ],
  }),
};

/** The two days are the screen's own control (they shape the query), sent with the list and the export. */
export const comparisonReport: ReportDef<ComparisonReportRow> = {
  texts: "comparison",
  tableId: "inventory.reports.comparison",
  urls: comparisonUrls,
  columns: comparisonColumns,
  filters: comparisonFilters,
  sort: { field: "sku", order: "asc" },
  chart: (t) => ({
    kind: "sums",
    by: "warehouseCode",
    sideBySide: true,
    series: [
      { name: t("comparison.start"), color: "#91caff", value: (g) => g.values.startOnHand ?? 0 },
      { name: t("comparison.end"), color: "#1677ff", value: (g) => g.values.endOnHand ?? 0 },
    ],
  }),
};

export const channelStockReport: ReportDef<ChannelStockRow> = {
  texts: "channel",
  tableId: "inventory.reports.channelStock",
  urls: channelStockUrls,
  columns: channelStockColumns,
  filters: channelStockFilters,
  sort: { field: "listingSku", order: "asc" },
  chart: (t) => ({
    kind: "sums",
    by: "storeAccount",
    series: [{ name: t("channel.listingAvailable"), color: "#52c41a", value: (g) => g.values.listingAvailable ?? 0 }],
  }),
};

export const codeMapReport: ReportDef<CodeMapRow> = {
  texts: "codeMap",
  tableId: "inventory.reports.codeMap",
  urls: codeMapUrls,
  columns: codeMapColumns,
  filters: codeMapFilters,
  sort: { field: "code", order: "asc" },
  chart: (t) => ({
    kind: "sums",
    by: "warehouseCode",
    sideBySide: true,
    series: [
      { name: t("inventory:buckets.onHand"), color: "#1677ff", value: (g) => g.values.onHand ?? 0 },
      { name: t("inventory:buckets.available"), color: "#52c41a", value: (g) => g.values.available ?? 0 },
      { name: t("inventory:buckets.inTransit"), color: "#faad14", value: (g) => g.values.inTransit ?? 0 },
    ],
  }),
};

export const lastMileReport: ReportDef<LastMileRow> = {
  texts: "lastMile",
  tableId: "inventory.reports.lastMile",
  urls: lastMileUrls,
  columns: lastMileColumns,
  filters: lastMileFilters,
  sort: { field: "shippedAt", order: "desc" },
};

export const taskReport: ReportDef<TaskReportRow> = {
  texts: "task",
  tableId: "inventory.reports.task",
  urls: taskUrls,
  columns: taskColumns,
  filters: taskFilters,
  sort: { field: "day", order: "desc" },
};

export const batchSnapshotReport: ReportDef<BatchSnapshotRow> = {
  texts: "batchSnapshot",
  tableId: "inventory.reports.batchSnapshot",
  urls: batchSnapshotUrls,
  columns: batchSnapshotColumns,
  filters: batchSnapshotFilters,
  sort: { field: "snapshotDate", order: "desc" },
};

/** inventory/inventoryReport/wfs: what is due at Walmart's fulfilment centres, shipped against still to ship per centre. */
export const wfsReport: ReportDef<WfsArrivalRow> = {
  texts: "wfs",
  tableId: "inventory.reports.wfs",
  urls: wfsUrls,
  columns: wfsColumns,
  filters: wfsFilters,
  sort: { field: "shipBy", order: "asc" },
  chart: (t) => ({
    kind: "sums",
    by: "destinationCode",
    series: [
      { name: t("wfs.shipped"), color: "#52c41a", value: (g) => g.values.shippedQty ?? 0 },
      { name: t("wfs.toShip"), color: "#1677ff", value: (g) => g.values.toShip ?? 0 },
    ],
  }),
};

/** inventory/inventoryReport/inventoryDetailCopy: the inventory detail summed per SKU over the warehouses of the reader's scope. */
export const centralReport: ReportDef<CentralWarehouseRow> = {
  texts: "central",
  tableId: "inventory.reports.central",
  urls: centralUrls,
  columns: centralColumns,
  filters: centralFilters,
  sort: { field: "sku", order: "asc" },
};

/**
 * inventory/inventoryReport/inventorySnapshootCopy: the daily snapshots as a trend, on-hand units per day split into
 * sellable and unsellable (the same filters narrow the chart and the list below it).
 */
export const snapshotTrendReport: ReportDef<StockSnapshotRow> = {
  texts: "snapshotTrend",
  tableId: "inventory.reports.snapshotTrend",
  urls: snapshotReportUrls,
  columns: snapshotColumns,
  filters: snapshotFilters,
  sort: { field: "snapshotDate", order: "desc" },
  chart: () => ({
    kind: "split",
    by: ["snapshotDate", "snapshotType"],
    dictType: "snapshotTypes",
    sum: "onHand",
    colors: { CAN_SALE: "#52c41a", NO_SALE: "#cf1322" },
  }),
};
