import { eq } from "drizzle-orm";
import type { InboundPlanDetail, InboundReceiveBody, InboundStatus } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { CommandContext } from "../../platform/audit/command.js";
import { fieldError } from "../../platform/crud/index.js";
import type { Tx } from "../../platform/db/database.js";
import { type Applied, type ApplyContext, type DocumentTable, runTransition } from "../../platform/documents/transition.js";
import { businessRule } from "../../platform/http/errors.js";
import {
  addInTransit,
  cancelInTransit,
  postStock,
  putawayStock,
  receiveInTransit,
  type QtyLine,
  type TransitDoc,
} from "../inventory/index.js";
import { type InboundTransition, inboundPlanMachine } from "./domain/inbound-plan.machine.js";
import { getPlan } from "./plan.queries.js";
import { lockPlan } from "./plan.service.js";
import { inboundPlanLines, inboundPlans } from "./schema.js";
import { now } from "../../platform/clock.js";
import { markPlanned } from "./po/po.service.js";

/**
 * The plan's state changes, each one command through the transition runner (scope 404, state 409,
 * version, guards, audit row, event inbound.inboundPlan.<transition>), posting stock through the
 * inventory module in the same transaction: submit puts the lines in transit (transport source 20),
 * cancel takes them out, receive moves good units to pending putaway and damaged ones to pending
 * putaway of the unsellable balance, finishing the receipt closes what did not come, putaway puts it
 * all on the shelf (operation 10 purchase inbound: one batch per line and type, dated at the receipt).
 */

type Line = typeof inboundPlanLines.$inferSelect;
type Locked = typeof inboundPlans.$inferSelect & { lines: Line[]; lineCount: number; pendingPutaway: number };

async function lockWithLines(tx: Tx, actor: Actor, id: number): Promise<Locked> {
  const row = await lockPlan(tx, actor, id);
  const lines = await tx.select().from(inboundPlanLines).where(eq(inboundPlanLines.planId, id)).orderBy(inboundPlanLines.lineNo);
  const pendingPutaway = lines.reduce((n, l) => n + l.receivedGood + l.receivedDamaged - l.putawayQty, 0);
  return { ...row, lines, lineCount: lines.length, pendingPutaway };
}

const planDocument: DocumentTable<Locked, InboundStatus, InboundTransition> = {
  machine: inboundPlanMachine as never,
  table: inboundPlans,
  statusKey: "status",
  lock: lockWithLines,
};

/** spec orderTypes of the plan's stock postings: 5 inbound carton / 6 container; 10 / 9 through a transit warehouse. */
const orderTypeOf = (p: Locked) => {
  const container = p.transportMode === "sea_fcl" || p.transportMode === "rail_fcl";
  return p.transitType === 2 ? (container ? 9 : 10) : container ? 6 : 5;
};
const stockDoc = (p: Locked): TransitDoc => ({
  orgId: p.orgId,
  transportSource: 20,
  businessType: 2,
  orderType: orderTypeOf(p),
  documentNo: p.planNo,
});
const received = (l: Line) => l.receivedGood + l.receivedDamaged;

type Apply = (a: ApplyContext<Locked, InboundStatus>, ctx: CommandContext) => Promise<Applied<unknown> | void>;

async function transition(ctx: CommandContext, name: InboundTransition, input: { id: number; version: number }, apply?: Apply) {
  await runTransition(ctx, planDocument, name, input.id, {
    version: input.version,
    input,
    apply: apply && ((a) => apply(a, ctx)),
  });
  return getPlan(ctx.db, ctx.actor, input.id);
}

const setShelf = (tx: Tx, planId: number, value: number | null) =>
  tx.update(inboundPlanLines).set({ onShelfStatus: value, updatedAt: now() }).where(eq(inboundPlanLines.planId, planId));

export const submitPlan = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "submit", input, async ({ tx, row }) => {
    await addInTransit(
      tx,
      ctx,
      stockDoc(row),
      row.lines.map((l) => ({
        line: l.lineNo,
        productId: l.productId,
        warehouseId: row.warehouseId,
        quantity: l.expectedQty,
        eta: row.eta,
      })),
    );
    await setShelf(tx, row.id, 0);
    const poLines = await markPlanned(tx, row.id, 1);
    return {
      set: { submittedAt: now() },
      event: { lines: row.lineCount, units: row.lines.reduce((n, l) => n + l.expectedQty, 0), poLines },
    };
  });

export const cancelPlan = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "cancel", input, async ({ tx, row, from }) => {
    if (from === "submitted")
      await cancelInTransit(
        tx,
        ctx,
        stockDoc(row),
        row.lines.map((l) => ({ line: l.lineNo, productId: l.productId })),
      );
    // a submitted plan's PO units are unplanned again (a draft never planned them)
    const poLines = from === "submitted" ? await markPlanned(tx, row.id, -1) : [];
    await setShelf(tx, row.id, null);
    return { set: { cancelledAt: now() }, event: { poLines } };
  });

