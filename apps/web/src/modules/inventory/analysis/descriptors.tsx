/** Columns and filters of the §2.1 inventory reports. */
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import {
  type ArrivalPlanRow,
  type InventoryAnalysisRow,
  type InWarehouseRow,
  type InWarehouseTrendRow,
  type OnOrderRow,
  type OnOrderWeekRow,
  type ReceiveIssueRow,
  type UnDeliverRow,
  type UnDeliverWaitRow,
  waitBuckets,
} from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import type { ColumnDef, FilterDef } from "../../../components/resource/types";
import { keyFilters, sku } from "../descriptors";

type Key<R> = Extract<keyof R, string>;
const c = (k: string) => `inventoryAnalysis:col.${k}`;
const n = <R,>(key: Key<R>, title = c(key), width = 100, summary = true): ColumnDef<R> => ({
  key,
  title,
  kind: "number",
  sortable: true,
  width,
  summary,
});
const text = <R,>(key: Key<R>, title: string, width = 100): ColumnDef<R> => ({ key, title, sortable: true, width });
/** SKU, seller (staff only: StockList drops it for a seller), warehouse, product. */
const keyColumns = <R extends { sku: string }>(): ColumnDef<R>[] => [
  sku<R>(),
  text<R>("orgCode" as Key<R>, "inventory:common.seller", 80),
  text<R>("warehouseCode" as Key<R>, "inventory:common.warehouse", 100),
  { key: "productName" as Key<R>, title: "inventory:common.product", ellipsis: true, width: 160 },
];
const inventoryType = <R,>(): ColumnDef<R> => ({
  key: "inventoryType" as Key<R>,
  title: "inventory:common.inventoryType",
  kind: "dict",
  dictType: "inventoryTypes",
  sortable: true,
  width: 90,
});
const docs = <R,>(key: Key<R>, title: string): ColumnDef<R> => ({ key, title, ellipsis: true, width: 220 });
const warehouseFilter: FilterDef = { field: "warehouseCode", label: "inventory:common.warehouse", kind: "text", width: 130 };
const skuFilters = (withSeller: boolean) => keyFilters(withSeller).filter((f) => f.field !== "inventoryType");

export const receiveIssueColumns: ColumnDef<ReceiveIssueRow>[] = [
  ...keyColumns<ReceiveIssueRow>(),
  inventoryType<ReceiveIssueRow>(),
  n("opening"),
  n("inbound"),
  n("returns"),
  n("transfersIn", undefined, 110),
  n("adjustmentsIn", undefined, 120),
  n("totalIn"),
  n("salesOut"),
  n("b2bOut"),
  n("transfersOut", undefined, 110),
  n("adjustmentsOut", undefined, 120),
  n("totalOut"),
  n("closing"),
];
export const receiveIssueFilters = (withSeller: boolean): FilterDef[] => [
  { field: "period", label: c("period"), kind: "dateRange", dateValue: "date", autoApply: true },
  ...keyFilters(withSeller),
];

export const inWarehouseColumns: ColumnDef<InWarehouseRow>[] = [
  ...keyColumns<InWarehouseRow>(),
  inventoryType<InWarehouseRow>(),
  n("onHand", "inventory:buckets.onHand"),
  n("pendingPutaway", "inventory:buckets.pendingPutaway", 110),
  n("reserved", "inventory:buckets.reserved"),
  n("frozen", "inventory:buckets.frozen"),
  n("available", "inventory:buckets.available"),
  { key: "unitM3", title: c("unitM3"), kind: "number", width: 110 },
  n("onHandM3", undefined, 120),
  n("pendingM3", undefined, 130),
  { key: "oldestAgeDays", title: "inventory:balance.oldestAge", kind: "number", width: 110 },
];

export const trendColumns: ColumnDef<InWarehouseTrendRow>[] = [
  { key: "snapshotDate", title: c("date"), kind: "date", sortable: true, width: 110 },
  text("warehouseCode", "inventory:common.warehouse"),
  n("skus", undefined, 80, false),
  n("onHand", "inventory:buckets.onHand", 100, false),
  n("available", "inventory:buckets.available", 100, false),
  n("unsellable", undefined, 100, false),
  n("volumeM3", c("volume"), 110, false),
];
export const trendFilters: FilterDef[] = [
  { field: "snapshotDate", label: c("date"), kind: "dateRange", dateValue: "date", autoApply: true },
  warehouseFilter,
];

