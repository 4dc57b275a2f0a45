/** Descriptors of the stock lists: balances (inventory detail), movements, batches, reservations, snapshots. */
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { StockBalanceRow, StockBatchRow, StockMovementRow, StockReservationRow, StockSnapshotRow } from "@entrepot/contracts";
import { i18n } from "../../lib/i18n";
import type { ColumnDef, FilterDef } from "../../components/resource/types";

export const sku = <R extends { sku: string }>(): ColumnDef<R> => ({
  key: "sku" as Extract<keyof R, string>,
  title: "inventory:common.sku",
  sortable: true,
  width: 170,
  fixed: "left",
  render: (r) => <Typography.Text strong>{r.sku}</Typography.Text>,
});
const n = <R,>(key: Extract<keyof R, string>, title: string, width = 100, summary = true): ColumnDef<R> => ({
  key,
  title,
  kind: "number",
  sortable: true,
  width,
  summary,
});

/** The filters every stock list offers: seller (operators), warehouse, SKU, inventory type. */
export function keyFilters(withSeller: boolean): FilterDef[] {
  return [
    { field: "sku", label: "inventory:common.sku", kind: "text", width: 160 },
    { field: "warehouseCode", label: "inventory:common.warehouse", kind: "text", width: 130 },
    { field: "inventoryType", label: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", width: 120 },
    ...(withSeller ? [{ field: "orgCode", label: "inventory:common.seller", kind: "text" as const, width: 110 }] : []),
  ];
}

export const balanceColumns: ColumnDef<StockBalanceRow>[] = [
  sku<StockBalanceRow>(),
  { key: "orgCode", title: "inventory:common.seller", sortable: true, width: 80 },
  { key: "warehouseCode", title: "inventory:common.warehouse", sortable: true, width: 100 },
  { key: "productName", title: "inventory:common.product", ellipsis: true, width: 170 },
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  n("inTransit", "inventory:buckets.inTransit"),
  n("pendingPutaway", "inventory:buckets.pendingPutaway", 120),
  n("onHand", "inventory:buckets.onHand"),
  n("reserved", "inventory:buckets.reserved"),
  n("frozen", "inventory:buckets.frozen"),
  n("available", "inventory:buckets.available", 100),
  { key: "oldestAgeDays", title: "inventory:balance.oldestAge", kind: "number", width: 110 },
  { key: "updatedAt", title: "inventory:common.updatedAt", kind: "datetime", sortable: true, width: 150, hiddenByDefault: true },
];

const signed = (q: number) => <Typography.Text type={q < 0 ? "danger" : "success"}>{q > 0 ? `+${q}` : q}</Typography.Text>;

export const movementColumns: ColumnDef<StockMovementRow>[] = [
  { key: "createdAt", title: "inventory:common.createdAt", kind: "datetime", sortable: true, width: 150, fixed: "left" },
  sku<StockMovementRow>(),
  { key: "orgCode", title: "inventory:common.seller", sortable: true, width: 80 },
  { key: "warehouseCode", title: "inventory:common.warehouse", sortable: true, width: 100 },
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  {
    key: "operationType",
    title: "inventory:movement.operation",
    kind: "dict",
    dictType: "inventoryOperationTypes",
    sortable: true,
    width: 120,
  },
  { key: "bucket", title: "inventory:movement.bucket", width: 90, render: (r) => <Tag>{i18n.t(`inventory:buckets.${r.bucket}`)}</Tag> },
  { key: "quantity", title: "inventory:common.quantity", sortable: true, width: 80, render: (r) => signed(r.quantity) },
  { key: "balanceAfter", title: "inventory:movement.balanceAfter", kind: "number", width: 90 },
  { key: "batchNo", title: "inventory:movement.batch", sortable: true, width: 120, noWrap: true },
  { key: "orderType", title: "inventory:movement.orderType", kind: "dict", dictType: "orderTypes", sortable: true, width: 120 },
  {
    key: "businessType",
    title: "inventory:movement.businessType",
    kind: "dict",
    dictType: "businessTypes",
    width: 110,
    hiddenByDefault: true,
  },
  { key: "documentNo", title: "inventory:common.document", sortable: true, width: 170, noWrap: true },
  { key: "documentLine", title: "inventory:common.line", kind: "number", width: 60 },
  { key: "reason", title: "inventory:common.reason", ellipsis: true, width: 180 },
  { key: "username", title: "inventory:movement.user", width: 110 },
];

export const movementFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller),
  { field: "operationType", label: "inventory:movement.operation", kind: "dict", dictType: "inventoryOperationTypes", width: 140 },
  { field: "documentNo", label: "inventory:common.document", kind: "text", width: 150 },
  { field: "createdAt", label: "inventory:common.createdAt", kind: "dateRange", dateValue: "timestamp" },
];