export const arrivePlan = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "arrive", input, async () => ({ set: { arrivedAt: now() } }));

/** Records good and damaged units per line (once or in parts); more or fewer than expected is allowed. */
export const receivePlan = (ctx: CommandContext, input: InboundReceiveBody): Promise<InboundPlanDetail> =>
  transition(ctx, "receive", input, async ({ tx, row }) => {
    const wanted = input.lines.map((r, i) => {
      const line = row.lines.find((l) => l.id === r.lineId);
      if (!line) throw fieldError(`body.lines.${i}.lineId`, "inbound.lineNotInPlan", { lineId: r.lineId, planNo: row.planNo });
      return { ...r, line };
    });
    const got = wanted.filter((w) => w.good + w.damaged > 0);
    if (got.length === 0) throw businessRule("inbound.emptyReceipt");
    const doc = stockDoc(row);
    // a line still in transit receives against it; one already closed (all came, or more) takes the extra units straight in
    const open = got.filter((w) => received(w.line) < w.line.expectedQty);
    const closed = got.filter((w) => received(w.line) >= w.line.expectedQty);
    if (open.length)
      await receiveInTransit(
        tx,
        ctx,
        doc,
        open.map((w) => ({ line: w.line.lineNo, productId: w.line.productId, good: w.good, damaged: w.damaged })),
      );
    if (closed.length)
      await postStock(tx, ctx, {
        document: doc,
        kind: "receipt",
        movements: closed.flatMap((w) => {
          const key = {
            orgId: row.orgId,
            warehouseId: row.warehouseId,
            productId: w.line.productId,
            line: w.line.lineNo,
            transportSource: 20,
          };
          return [
            ...(w.good > 0 ? [{ ...key, inventoryType: 0, bucket: "pendingPutaway" as const, quantity: w.good }] : []),
            ...(w.damaged > 0 ? [{ ...key, inventoryType: 1, bucket: "pendingPutaway" as const, quantity: w.damaged }] : []),
          ];
        }),
      });
    for (const w of got)
      await tx
        .update(inboundPlanLines)
        .set({
          receivedGood: w.line.receivedGood + w.good,
          receivedDamaged: w.line.receivedDamaged + w.damaged,
          onShelfStatus: 1,
          updatedAt: now(),
        })
        .where(eq(inboundPlanLines.id, w.line.id));
    return {
      set: row.receivingAt ? {} : { receivingAt: now() },
      event: { lines: got.map((w) => ({ line: w.line.lineNo, productId: w.line.productId, good: w.good, damaged: w.damaged })) },
    };
  });

/** Closes the receipt: whatever of a line did not come leaves in transit (a short receipt, reported as its difference). */
export const finishReceiving = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "finishReceiving", input, async ({ tx, row }) => {
    const short = row.lines.filter((l) => received(l) < l.expectedQty);
    if (short.length)
      await receiveInTransit(
        tx,
        ctx,
        stockDoc(row),
        short.map((l) => ({ line: l.lineNo, productId: l.productId, good: 0, damaged: 0, close: true })),
      );
    return { set: { receivedAt: now() }, event: { shortLines: short.map((l) => l.lineNo) } };
  });

/** Puts every unit waiting on the shelf: on hand (operation 10), one batch per line and inventory type, dated at the receipt. */
export const putawayPlan = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "putaway", input, async ({ tx, row }) => {
    if (row.pendingPutaway === 0) throw businessRule("inbound.nothingToPutAway");
    const key = { orgId: row.orgId, warehouseId: row.warehouseId };
    const lines: QtyLine[] = [];
    for (const l of row.lines) {
      // receipts end before putaway starts (state received), so what waits is all of each type not yet on the shelf
      const damagedLeft = Math.max(0, l.receivedDamaged - Math.max(0, l.putawayQty - l.receivedGood));
      const goodLeft = Math.max(0, l.receivedGood - Math.min(l.putawayQty, l.receivedGood));
      if (goodLeft > 0) lines.push({ ...key, productId: l.productId, inventoryType: 0, quantity: goodLeft, line: l.lineNo });
      if (damagedLeft > 0) lines.push({ ...key, productId: l.productId, inventoryType: 1, quantity: damagedLeft, line: l.lineNo });
    }
    await putawayStock(tx, ctx, { ...stockDoc(row), operationType: 10, receivedAt: row.receivingAt ?? undefined }, lines);
    for (const l of row.lines)
      await tx
        .update(inboundPlanLines)
        .set({ putawayQty: received(l), onShelfStatus: null, updatedAt: now() })
        .where(eq(inboundPlanLines.id, l.id));
    return { event: { units: row.pendingPutaway } };
  });

export const completePlan = (ctx: CommandContext, input: { id: number; version: number }): Promise<InboundPlanDetail> =>
  transition(ctx, "complete", input, async () => ({ set: { completedAt: now() } }));
