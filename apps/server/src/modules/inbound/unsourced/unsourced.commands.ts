import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type UnsourcedAssignBody,
  type UnsourcedClaimBody,
  type UnsourcedConfirmBody,
  type UnsourcedReasonBody,
  type UnsourcedRow,
  type UnsourcedStatus,
  type UnsourcedTransition,
  type UnsourcedWithdrawBody,
  unsourcedClaimBody,
  unsourcedCodes,
} from "@entrepot/contracts";
import type { CommandContext } from "../../../platform/audit/command.js";
import type { Tx } from "../../../platform/db/database.js";
import { type Applied, type ApplyContext, type DocumentTable, runTransition } from "../../../platform/documents/transition.js";
import { notFound } from "../../../platform/http/errors.js";
import { products } from "../../catalog/index.js";
import { receiveStock } from "../../inventory/index.js";
import { unsourcedMachine } from "./domain/unsourced.machine.js";
import { unsourcedRow, unsourcedScope } from "./unsourced.queries.js";
import { unsourcedReceiptLines, unsourcedReceipts } from "./unsourced.schema.js";
import { checkClaimant, checkMatches, linesOf, lockReceipt, type Receipt, type ReceiptLine, suggestMatches } from "./unsourced.service.js";
import { now } from "../../../platform/clock.js";

/**
 * The receipt's state changes, each one command through the transition runner (scope 404, state 409,
 * version, guards, audit row, event inbound.unsourcedReceipt.<transition>). A confirmed claim or an
 * assignment posts the units to the seller's balances in the same transaction: operation 11, order type 19,
 * business type 11, good units normal and damaged ones unsellable, one new batch per line and type dated
 * at the parcel's arrival, so the goods' age counts from the day they reached the warehouse.
 */
const receiptDocument: DocumentTable<Receipt, UnsourcedStatus, UnsourcedTransition> = {
  machine: unsourcedMachine as never,
  table: unsourcedReceipts,
  statusKey: "status",
  lock: lockReceipt,
  // the event and the audit row are about the seller once one is named, else about the warehouse holding it
  orgOf: (row) => row.claimOrgId ?? row.orgId,
};

type Apply = (a: ApplyContext<Receipt, UnsourcedStatus>) => Promise<Applied<unknown> | void>;
const transition = async (ctx: CommandContext, name: UnsourcedTransition, body: { id: number; version?: number }, apply?: Apply) => {
  const done = await runTransition(ctx, receiptDocument, name, body.id, { version: body.version, input: body, apply });
  return done.after;
};

const setMatches = async (tx: Tx, lines: ReceiptLine[], matched: Map<number, number | null>) => {
  for (const l of lines)
    await tx
      .update(unsourcedReceiptLines)
      .set({ productId: matched.get(l.id) ?? null, updatedAt: now() })
      .where(eq(unsourcedReceiptLines.id, l.id));
};

/** Posts the receipt to `orgId`'s balances (operation 11) and answers the event's lines: what billing rates. */
async function post(tx: Tx, ctx: CommandContext, row: Receipt, orgId: number, lines: ReceiptLine[], matched: Map<number, number>) {
  await setMatches(tx, lines, matched);
  const key = { orgId, warehouseId: row.warehouseId };
  await receiveStock(
    tx,
    ctx,
    {
      operationType: unsourcedCodes.operationType,
      orderType: unsourcedCodes.orderType,
      businessType: unsourcedCodes.businessType,
      documentNo: row.receiptNo,
      receivedAt: row.receivedAt,
    },
    lines.flatMap((l) => {
      const productId = matched.get(l.id)!;
      return [
        ...(l.good > 0 ? [{ ...key, productId, inventoryType: 0, quantity: l.good, line: l.lineNo }] : []),
        ...(l.damaged > 0 ? [{ ...key, productId, inventoryType: 1, quantity: l.damaged, line: l.lineNo }] : []),
      ];
    }),
  );
  const skus = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [...new Set(matched.values())]));
  return {
    orgId,
    warehouseId: row.warehouseId,
    receiptNo: row.receiptNo,
    trackingNo: row.trackingNo,
    ...unsourcedCodes,
    lines: lines.map((l) => ({
      line: l.lineNo,
      code: l.code,
      productId: matched.get(l.id)!,
      sku: skus.find((s) => s.id === matched.get(l.id))?.sku ?? null,
      good: l.good,
      damaged: l.damaged,
    })),
  };
}

/**
 * A seller claims the unclaimed parcel(s) with this tracking number in the warehouses it uses (no such
 * parcel: 404). Lines it matched to its SKUs are kept; the others get the SKU whose code or barcode equals
 * the line's code, when there is one. The operator confirms or rejects the claim.
 */
