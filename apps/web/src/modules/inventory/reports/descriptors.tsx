/** Columns and filters of the inventory reports (one definition each: the seller's report and the operator's copy share it). */
import { Link } from "react-router";
import Tag from "antd/es/tag";
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
  filterKey,
  type ReserveReportRow,
  type TransportReportRow,
  outboundStatuses,
  outboundStatusLabels,
  type WfsArrivalRow,
} from "@entrepot/contracts";
import { DictTag } from "../../../components/DictTag";
import type { ColumnDef, FilterDef } from "../../../components/resource/types";
import { currentLocale, i18n } from "../../../lib/i18n";
import { keyFilters, numberColumn as n, signedQuantity as signed, skuColumn as sku, snapshotColumns } from "../descriptors";

const owner = <R,>(): ColumnDef<R> => ({
  key: "orgCode" as Extract<keyof R, string>,
  title: "inventory:common.seller",
  sortable: true,
  width: 80,
});
const warehouse = <R,>(): ColumnDef<R> => ({
  key: "warehouseCode" as Extract<keyof R, string>,
  title: "inventory:common.warehouse",
  sortable: true,
  width: 100,
});
const product = <R,>(): ColumnDef<R> => ({
  key: "productName" as Extract<keyof R, string>,
  title: "inventory:common.product",
  ellipsis: true,
  width: 160,
  hiddenByDefault: true,
});
const ageColumns = <R,>(): ColumnDef<R>[] =>
  ageBucketKeys.map((k) =>
    n<R>(k as Extract<keyof R, string>, `inventory:snapshot.${k}`, k === "age0to30" || k === "age31to60" ? 90 : 110),
  );

export const ageColumnsOf: ColumnDef<AgeReportRow>[] = [
  sku<AgeReportRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  n("onHand", "inventory:buckets.onHand"),
  ...ageColumns<AgeReportRow>(),
  { key: "oldestAgeDays", title: "invreports:age.oldest", kind: "number", sortable: true, width: 110 },
  { key: "volumeM3", title: "inventory:snapshot.volume", kind: "number", sortable: true, width: 110, summary: true },
];
export const ageFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller),
  { field: "ageOver365", label: "inventory:snapshot.ageOver365", kind: "number", op: "GT", width: 110 },
];

/** The age snapshot shows one chosen day: the day is the screen's own control, not a list filter. */
export const ageSnapshotColumns = snapshotColumns.filter((c) => c.key !== "snapshotDate" && c.key !== "available");
export const ageSnapshotFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "snapshotType", label: "inventory:snapshot.type", kind: "dict", dictType: "snapshotTypes", width: 120 },
];

/** The reservations behind a row: the reservation list filtered on its SKU, warehouse and source. */
const reservationsOf = (r: ReserveReportRow) =>
  `/inventory/inventoryReservation?${new URLSearchParams({
    [filterKey("EQ", "productId")]: String(r.productId),
    [filterKey("EQ", "warehouseId")]: String(r.warehouseId),
    [filterKey("LIKE", "sku")]: r.sku,
    [filterKey("EQ", "reserveSource")]: String(r.reserveSource),
    [filterKey("EQ", "status")]: "reserved",
  }).toString()}`;

export const reserveColumns: ColumnDef<ReserveReportRow>[] = [
  sku<ReserveReportRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "reserveSource", title: "inventory:reservation.source", kind: "dict", dictType: "reserveSources", sortable: true, width: 110 },
  n("documents", "invreports:reserve.documents", 90, false),
  n("lines", "invreports:reserve.lines", 80),
  {
    key: "quantity",
    title: "invreports:reserve.quantity",
    sortable: true,
    width: 100,
    summary: true,
    render: (r) => (
      <Link to={reservationsOf(r)} data-testid={`reserve-link-${r.id}`}>
        {r.quantity}
      </Link>
    ),
  },
  { key: "firstReservedAt", title: "invreports:reserve.first", kind: "datetime", sortable: true, width: 150 },
  { key: "lastReservedAt", title: "invreports:reserve.last", kind: "datetime", sortable: true, width: 150, hiddenByDefault: true },
];
export const reserveFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "reserveSource", label: "inventory:reservation.source", kind: "dict", dictType: "reserveSources", width: 120 },
  { field: "firstReservedAt", label: "invreports:reserve.first", kind: "dateRange", dateValue: "timestamp" },
];

