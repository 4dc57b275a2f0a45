import { asc, eq } from "drizzle-orm";
import { returnCodes, type ReturnPlanRow, type ReturnReceiveBody, type ReturnTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../platform/audit/command.js";
import { fieldError } from "../../platform/crud/fields.js";
import type { Tx } from "../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../platform/documents/transition.js";
import { businessRule } from "../../platform/http/errors.js";
import { addInTransit, cancelInTransit, receiveInTransit, receiveStock, type TransitDoc } from "../inventory/index.js";
import { returnPlanMachine } from "./domain/return-plan.machine.js";
import { planRow } from "./plan.queries.js";
import { openProcesses } from "./process.service.js";
import { checkReturnWarehouse } from "./plan.service.js";
import { returnPlanLines, returnPlans } from "./schema.js";
import { now } from "../../platform/clock.js";

type Plan = typeof returnPlans.$inferSelect;
type Line = typeof returnPlanLines.$inferSelect;
type State = Parameters<typeof returnPlanMachine.can>[0];

/**
 * The return plan's transitions, each one command through the platform's runner (scope 404, state 409,
 * version, audit row with the spec action code, event `returns.returnPlan.<transition>`). The stock work
 * runs in the same transaction through the ledger: submit puts the expected units in transit to the
 * warehouse (transport source 40), cancel takes them out, receive posts operation 20 (return receipt,
 * order type 3, business type 7): good units to the normal balance, damaged ones to the unsellable one,
 * each a new lot; finishing the receipt closes what did not come (an under-receipt, kept as a difference).
 */
const planDocument: DocumentTable<Plan, State, ReturnTransition> = {
  machine: returnPlanMachine,
  table: returnPlans,
  statusKey: "status",
};

const transitDoc = (plan: Plan): TransitDoc => ({
  orgId: plan.orgId,
  transportSource: returnCodes.transportSource,
  orderType: returnCodes.orderType,
  businessType: returnCodes.businessType,
  documentNo: plan.returnNo,
});

const linesOf = (tx: Tx, planId: number) =>
  tx.select().from(returnPlanLines).where(eq(returnPlanLines.planId, planId)).orderBy(asc(returnPlanLines.lineNo));
const received = (l: Line) => l.receivedGood + l.receivedDamaged;

type Body = { id: number; version: number };
type Applied = { set?: Record<string, unknown>; event?: Record<string, unknown> } | void;

async function run(ctx: CommandContext, transition: ReturnTransition, body: Body, apply?: (tx: Tx, plan: Plan) => Promise<Applied>) {
  const done = await runTransition(ctx, planDocument, transition, body.id, {
    version: body.version,
    input: body,
    apply: apply ? async ({ tx, row }) => (await apply(tx, row)) ?? {} : undefined,
  });
  return planRow(ctx.db, ctx.actor, done.after.id);
}

export const submitPlan = (ctx: CommandContext, body: Body): Promise<ReturnPlanRow> =>
  run(ctx, "submit", body, async (tx, plan) => {
    await checkReturnWarehouse(tx, plan);
    const lines = await linesOf(tx, plan.id);
    await addInTransit(
      tx,
      ctx,
      transitDoc(plan),
      lines.map((l) => ({
        line: l.lineNo,
        productId: l.productId,
        warehouseId: plan.warehouseId,
        quantity: l.expectedQty,
        eta: plan.expectedDate,
      })),
    );
    return { set: { submittedAt: now() }, event: { lines: lines.length, units: lines.reduce((n, l) => n + l.expectedQty, 0) } };
  });

export const cancelPlan = (ctx: CommandContext, body: Body): Promise<ReturnPlanRow> =>
  run(ctx, "cancel", body, async (tx, plan) => {
    if (plan.status === "submitted") {
      const lines = await linesOf(tx, plan.id);
      await cancelInTransit(
        tx,
        ctx,
        transitDoc(plan),
        lines.map((l) => ({ line: l.lineNo, productId: l.productId })),
      );
    }
    return { set: { cancelledAt: now() } };
  });

/**
 * Records good and damaged units per line (once or in parts; more or fewer than expected is allowed).
 * Units still expected receive against the line's in-transit claim; units beyond it (an over-receipt)
 * come straight in, the same operation 20. The event carries what billing rates per line.
 */
export const receivePlan = (ctx: CommandContext, body: ReturnReceiveBody): Promise<ReturnPlanRow> =>
  run(ctx, "receive", body, async (tx, plan) => {
    const lines = await linesOf(tx, plan.id);
    const seen = new Set<number>();
    const wanted = body.lines.map((r, i) => {
      const line = lines.find((l) => l.id === r.lineId);
      if (!line) throw fieldError(`body.lines.${i}.lineId`, "returns.lineNotInPlan", { lineId: r.lineId, returnNo: plan.returnNo });
      if (seen.has(r.lineId)) throw fieldError(`body.lines.${i}.lineId`, "returns.duplicateLine", { lineId: r.lineId });
      seen.add(r.lineId);
      return { ...r, line };
    });
    const got = wanted.filter((w) => w.good + w.damaged > 0);
    if (got.length === 0) throw businessRule("returns.emptyReceipt");
    const doc = { ...transitDoc(plan), operationType: returnCodes.operationType };
    const open = got.filter((w) => received(w.line) < w.line.expectedQty);
    const closed = got.filter((w) => received(w.line) >= w.line.expectedQty);
    if (open.length)
      await receiveInTransit(
        tx,
        ctx,
        doc,
        open.map((w) => ({ line: w.line.lineNo, productId: w.line.productId, good: w.good, damaged: w.damaged })),
      );
    if (closed.length) {
      const key = { orgId: plan.orgId, warehouseId: plan.warehouseId };
      await receiveStock(
        tx,
        ctx,
        doc,
        closed.flatMap((w) => [
          ...(w.good > 0 ? [{ ...key, productId: w.line.productId, inventoryType: 0, quantity: w.good, line: w.line.lineNo }] : []),
          ...(w.damaged > 0 ? [{ ...key, productId: w.line.productId, inventoryType: 1, quantity: w.damaged, line: w.line.lineNo }] : []),
        ]),
      );
    }
    for (const w of got)
      await tx
        .update(returnPlanLines)
        .set({ receivedGood: w.line.receivedGood + w.good, receivedDamaged: w.line.receivedDamaged + w.damaged, updatedAt: now() })
        .where(eq(returnPlanLines.id, w.line.id));
    await openProcesses(
      tx,
      plan,
      got.map((w) => ({ lineId: w.line.id, productId: w.line.productId, damaged: w.damaged })),
    );
    return {
      set: { ...(plan.receivingAt ? {} : { receivingAt: now() }), ...(body.notes ? { receiptNotes: body.notes } : {}) },
      event: {
        returnNo: plan.returnNo,
        warehouseId: plan.warehouseId,
        operationType: returnCodes.operationType,
        lines: got.map((w) => ({ line: w.line.lineNo, productId: w.line.productId, good: w.good, damaged: w.damaged })),
      },
    };
  });

/**
 * Posts an unplanned receipt's draft: its counted units are received at once (operation 20, a new lot per
 * line and condition: good to normal stock, damaged to unsellable, which opens their processing), and the
 * return is received. The event carries what billing rates, as a planned receipt's does.
 */
export const postReceipt = (ctx: CommandContext, body: Body): Promise<ReturnPlanRow> =>
  run(ctx, "post", body, async (tx, plan) => {
    const lines = await linesOf(tx, plan.id);
    const key = { orgId: plan.orgId, warehouseId: plan.warehouseId };
    await receiveStock(
      tx,
      ctx,
      { ...transitDoc(plan), operationType: returnCodes.operationType },
      lines.flatMap((l) => [
        ...(l.countedGood > 0 ? [{ ...key, productId: l.productId, inventoryType: 0, quantity: l.countedGood, line: l.lineNo }] : []),
        ...(l.countedDamaged > 0 ? [{ ...key, productId: l.productId, inventoryType: 1, quantity: l.countedDamaged, line: l.lineNo }] : []),
      ]),
    );
    for (const l of lines)
      await tx
        .update(returnPlanLines)
        .set({ receivedGood: l.countedGood, receivedDamaged: l.countedDamaged, updatedAt: now() })
        .where(eq(returnPlanLines.id, l.id));
    await openProcesses(
      tx,
      plan,
      lines.map((l) => ({ lineId: l.id, productId: l.productId, damaged: l.countedDamaged })),
    );
    const at = now();
    return {
      set: { receivingAt: at, receivedAt: at },
      event: {
        returnNo: plan.returnNo,
        warehouseId: plan.warehouseId,
        operationType: returnCodes.operationType,
        unplanned: true,
        lines: lines.map((l) => ({ line: l.lineNo, productId: l.productId, good: l.countedGood, damaged: l.countedDamaged })),
      },
    };
  });

/** Closes the receipt: whatever of a line did not come leaves in transit (a short receipt, reported as its difference). */
export const finishReceiving = (ctx: CommandContext, body: Body): Promise<ReturnPlanRow> =>
  run(ctx, "finishReceiving", body, async (tx, plan) => {
    const short = (await linesOf(tx, plan.id)).filter((l) => received(l) < l.expectedQty);
    if (short.length)
      await receiveInTransit(
        tx,
        ctx,
        transitDoc(plan),
        short.map((l) => ({ line: l.lineNo, productId: l.productId, good: 0, damaged: 0, close: true })),
      );
    return {
      set: { receivedAt: now() },
      event: { shortLines: short.map((l) => ({ line: l.lineNo, productId: l.productId, missing: l.expectedQty - received(l) })) },
    };
  });

export const completePlan = (ctx: CommandContext, body: Body): Promise<ReturnPlanRow> =>
  run(ctx, "complete", body, async () => ({ set: { completedAt: now() } }));