export async function requestClaim(ctx: CommandContext, body: UnsourcedClaimBody): Promise<UnsourcedRow[]> {
  const input = unsourcedClaimBody.parse(body);
  const found = await ctx.db
    .select({ id: unsourcedReceipts.id })
    .from(unsourcedReceipts)
    .where(
      and(
        sql`upper(${unsourcedReceipts.trackingNo}) = ${input.trackingNo.toUpperCase()}`,
        eq(unsourcedReceipts.status, "received"),
        unsourcedScope(ctx.actor),
      ),
    )
    .orderBy(asc(unsourcedReceipts.id));
  if (found.length === 0) throw notFound("inbound.unsourcedByTracking");
  const orgId = ctx.actor.orgId;
  const out: UnsourcedRow[] = [];
  for (const { id } of found) {
    await transition(ctx, "requestClaim", { id }, async ({ tx, row }) => {
      const lines = await linesOf(tx, row.id);
      const mine = input.lines.filter((m) => lines.some((l) => l.id === m.lineId));
      const given = await checkMatches(tx, orgId, lines, mine, { complete: false, receiptNo: row.receiptNo });
      const suggested = await suggestMatches(tx, orgId, lines);
      const matched = new Map(lines.map((l) => [l.id, given.get(l.id) ?? suggested.find((s) => s.lineId === l.id)!.productId]));
      await setMatches(tx, lines, matched);
      return {
        set: { claimOrgId: orgId, claimRequestedAt: now(), reason: null, ...(input.remark ? { remark: input.remark } : {}) },
        event: { orgId, trackingNo: row.trackingNo, matchedLines: [...matched.values()].filter(Boolean).length, lines: lines.length },
      };
    });
    out.push(await unsourcedRow(ctx.db, ctx.actor, id));
  }
  return out;
}

/**
 * The claimant takes its claim back before the warehouse confirms it: the parcel is unclaimed again, its
 * matches cleared. Only the claiming seller: anyone else is answered as if the receipt were not there (404).
 */
export const withdrawClaim = async (ctx: CommandContext, body: UnsourcedWithdrawBody): Promise<UnsourcedRow> => {
  await transition(ctx, "withdraw", body, async ({ tx, row }) => {
    if (row.claimOrgId !== ctx.actor.orgId) throw notFound("inbound.unsourcedReceipt");
    await setMatches(tx, await linesOf(tx, row.id), new Map());
    return { set: { claimOrgId: null, claimRequestedAt: null }, audit: { orgId: row.claimOrgId }, event: { orgId: row.claimOrgId } };
  });
  return unsourcedRow(ctx.db, ctx.actor, body.id);
};

/** The operator turns a claim down: the parcel is unclaimed again, the reason kept (the claimant sees it in its history). */
export const rejectClaim = async (ctx: CommandContext, body: UnsourcedReasonBody): Promise<UnsourcedRow> => {
  await transition(ctx, "rejectClaim", body, async ({ tx, row }) => {
    const lines = await linesOf(tx, row.id);
    await setMatches(tx, lines, new Map());
    return {
      set: { claimOrgId: null, claimRequestedAt: null, reason: body.reason },
      audit: { orgId: row.claimOrgId },
      event: { orgId: row.claimOrgId, reason: body.reason },
    };
  });
  return unsourcedRow(ctx.db, ctx.actor, body.id);
};

/** The operator confirms a claim with every line matched to the claimant's SKUs: the stock posts to the claimant. */
export const confirmClaim = async (ctx: CommandContext, body: UnsourcedConfirmBody): Promise<UnsourcedRow> => {
  await transition(ctx, "confirmClaim", body, async ({ tx, row }) => {
    const lines = await linesOf(tx, row.id);
    const orgId = row.claimOrgId!;
    const matched = await checkMatches(tx, orgId, lines, body.lines, { complete: true, receiptNo: row.receiptNo });
    return { set: { claimedAt: now() }, event: await post(tx, ctx, row, orgId, lines, matched) };
  });
  return unsourcedRow(ctx.db, ctx.actor, body.id);
};

/** The operator gives an unclaimed parcel to a seller of the warehouse, every line matched: the stock posts to it. */
export const assignReceipt = async (ctx: CommandContext, body: UnsourcedAssignBody): Promise<UnsourcedRow> => {
  await transition(ctx, "assign", body, async ({ tx, row }) => {
    await checkClaimant(tx, ctx.actor, body.orgId, row.warehouseId);
    const lines = await linesOf(tx, row.id);
    const matched = await checkMatches(tx, body.orgId, lines, body.lines, { complete: true, receiptNo: row.receiptNo });
    return {
      set: { claimOrgId: body.orgId, claimedAt: now() },
      audit: { orgId: body.orgId },
      event: await post(tx, ctx, row, body.orgId, lines, matched),
    };
  });
  return unsourcedRow(ctx.db, ctx.actor, body.id);
};

/** Nobody claimed the parcel within the days allowed (the guard): the warehouse disposes of it, with the reason. */
export const disposeReceipt = async (ctx: CommandContext, body: UnsourcedReasonBody): Promise<UnsourcedRow> => {
  await transition(ctx, "dispose", body, async () => ({ set: { disposedAt: now(), reason: body.reason } }));
  return unsourcedRow(ctx.db, ctx.actor, body.id);
};