const etaTag = (eta: string | null) =>
  eta && eta < new Date().toISOString().slice(0, 10) ? <Typography.Text type="danger">{eta}</Typography.Text> : eta;
export const onOrderColumns: ColumnDef<OnOrderRow>[] = [
  ...keyColumns<OnOrderRow>(),
  n("units"),
  n("plans", undefined, 100, false),
  { key: "nextEta", title: c("nextEta"), sortable: true, width: 120, render: (r) => etaTag(r.nextEta) },
  { key: "lastEta", title: c("lastEta"), kind: "date", sortable: true, width: 120 },
  n("overdueUnits", c("overdue"), 110),
  docs("documentNos", c("inboundPlans")),
];

export const onOrderWeekColumns: ColumnDef<OnOrderWeekRow>[] = [
  { key: "week", title: c("week"), sortable: true, width: 120, render: (r) => r.week || "—" },
  text("warehouseCode", "inventory:common.warehouse"),
  n("plans", undefined, 100, false),
  n("skus", undefined, 80, false),
  n("units"),
];
export const weekFilters: FilterDef[] = [{ field: "week", label: c("week"), kind: "dateRange", dateValue: "date" }, warehouseFilter];

export const arrivalColumns: ColumnDef<ArrivalPlanRow>[] = [
  { key: "eta", title: c("eta"), sortable: true, width: 110, fixed: "left", render: (r) => etaTag(r.eta) ?? "—" },
  text("warehouseCode", "inventory:common.warehouse"),
  text("orgCode", "inventory:common.seller", 80),
  { key: "documentNo", title: c("inboundPlans"), sortable: true, width: 170, noWrap: true },
  n("skus", undefined, 80, false),
  n("units"),
  n("receivedUnits", c("received")),
];
export const arrivalFilters = (withSeller: boolean): FilterDef[] => [
  { field: "eta", label: c("eta"), kind: "dateRange", dateValue: "date" },
  warehouseFilter,
  { field: "documentNo", label: c("inboundPlans"), kind: "text", width: 150 },
  ...(withSeller ? [{ field: "orgCode", label: "inventory:common.seller", kind: "text" as const, width: 110 }] : []),
];

export const unDeliverColumns: ColumnDef<UnDeliverRow>[] = [
  ...keyColumns<UnDeliverRow>(),
  n("units", c("waiting")),
  n("orderUnits"),
  n("planUnits"),
  n("documents", undefined, 90, false),
  { key: "oldestAt", title: c("oldestAt"), kind: "datetime", sortable: true, width: 150 },
  {
    key: "oldestAgeDays",
    title: c("oldestWait"),
    sortable: true,
    width: 110,
    render: (r) => <Tag color={r.oldestAgeDays >= 7 ? "error" : r.oldestAgeDays >= 3 ? "warning" : "default"}>{r.oldestAgeDays}</Tag>,
  },
  docs("documentNos", c("documentNos")),
];

export const waitLabel = (key: number) => waitBuckets.find((b) => b.key === key)?.label[currentLocale()] ?? String(key);
export const waitColumns: ColumnDef<UnDeliverWaitRow>[] = [
  { key: "waitBucket", title: c("waitBucket"), sortable: true, width: 120, render: (r) => waitLabel(r.waitBucket) },
  text("warehouseCode", "inventory:common.warehouse"),
  n("documents"),
  n("skus", undefined, 80, false),
  n("units"),
];

const coverColor = (d: string | null) => (d === null ? undefined : Number(d) < 14 ? "danger" : Number(d) > 120 ? "warning" : undefined);
export const stockColumns: ColumnDef<InventoryAnalysisRow>[] = [
  ...keyColumns<InventoryAnalysisRow>(),
  n("onHand", "inventory:buckets.onHand"),
  n("available", "inventory:buckets.available"),
  n("inTransit", "inventory:buckets.inTransit"),
  n("out30"),
  n("avgDailyOut", undefined, 100, false),
  {
    key: "daysOfCover",
    title: c("daysOfCover"),
    sortable: true,
    width: 110,
    render: (r) => <Typography.Text type={coverColor(r.daysOfCover)}>{r.daysOfCover ?? "—"}</Typography.Text>,
  },
  { key: "oldestAgeDays", title: "inventory:balance.oldestAge", kind: "number", sortable: true, width: 110 },
  { key: "sellThrough", title: c("sellThrough"), sortable: true, width: 110, render: (r) => r.sellThrough ?? "—" },
];

export { skuFilters };