export const transportColumns: ColumnDef<TransportReportRow>[] = [
  { key: "documentNo", title: "inventory:common.document", sortable: true, width: 160, fixed: "left", noWrap: true },
  sku<TransportReportRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "transportSource", title: "invreports:transport.source", kind: "dict", dictType: "transportSources", sortable: true, width: 110 },
  { key: "orderType", title: "inventory:movement.orderType", kind: "dict", dictType: "orderTypes", sortable: true, width: 120 },
  n("quantity", "invreports:transport.sent", 90),
  n("receivedQty", "invreports:transport.received", 90),
  n("outstanding", "invreports:transport.outstanding", 90),
  { key: "eta", title: "invreports:transport.eta", kind: "date", sortable: true, width: 110 },
  { key: "createdAt", title: "invreports:transport.sentAt", kind: "datetime", sortable: true, width: 150, hiddenByDefault: true },
];
export const transportFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "transportSource", label: "invreports:transport.source", kind: "dict", dictType: "transportSources", width: 120 },
  { field: "documentNo", label: "inventory:common.document", kind: "text", width: 150 },
  { field: "eta", label: "invreports:transport.eta", kind: "dateRange", dateValue: "date" },
];

export const differenceColumns: ColumnDef<DifferenceReportRow>[] = [
  { key: "documentNo", title: "inventory:common.document", sortable: true, width: 160, fixed: "left", noWrap: true },
  { key: "documentLine", title: "inventory:common.line", kind: "number", width: 60 },
  sku<DifferenceReportRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "transportSource", title: "invreports:difference.source", kind: "dict", dictType: "transportSources", sortable: true, width: 110 },
  n("expected", "invreports:difference.expected", 90),
  n("received", "invreports:difference.received", 90),
  n("good", "invreports:difference.good", 80, true),
  n("damaged", "invreports:difference.damaged", 80),
  {
    key: "difference",
    title: "invreports:difference.difference",
    sortable: true,
    width: 90,
    summary: true,
    render: (r) => signed(r.difference),
  },
  { key: "closedAt", title: "invreports:difference.closedAt", kind: "datetime", sortable: true, width: 150 },
];
export const differenceFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "transportSource", label: "invreports:difference.source", kind: "dict", dictType: "transportSources", width: 120 },
  { field: "documentNo", label: "inventory:common.document", kind: "text", width: 150 },
  {
    field: "difference",
    label: "invreports:difference.only",
    kind: "select",
    op: "NE",
    options: [{ value: "0", label: "invreports:difference.onlyYes" }],
    width: 130,
  },
  { field: "closedAt", label: "invreports:difference.closedAt", kind: "dateRange", dateValue: "timestamp" },
];

/** The period's movements: one tag per operation type with its signed units. */
const movementTags = (r: ComparisonReportRow) => (
  <span data-testid={`movements-${r.id}`}>
    {Object.entries(r.movements)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([op, q]) => (
        <span key={op} style={{ whiteSpace: "nowrap", marginRight: 6 }}>
          <DictTag type="inventoryOperationTypes" value={op} /> {signed(q)}
        </span>
      ))}
  </span>
);

export const comparisonColumns: ColumnDef<ComparisonReportRow>[] = [
  sku<ComparisonReportRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  n("startOnHand", "invreports:comparison.start", 100),
  n("endOnHand", "invreports:comparison.end", 100),
  { key: "change", title: "invreports:comparison.change", sortable: true, width: 90, summary: true, render: (r) => signed(r.change) },
  { key: "startAvailable", title: "invreports:comparison.startAvailable", kind: "number", width: 100, hiddenByDefault: true },
  { key: "endAvailable", title: "invreports:comparison.endAvailable", kind: "number", width: 100, hiddenByDefault: true },
  { key: "movements", title: "invreports:comparison.movements", width: 300, render: movementTags },
  n("moved", "invreports:comparison.moved", 100),
  { key: "unexplained", title: "invreports:comparison.unexplained", kind: "number", width: 100, hiddenByDefault: true },
];
export const comparisonFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller),
  {
    field: "change",
    label: "invreports:comparison.onlyChanged",
    kind: "select",
    op: "NE",
    options: [{ value: "0", label: "invreports:comparison.changed" }],
    width: 130,
  },
];

export const centralColumns: ColumnDef<CentralWarehouseRow>[] = [
  sku<CentralWarehouseRow>(),
  owner(),
  product(),
  n("warehouses", "invreports:central.warehouses", 90),
  n("onHand", "inventory:buckets.onHand"),
  n("available", "inventory:buckets.available"),
  n("reserved", "inventory:buckets.reserved"),
  n("frozen", "inventory:buckets.frozen"),
  n("pendingPutaway", "inventory:buckets.pendingPutaway"),
  n("inTransit", "inventory:buckets.inTransit"),
  n("unsellable", "invreports:central.unsellable", 100),
];
/** Summed over the warehouses, so there is no warehouse or inventory type to filter on. */
export const centralFilters = (withSeller: boolean): FilterDef[] =>
  keyFilters(withSeller).filter((f) => f.field !== "warehouseCode" && f.field !== "inventoryType");

