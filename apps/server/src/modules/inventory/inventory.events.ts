import { defineEvent } from "../../platform/documents/events.js";
import type { Bucket } from "./domain/buckets.js";
import type { StockEventKind } from "./domain/operations.js";

/**
 * The ledger's events: billing's only input for stock work (receipts, putaways, shipments, return
 * receipts, adjustments, moves, daily snapshots), so each carries what a rate card needs: org,
 * warehouse, SKU, quantities, cartons, weight and volume with their units, spec business and order
 * types, document and line. Emitted in the posting's transaction (listeners) and to the outbox.
 */
export interface StockPostedLine {
  line: number | null;
  warehouseId: number;
  warehouseCode: string;
  productId: number;
  sku: string;
  inventoryType: number;
  operationType: number | null;
  bucket: Bucket;
  /** Signed units of the bucket. */
  quantity: number;
  cartons: number | null;
  unitWeight: { value: string; unit: string };
  /** |quantity| × unit weight, 3 decimals, in the product's weight unit. */
  weight: { value: string; unit: string };
  /** |quantity| × the product's box volume, cubic metres, 6 decimals. */
  volume: { value: string; unit: "m3" };
  reserveSource: number | null;
  transportSource: number | null;
}

export interface StockPosted {
  kind: StockEventKind;
  orgId: number;
  orderType: number | null;
  businessType: number | null;
  documentNo: string;
  postedAt: string;
  lines: StockPostedLine[];
}
export const stockPosted = defineEvent<StockPosted>("inventory.stockPosted");

export interface SnapshotTaken {
  orgId: number;
  warehouseId: number;
  warehouseCode: string;
  snapshotDate: string;
  /** The balances of the day: units by age bucket and cubic metres, what storage billing rates. */
  rows: {
    productId: number;
    sku: string;
    snapshotType: "CAN_SALE" | "NO_SALE";
    onHand: number;
    volume: { value: string; unit: "m3" };
    ages: Record<string, number>;
  }[];
}
export const snapshotTaken = defineEvent<SnapshotTaken>("inventory.snapshotTaken");
