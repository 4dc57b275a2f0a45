import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Tx } from "../../platform/db/database.js";
import { conflict } from "../../platform/http/errors.js";
import {
  keyOf,
  type PostingContext,
  type PostingResult,
  postStock,
  type StockDocument,
  type StockKey,
  type StockMovementInput,
} from "./ledger.service.js";
import { stockInTransit, stockReservations } from "./schema.js";
import { now } from "../../platform/clock.js";

/**
 * The documents' claims on stock, through the posting service: reservations (made when a document is
 * submitted, released when it is cancelled, consumed when it ships) and in-transit lines (added when an
 * inbound plan, return or allocation is submitted, received at the warehouse or cancelled). Each call
 * posts all its lines at once in the caller's transaction.
 */

export interface ClaimLine {
  /** The document's line number (0 when the document has one line per SKU and no numbers). */
  line: number;
  productId: number;
}
export interface ReserveLine extends StockKey, ClaimLine {
  quantity: number;
}
export interface ReservationDoc extends StockDocument {
  orgId: number;
  /** spec reserveSources: 10 sales order, 50 allocation out, 60 inventory change, 61 reservation, 70 destruction. */
  reserveSource: number;
}

/** Reserves each line's quantity of available stock (409 STOCK_INSUFFICIENT when it is not there). */
export async function reserveStock(tx: Tx, ctx: PostingContext, doc: ReservationDoc, lines: ReserveLine[]): Promise<PostingResult> {
  const result = await postStock(tx, ctx, {
    document: doc,
    movements: lines.map((l) => ({ ...l, orgId: doc.orgId, bucket: "reserved", quantity: l.quantity, reserveSource: doc.reserveSource })),
  });
  const inserted = await tx
    .insert(stockReservations)
    .values(
      lines.map((l) => ({
        orgId: doc.orgId,
        warehouseId: l.warehouseId,
        productId: l.productId,
        inventoryType: l.inventoryType,
        balanceId: balanceIdOf(result, { ...l, orgId: doc.orgId }),
        reserveSource: doc.reserveSource,
        orderType: doc.orderType ?? null,
        documentNo: doc.documentNo,
        documentLine: l.line,
        quantity: l.quantity,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stockReservations.id });
  // the caller's transaction rolls back with this, the posting included
  if (inserted.length < lines.length)
    throw conflict("inventory.alreadyReserved", { documentNo: doc.documentNo, line: lines.map((l) => l.line).join(", ") });
  return result;
}

/** The id of the balance a posting touched for `key` (claim rows point at it). */
const balanceIdOf = (result: PostingResult, key: StockKey): number => result.balances.find((b) => keyOf(b) === keyOf(key))!.id;

/**
 * The open claim rows (reservations or in-transit lines) of a document's lines, locked for the posting;
 * a line without one is a 409 naming it. Both tables share the claim columns read here.
 */
async function lockOpenClaims<T extends typeof stockReservations | typeof stockInTransit>(
  tx: Tx,
  table: T,
  open: { source: SQL; status: string; missing: string },
  doc: { orgId: number; documentNo: string },
  lines: ClaimLine[],
): Promise<T["$inferSelect"][]> {
  const rows = (await tx
    .select()
    .from(table as typeof stockReservations)
    .where(
      and(
        eq(table.orgId, doc.orgId),
        open.source,
        eq(table.documentNo, doc.documentNo),
        eq(table.status, open.status),
        inArray(
          table.documentLine,
          lines.map((l) => l.line),
        ),
      ),
    )
    .for("update")) as T["$inferSelect"][];
  return lines.map((l) => {
    const r = rows.find((x) => x.documentLine === l.line && x.productId === l.productId);
    if (!r) throw conflict(open.missing, { documentNo: doc.documentNo, line: l.line });
    return r;
  });
}

const openReservations = (tx: Tx, doc: ReservationDoc, lines: ClaimLine[]) =>
  lockOpenClaims(
    tx,
    stockReservations,
    { source: eq(stockReservations.reserveSource, doc.reserveSource), status: "reserved", missing: "inventory.notReserved" },
    doc,
    lines,
  );

/** Releases the open reservations of these lines (a cancelled document). */
export async function releaseStock(tx: Tx, ctx: PostingContext, doc: ReservationDoc, lines: ClaimLine[]): Promise<PostingResult> {
  const rows = await openReservations(tx, doc, lines);
  const result = await postStock(tx, ctx, {
    document: doc,
    movements: rows.map((r) => ({
      ...keyOfRow(r),
      line: r.documentLine,
      bucket: "reserved",
      quantity: -r.quantity,
      reserveSource: r.reserveSource,
    })),
  });
  await tx
    .update(stockReservations)
    .set({ status: "released", updatedAt: now() })
    .where(
      inArray(
        stockReservations.id,
        rows.map((r) => r.id),
      ),
    );
  return result;
}

/** Ships the reserved lines: on hand goes out (operation 100 sales out by default) and the reservation is consumed. */
export async function consumeReservation(
  tx: Tx,
  ctx: PostingContext,
  doc: ReservationDoc & { operationType?: number },
  lines: (ClaimLine & { cartons?: number })[],
): Promise<PostingResult> {
  const rows = await openReservations(tx, doc, lines);
  const operationType = doc.operationType ?? 100;
  const movements: StockMovementInput[] = rows.flatMap((r, i) => [
    {
      ...keyOfRow(r),
      line: r.documentLine,
      bucket: "reserved" as const,
      quantity: -r.quantity,
      reserveSource: r.reserveSource,
      operationType,
    },
    {
      ...keyOfRow(r),
      line: r.documentLine,
      bucket: "onHand" as const,
      quantity: -r.quantity,
      operationType,
      cartons: lines[i]!.cartons ?? null,
    },
  ]);
  const result = await postStock(tx, ctx, { document: doc, movements });
  await tx
    .update(stockReservations)
    .set({ status: "consumed", updatedAt: now() })
    .where(
      inArray(
        stockReservations.id,
        rows.map((r) => r.id),
      ),
    );
  return result;
}

const keyOfRow = (r: StockKey) => ({ orgId: r.orgId, warehouseId: r.warehouseId, productId: r.productId, inventoryType: r.inventoryType });

// ---- in transit ----

export interface TransitDoc extends StockDocument {
  orgId: number;
  /** spec transportSources: 20 purchase inbound, 40 return, 80 allocation inbound. */
  transportSource: number;
}
export interface TransitLine extends ClaimLine {
  warehouseId: number;
  quantity: number;
  eta?: string | null;
}

/** Puts the lines in transit to their warehouse (a submitted inbound plan, return or allocation). */
export async function addInTransit(tx: Tx, ctx: PostingContext, doc: TransitDoc, lines: TransitLine[]): Promise<PostingResult> {
  const result = await postStock(tx, ctx, {
    document: doc,
    movements: lines.map((l) => ({
      orgId: doc.orgId,
      warehouseId: l.warehouseId,
      productId: l.productId,
      inventoryType: 0,
      line: l.line,
      bucket: "inTransit",
      quantity: l.quantity,
      transportSource: doc.transportSource,
    })),
  });
  const inserted = await tx
    .insert(stockInTransit)
    .values(
      lines.map((l) => ({
        orgId: doc.orgId,
        warehouseId: l.warehouseId,
        productId: l.productId,
        inventoryType: 0,
        balanceId: balanceIdOf(result, { orgId: doc.orgId, warehouseId: l.warehouseId, productId: l.productId, inventoryType: 0 }),
        transportSource: doc.transportSource,
        orderType: doc.orderType ?? null,
        documentNo: doc.documentNo,
        documentLine: l.line,
        quantity: l.quantity,
        eta: l.eta ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stockInTransit.id });
  if (inserted.length < lines.length)
    throw conflict("inventory.alreadyInTransit", { documentNo: doc.documentNo, line: lines.map((l) => l.line).join(", ") });
  return result;
}

const openTransit = (tx: Tx, doc: TransitDoc, lines: ClaimLine[]) =>
  lockOpenClaims(
    tx,
    stockInTransit,
    { source: eq(stockInTransit.transportSource, doc.transportSource), status: "in_transit", missing: "inventory.notInTransit" },
    doc,
    lines,
  );

export interface ArrivalLine extends ClaimLine {
  /** Good units received: to pending putaway (or on hand with the document's `operationType`). */
  good: number;
  /** Damaged units received: to the unsellable balance (type 1). */
  damaged?: number;
  /** Close the line even when fewer units came than expected (an under-receipt). Default: close when all came. */
  close?: boolean;
  cartons?: number;
}

/**
 * Receives in-transit lines: the expected units leave in transit (all of the line's outstanding units
 * when it closes), the good ones go to pending putaway and the damaged ones to pending putaway of the
 * unsellable balance. Over-receipts are allowed (the difference shows on the document). With
 * `doc.operationType` the units go straight on hand instead (a return receipt, operation 20: a new lot
 * per line and inventory type, no putaway step), and the event takes that operation's billing kind.
 */
export async function receiveInTransit(
  tx: Tx,
  ctx: PostingContext,
  doc: TransitDoc & { operationType?: number },
  lines: ArrivalLine[],
): Promise<PostingResult> {
  const arrival = doc.operationType
    ? { bucket: "onHand" as const, operationType: doc.operationType }
    : { bucket: "pendingPutaway" as const, operationType: undefined };
  const rows = await openTransit(tx, doc, lines);
  const movements: StockMovementInput[] = [];
  const updates: { id: number; receivedQty: number; closed: boolean }[] = [];
  rows.forEach((r, i) => {
    const l = lines[i]!;
    const got = l.good + (l.damaged ?? 0);
    const outstanding = r.quantity - r.receivedQty;
    const closed = l.close === true || got >= outstanding;
    const leave = closed ? outstanding : got;
    const base = {
      orgId: r.orgId,
      warehouseId: r.warehouseId,
      productId: r.productId,
      line: r.documentLine,
      transportSource: r.transportSource,
      cartons: l.cartons ?? null,
    };
    if (leave > 0) movements.push({ ...base, inventoryType: 0, bucket: "inTransit", quantity: -leave });
    if (l.good > 0) movements.push({ ...base, ...arrival, inventoryType: 0, quantity: l.good });
    if ((l.damaged ?? 0) > 0) movements.push({ ...base, ...arrival, inventoryType: 1, quantity: l.damaged! });
    updates.push({ id: r.id, receivedQty: r.receivedQty + got, closed });
  });
  const result = await postStock(tx, ctx, { document: doc, movements, kind: doc.operationType ? undefined : "receipt" });
  for (const u of updates)
    await tx
      .update(stockInTransit)
      .set({ receivedQty: u.receivedQty, status: u.closed ? "received" : "in_transit", updatedAt: now() })
      .where(eq(stockInTransit.id, u.id));
  return result;
}

/** Cancels what is still in transit on these lines (a plan cancelled before arrival). */
export async function cancelInTransit(tx: Tx, ctx: PostingContext, doc: TransitDoc, lines: ClaimLine[]): Promise<PostingResult> {
  const rows = await openTransit(tx, doc, lines);
  const movements: StockMovementInput[] = rows
    .filter((r) => r.quantity > r.receivedQty)
    .map((r) => ({
      orgId: r.orgId,
      warehouseId: r.warehouseId,
      productId: r.productId,
      inventoryType: 0,
      line: r.documentLine,
      bucket: "inTransit",
      quantity: -(r.quantity - r.receivedQty),
      transportSource: r.transportSource,
    }));
  const result = await postStock(tx, ctx, { document: doc, movements });
  await tx
    .update(stockInTransit)
    .set({ status: "cancelled", updatedAt: now() })
    .where(
      inArray(
        stockInTransit.id,
        rows.map((r) => r.id),
      ),
    );
  return result;
}