export const channelStockColumns: ColumnDef<ChannelStockRow>[] = [
  { key: "listingSku", title: "invreports:channel.listingSku", sortable: true, width: 170, fixed: "left", noWrap: true },
  owner(),
  { key: "storeAccount", title: "invreports:channel.storeAccount", sortable: true, width: 150 },
  { key: "channel", title: "invreports:channel.channel", sortable: true, width: 90 },
  { key: "asin", title: "ASIN", width: 120, hiddenByDefault: true },
  sku<ChannelStockRow>(),
  product(),
  { key: "packQuantity", title: "invreports:channel.pack", kind: "number", width: 80 },
  { key: "warehouseCode", title: "invreports:channel.pinned", width: 110 },
  n("onHand", "inventory:buckets.onHand"),
  n("available", "inventory:buckets.available"),
  n("inTransit", "inventory:buckets.inTransit"),
  n("listingAvailable", "invreports:channel.listingAvailable", 110),
];
export const channelStockFilters = (withSeller: boolean): FilterDef[] => [
  { field: "listingSku", label: "invreports:channel.listingSku", kind: "text", width: 160 },
  { field: "sku", label: "inventory:common.sku", kind: "text", width: 160 },
  { field: "storeAccount", label: "invreports:channel.storeAccount", kind: "text", width: 150 },
  { field: "channel", label: "invreports:channel.channel", kind: "text", width: 110 },
  ...(withSeller ? [{ field: "orgCode", label: "inventory:common.seller", kind: "text" as const, width: 110 }] : []),
];

export const codeMapColumns: ColumnDef<CodeMapRow>[] = [
  { key: "code", title: "invreports:codeMap.code", sortable: true, width: 150, fixed: "left", noWrap: true },
  sku<CodeMapRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "active", title: "invreports:codeMap.active", kind: "bool", width: 80 },
  n("onHand", "inventory:buckets.onHand"),
  n("available", "inventory:buckets.available"),
  n("inTransit", "inventory:buckets.inTransit"),
];
export const codeMapFilters = (withSeller: boolean): FilterDef[] => [
  { field: "code", label: "invreports:codeMap.code", kind: "text", width: 150 },
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
];

const measures = (r: LastMileRow) =>
  r.length && r.width && r.height ? `${Number(r.length)} × ${Number(r.width)} × ${Number(r.height)} ${r.lengthUnit ?? ""}` : null;

export const lastMileColumns: ColumnDef<LastMileRow>[] = [
  { key: "shippedAt", title: "invreports:lastMile.shippedAt", kind: "datetime", sortable: true, width: 150, fixed: "left" },
  { key: "orderNo", title: "invreports:lastMile.order", sortable: true, width: 160, noWrap: true },
  sku<LastMileRow>(),
  owner(),
  warehouse(),
  {
    key: "carrierServiceCode",
    title: "invreports:lastMile.service",
    sortable: true,
    width: 130,
    render: (r) => <span title={r.carrierServiceName}>{r.carrierServiceCode}</span>,
  },
  { key: "trackingNo", title: "invreports:lastMile.tracking", sortable: true, width: 160, noWrap: true },
  n("quantity", "inventory:common.quantity", 80),
  {
    key: "weight",
    title: "invreports:lastMile.weight",
    width: 100,
    render: (r) => (r.weight ? `${Number(r.weight)} ${r.weightUnit ?? ""}` : null),
  },
  { key: "length", title: "invreports:lastMile.dimensions", width: 140, render: measures },
  { key: "country", title: "invreports:lastMile.country", sortable: true, width: 70 },
  { key: "feeStatus", title: "invreports:lastMile.fee", width: 130, render: () => <Tag>{i18n.t("invreports:lastMile.waiting")}</Tag> },
];
export const lastMileFilters = (withSeller: boolean): FilterDef[] => [
  { field: "sku", label: "inventory:common.sku", kind: "text", width: 160 },
  { field: "warehouseCode", label: "inventory:common.warehouse", kind: "text", width: 130 },
  { field: "orderNo", label: "invreports:lastMile.order", kind: "text", width: 150 },
  { field: "carrierServiceCode", label: "invreports:lastMile.service", kind: "text", width: 130 },
  ...(withSeller ? [{ field: "orgCode", label: "inventory:common.seller", kind: "text" as const, width: 110 }] : []),
  { field: "shippedAt", label: "invreports:lastMile.shippedAt", kind: "dateRange", dateValue: "timestamp" },
];

