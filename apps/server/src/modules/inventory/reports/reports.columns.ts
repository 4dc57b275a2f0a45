import type {
  AgeBucketKey,
  AgeReportRow,
  BatchSnapshotRow,
  CentralWarehouseRow,
  ChannelStockRow,
  CodeMapRow,
  DifferenceReportRow,
  TaskReportRow,
  ReserveReportRow,
  TransportReportRow,
} from "@entrepot/contracts";
import { type ExportColumn, labelOf, yesNo } from "../../../platform/http/export.js";

import { h, intColumn, keyColumns } from "../export-columns.js";

export { h, intColumn };
const { org: seller, warehouse, sku, product, type: inventoryType } = keyColumns;

/** The six age buckets (the age report, the age snapshot and the snapshot export share them). */
export const ageColumns = [
  intColumn("age0to30", "0-30 天", "0-30 days"),
  intColumn("age31to60", "31-60 天", "31-60 days"),
  intColumn("age61to90", "61-90 天", "61-90 days"),
  intColumn("age91to180", "91-180 天", "91-180 days"),
  intColumn("age181to365", "181-365 天", "181-365 days"),
  intColumn("ageOver365", "365 天以上", "Over 365 days"),
] satisfies { key: AgeBucketKey }[];
export const volumeColumn = { key: "volumeM3", header: h("体积(m³)", "Volume (m³)"), width: 12, kind: "number" } as const;

export const ageReportColumns: ExportColumn<AgeReportRow>[] = [
  seller,
  warehouse,
  sku,
  product,
  inventoryType,
  intColumn("onHand", "在库", "On hand"),
  ...ageColumns,
  intColumn("oldestAgeDays", "最长库龄(天)", "Oldest age (days)", 12),
  volumeColumn,
];

export const reserveReportColumns: ExportColumn<ReserveReportRow>[] = [
  seller,
  warehouse,
  sku,
  product,
  { key: "reserveSource", header: h("预占来源", "Reserve source"), width: 14, code: "reserveSources" },
  intColumn("documents", "单据数", "Documents"),
  intColumn("lines", "行数", "Lines"),
  intColumn("quantity", "预占数量", "Reserved"),
  { key: "firstReservedAt", header: h("最早预占", "First reserved"), width: 20, kind: "timestamp" },
  { key: "lastReservedAt", header: h("最近预占", "Last reserved"), width: 20, kind: "timestamp" },
];

export const transportReportColumns: ExportColumn<TransportReportRow>[] = [
  seller,
  warehouse,
  { key: "transportSource", header: h("在途来源", "Transport source"), width: 14, code: "transportSources" },
  { key: "orderType", header: h("单据类型", "Order type"), width: 16, code: "orderTypes" },
  { key: "documentNo", header: h("单据号", "Document"), width: 22 },
  sku,
  product,
  intColumn("quantity", "发出数量", "Sent"),
  intColumn("receivedQty", "已收数量", "Received"),
  intColumn("outstanding", "在途数量", "In transit"),
  { key: "eta", header: h("预计到达", "ETA"), width: 12, kind: "date" },
  { key: "createdAt", header: h("发出时间", "Sent at"), width: 20, kind: "timestamp" },
];

export const differenceReportColumns: ExportColumn<DifferenceReportRow>[] = [
  seller,
  warehouse,
  { key: "transportSource", header: h("来源", "Source"), width: 14, code: "transportSources" },
  { key: "documentNo", header: h("单据号", "Document"), width: 22 },
  intColumn("documentLine", "行号", "Line", 6),
  sku,
  product,
  intColumn("expected", "预计数量", "Expected"),
  intColumn("received", "实收数量", "Received"),
  intColumn("good", "良品", "Good"),
  intColumn("damaged", "不良品", "Damaged"),
  intColumn("difference", "差异", "Difference"),
  { key: "closedAt", header: h("收货完成", "Closed"), width: 20, kind: "timestamp" },
];

export const centralWarehouseColumns: ExportColumn<CentralWarehouseRow>[] = [
  seller,
  sku,
  product,
  intColumn("warehouses", "仓库数", "Warehouses"),
  intColumn("inTransit", "在途", "In transit"),
  intColumn("pendingPutaway", "待上架", "Pending putaway"),
  intColumn("onHand", "在库", "On hand"),
  intColumn("reserved", "预占", "Reserved"),
  intColumn("frozen", "冻结", "Frozen"),
  intColumn("available", "可用", "Available"),
  intColumn("unsellable", "不良品", "Unsellable"),
];

export const channelStockColumns: ExportColumn<ChannelStockRow>[] = [
  seller,
  { key: "storeAccount", header: h("店铺", "Store account"), width: 20 },
  { key: "channel", header: h("平台", "Channel"), width: 12 },
  { key: "listingSku", header: h("平台 SKU", "Listing SKU"), width: 22 },
  { key: "asin", header: h("ASIN", "ASIN"), width: 14 },
  sku,
  product,
  intColumn("packQuantity", "每件数量", "Pack of", 8),
  { key: "warehouseCode", header: h("指定仓库", "Pinned warehouse"), width: 12 },
  intColumn("onHand", "在库", "On hand"),
  intColumn("available", "可用", "Available"),
  intColumn("inTransit", "在途", "In transit"),
  intColumn("listingAvailable", "可售件数", "Listing units", 12),
];

export const codeMapColumns: ExportColumn<CodeMapRow>[] = [
  seller,
  warehouse,
  { key: "code", header: h("仓库 SKU", "Warehouse SKU"), width: 18 },
  sku,
  product,
  { key: "active", header: h("启用", "Active"), width: 8, format: yesNo },
  intColumn("onHand", "在库", "On hand"),
  intColumn("available", "可用", "Available"),
  intColumn("inTransit", "在途", "In transit"),
];

export const taskColumns: ExportColumn<TaskReportRow>[] = [
  { key: "day", header: h("快照日期", "Day"), width: 12, kind: "date" },
  intColumn("warehouses", "已完成仓库", "Warehouses done", 12),
  intColumn("expectedWarehouses", "仓库数", "Warehouses", 10),
  intColumn("balances", "库存数", "Balances", 10),
  intColumn("batches", "批次数", "Batches", 10),
  intColumn("durationMs", "耗时(毫秒)", "Duration (ms)", 12),
  {
    key: "status",
    header: h("状态", "Status"),
    width: 10,
    format: labelOf({ done: h("完成", "Done"), partial: h("部分完成", "Partial") }),
  },
  { key: "startedAt", header: h("开始时间", "Started"), width: 20, kind: "timestamp" },
  { key: "finishedAt", header: h("结束时间", "Finished"), width: 20, kind: "timestamp" },
];

export const batchSnapshotColumns: ExportColumn<BatchSnapshotRow>[] = [
  { key: "snapshotDate", header: h("快照日期", "Day"), width: 12, kind: "date" },
  { key: "batchNo", header: h("批次号", "Batch"), width: 14 },
  seller,
  warehouse,
  sku,
  inventoryType,
  { key: "batchType", header: h("批次类型", "Batch type"), width: 14, code: "batchListTypes" },
  { key: "receivedAt", header: h("入库时间", "Received"), width: 20, kind: "timestamp" },
  intColumn("remainingQty", "剩余数量", "Remaining"),
  intColumn("ageDays", "库龄(天)", "Age (days)"),
];