export const batchColumns: ColumnDef<StockBatchRow>[] = [
  { key: "batchNo", title: "inventory:batch.batchNo", sortable: true, width: 120, fixed: "left", noWrap: true },
  sku<StockBatchRow>(),
  { key: "orgCode", title: "inventory:common.seller", sortable: true, width: 80 },
  { key: "warehouseCode", title: "inventory:common.warehouse", sortable: true, width: 100 },
  { key: "inventoryType", title: "inventory:common.inventoryType", kind: "dict", dictType: "inventoryTypes", sortable: true, width: 90 },
  { key: "batchType", title: "inventory:batch.batchType", kind: "dict", dictType: "batchListTypes", sortable: true, width: 110 },
  { key: "receivedAt", title: "inventory:batch.receivedAt", kind: "datetime", sortable: true, width: 150 },
  n("receivedQty", "inventory:batch.receivedQty"),
  n("remainingQty", "inventory:batch.remainingQty"),
  { key: "ageDays", title: "inventory:batch.ageDays", kind: "number", sortable: true, width: 90 },
  { key: "documentNo", title: "inventory:common.document", sortable: true, width: 170, noWrap: true },
];

const statusColor = { reserved: "processing", released: "default", consumed: "success" } as const;
export const reservationColumns: ColumnDef<StockReservationRow>[] = [
  sku<StockReservationRow>(),
  { key: "orgCode", title: "inventory:common.seller", sortable: true, width: 80 },
  { key: "warehouseCode", title: "inventory:common.warehouse", sortable: true, width: 100 },
  { key: "reserveSource", title: "inventory:reservation.source", kind: "dict", dictType: "reserveSources", sortable: true, width: 110 },
  { key: "orderType", title: "inventory:movement.orderType", kind: "dict", dictType: "orderTypes", sortable: true, width: 120 },
  { key: "documentNo", title: "inventory:common.document", sortable: true, width: 170, noWrap: true },
  { key: "documentLine", title: "inventory:common.line", kind: "number", width: 60 },
  n("quantity", "inventory:common.quantity"),
  {
    key: "status",
    title: "inventory:common.status",
    width: 90,
    render: (r) => <Tag color={statusColor[r.status]}>{i18n.t(`inventory:reservation.${r.status}`)}</Tag>,
  },
  { key: "createdAt", title: "inventory:common.createdAt", kind: "datetime", sortable: true, width: 150 },
];

export const reservationFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "reserveSource", label: "inventory:reservation.source", kind: "dict", dictType: "reserveSources", width: 120 },
  {
    field: "status",
    label: "inventory:common.status",
    kind: "select",
    options: (["reserved", "released", "consumed"] as const).map((s) => ({ value: s, label: `inventory:reservation.${s}` })),
    width: 110,
  },
  { field: "documentNo", label: "inventory:common.document", kind: "text", width: 150 },
];

export const snapshotColumns: ColumnDef<StockSnapshotRow>[] = [
  { key: "snapshotDate", title: "inventory:snapshot.date", kind: "date", sortable: true, width: 110, fixed: "left" },
  sku<StockSnapshotRow>(),
  { key: "orgCode", title: "inventory:common.seller", sortable: true, width: 80 },
  { key: "warehouseCode", title: "inventory:common.warehouse", sortable: true, width: 100 },
  { key: "snapshotType", title: "inventory:snapshot.type", kind: "dict", dictType: "snapshotTypes", width: 100 },
  n("onHand", "inventory:buckets.onHand"),
  n("available", "inventory:buckets.available"),
  n("age0to30", "inventory:snapshot.age0to30"),
  n("age31to60", "inventory:snapshot.age31to60"),
  n("age61to90", "inventory:snapshot.age61to90"),
  n("age91to180", "inventory:snapshot.age91to180", 100),
  n("age181to365", "inventory:snapshot.age181to365", 110),
  n("ageOver365", "inventory:snapshot.ageOver365", 110),
  { key: "volumeM3", title: "inventory:snapshot.volume", kind: "number", sortable: true, width: 110, summary: true },
];

export const snapshotFilters = (withSeller: boolean): FilterDef[] => [
  ...keyFilters(withSeller).filter((f) => f.field !== "inventoryType"),
  { field: "snapshotType", label: "inventory:snapshot.type", kind: "dict", dictType: "snapshotTypes", width: 120 },
  { field: "snapshotDate", label: "inventory:snapshot.date", kind: "dateRange", dateValue: "date" },
];

/** Shared with the reports (reports/descriptors.tsx). */
export { n as numberColumn, signed as signedQuantity, sku as skuColumn };