const statusColour = { done: "success", partial: "warning" } as const;
export const taskColumns: ColumnDef<TaskReportRow>[] = [
  { key: "day", title: "inventory:snapshot.date", kind: "date", sortable: true, width: 120, fixed: "left" },
  {
    key: "status",
    title: "inventory:common.status",
    sortable: true,
    width: 100,
    render: (r) => <Tag color={statusColour[r.status]}>{i18n.t(`invreports:task.${r.status}`)}</Tag>,
  },
  {
    key: "warehouses",
    title: "invreports:task.warehouses",
    sortable: true,
    width: 120,
    render: (r) => `${r.warehouses} / ${r.expectedWarehouses}`,
  },
  { key: "balances", title: "invreports:task.balances", kind: "number", width: 100 },
  { key: "batches", title: "invreports:task.batches", kind: "number", width: 100 },
  { key: "durationMs", title: "invreports:task.duration", kind: "number", sortable: true, width: 110 },
  { key: "startedAt", title: "invreports:task.startedAt", kind: "datetime", width: 160 },
  { key: "finishedAt", title: "invreports:task.finishedAt", kind: "datetime", width: 160 },
];
export const taskFilters = (): FilterDef[] => [
  { field: "day", label: "inventory:snapshot.date", kind: "dateRange", dateValue: "date" },
  {
    field: "status",
    label: "inventory:common.status",
    kind: "select",
    options: (["done", "partial"] as const).map((s) => ({ value: s, label: `invreports:task.${s}` })),
    width: 120,
  },
];

export const batchSnapshotColumns: ColumnDef<BatchSnapshotRow>[] = [
  { key: "snapshotDate", title: "inventory:snapshot.date", kind: "date", sortable: true, width: 110, fixed: "left" },
  { key: "batchNo", title: "inventory:batch.batchNo", sortable: true, width: 120, noWrap: true },
  sku<BatchSnapshotRow>(),
  owner(),
  warehouse(),
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  { key: "batchType", title: "inventory:batch.batchType", kind: "dict", dictType: "batchListTypes", sortable: true, width: 110 },
  { key: "receivedAt", title: "inventory:batch.receivedAt", kind: "datetime", sortable: true, width: 150 },
  n("remainingQty", "inventory:batch.remainingQty"),
  { key: "ageDays", title: "inventory:batch.ageDays", kind: "number", sortable: true, width: 90 },
];
export const batchSnapshotFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller),
  { field: "batchNo", label: "inventory:batch.batchNo", kind: "text", width: 130 },
  { field: "snapshotDate", label: "inventory:snapshot.date", kind: "dateRange", dateValue: "date" },
];

const statusTag = (r: WfsArrivalRow) => {
  const l = outboundStatusLabels[r.status];
  return <Tag color={l.color}>{l[currentLocale()]}</Tag>;
};
export const wfsColumns: ColumnDef<WfsArrivalRow>[] = [
  { key: "planNo", title: "invreports:wfs.plan", sortable: true, width: 160, fixed: "left", noWrap: true },
  { key: "status", title: "invreports:wfs.status", sortable: true, width: 90, render: statusTag },
  sku<WfsArrivalRow>(),
  owner(),
  warehouse(),
  product(),
  { key: "destinationCode", title: "invreports:wfs.centre", sortable: true, width: 100, noWrap: true },
  { key: "referenceId", title: "invreports:wfs.reference", width: 150, noWrap: true },
  n("quantity", "invreports:wfs.planned", 90),
  n("shippedQty", "invreports:wfs.shipped", 90),
  n("toShip", "invreports:wfs.toShip", 90),
  { key: "shipBy", title: "invreports:wfs.shipBy", kind: "date", sortable: true, width: 120, noWrap: true },
  { key: "shippedAt", title: "invreports:wfs.shippedAt", kind: "datetime", sortable: true, width: 160, noWrap: true },
  { key: "carrier", title: "invreports:wfs.carrier", width: 100, hiddenByDefault: true },
  { key: "trackingNo", title: "invreports:wfs.tracking", width: 160, noWrap: true },
];
export const wfsFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "planNo", label: "invreports:wfs.plan", kind: "text", width: 150 },
  { field: "destinationCode", label: "invreports:wfs.centre", kind: "text", width: 110 },
  {
    field: "status",
    label: "invreports:wfs.status",
    kind: "select",
    options: outboundStatuses
      .filter((st) => st !== "draft" && st !== "cancelled")
      .map((st) => ({ value: st, label: outboundStatusLabels[st][currentLocale()] })),
    width: 120,
  },
  { field: "shipBy", label: "invreports:wfs.shipBy", kind: "dateRange", dateValue: "date" },
];
