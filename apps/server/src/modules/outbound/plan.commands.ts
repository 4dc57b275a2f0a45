import { eq, sql } from "drizzle-orm";
import { outboundCodes, type OutboundPackageInput, type OutboundPlanRow, type OutboundTransition } from "@entrepot/contracts";
import type { CommandContext } from "../../platform/audit/command.js";
import type { Tx } from "../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../platform/documents/transition.js";
import { businessRule } from "../../platform/http/errors.js";
import { consumeReservation, releaseStock, reserveStock, type ReservationDoc } from "../inventory/index.js";
import { outboundPlanMachine } from "./domain/outbound-plan.machine.js";
import { linesOf, planRow } from "./plan.queries.js";
import { writePackages } from "./plan.service.js";
import { outboundPlanLines, outboundPlanPackages, outboundPlans } from "./schema.js";
import { now } from "../../platform/clock.js";

type Plan = typeof outboundPlans.$inferSelect;
type State = Plan["status"] & Parameters<typeof outboundPlanMachine.can>[0];

/**
 * The plan's transitions, each one command through the platform's runner (scope 404, state 409, version,
 * audit row with the spec action code, event `outbound.outboundPlan.<transition>`). The stock work runs in
 * the same transaction through the ledger: submit reserves (source 50), cancel releases what was
 * reserved, ship consumes the reservation (operation 40 allocation out, order type 2, business type 6).
 * A shortfall is the ledger's 409 STOCK_INSUFFICIENT naming SKU, warehouse and shortfall; nothing changes.
 */
const planDocument: DocumentTable<Plan, State, OutboundTransition> = {
  machine: outboundPlanMachine,
  table: outboundPlans,
  statusKey: "status",
};

const reservation = (plan: Plan): ReservationDoc => ({
  orgId: plan.orgId,
  reserveSource: outboundCodes.reserveSource,
  orderType: outboundCodes.orderType,
  businessType: outboundCodes.businessType,
  documentNo: plan.planNo,
});

const setLines = (tx: Tx, planId: number, set: Partial<typeof outboundPlanLines.$inferInsert>) =>
  tx.update(outboundPlanLines).set(set).where(eq(outboundPlanLines.planId, planId));

async function reserve(tx: Tx, ctx: CommandContext, plan: Plan) {
  const lines = await linesOf(tx, plan.id);
  await reserveStock(
    tx,
    ctx,
    reservation(plan),
    lines.map((l) => ({
      orgId: plan.orgId,
      warehouseId: plan.warehouseId,
      productId: l.productId,
      inventoryType: 0,
      line: l.line,
      quantity: l.quantity,
    })),
  );
  return { set: { submittedAt: now() }, event: { lines: lines.length, units: lines.reduce((n, l) => n + l.quantity, 0) } };
}

async function packageCounts(tx: Tx, planId: number) {
  const rows = await tx
    .select({ kind: outboundPlanPackages.kind, n: sql<number>`sum(${outboundPlanPackages.count})::int` })
    .from(outboundPlanPackages)
    .where(eq(outboundPlanPackages.planId, planId))
    .groupBy(outboundPlanPackages.kind);
  return { cartons: rows.find((r) => r.kind === "carton")?.n ?? 0, pallets: rows.find((r) => r.kind === "pallet")?.n ?? 0 };
}

type Body = { id: number; version: number };

async function run(
  ctx: CommandContext,
  transition: OutboundTransition,
  body: Body,
  apply?: (tx: Tx, plan: Plan, from: State) => Promise<{ set?: Record<string, unknown>; event?: Record<string, unknown> } | void>,
): Promise<OutboundPlanRow> {
  const done = await runTransition(ctx, planDocument, transition, body.id, {
    version: body.version,
    input: body,
    apply: apply ? async ({ tx, row, from }) => (await apply(tx, row, from)) ?? {} : undefined,
  });
  return planRow(ctx.db, ctx.actor, done.after.id);
}

export const submitPlan = (ctx: CommandContext, body: Body) => run(ctx, "submit", body, (tx, plan) => reserve(tx, ctx, plan));

export const pickPlan = (ctx: CommandContext, body: Body) =>
  run(ctx, "pick", body, async (tx, plan) => {
    // a whole-plan pick: each line picked in full (short picks would be a cancel and a new plan)
    await setLines(tx, plan.id, { pickedQty: sql`${outboundPlanLines.quantity}` as never });
  });

export const packPlan = (ctx: CommandContext, body: Body & { packages?: OutboundPackageInput[] }) =>
  run(ctx, "pack", body, async (tx, plan) => {
    if (body.packages) await writePackages(tx, plan, body.packages);
    const counts = await packageCounts(tx, plan.id);
    if (counts.cartons + counts.pallets === 0) throw businessRule("outbound.noPackages", { planNo: plan.planNo });
    return { event: counts };
  });

export const shipPlan = (ctx: CommandContext, body: Body & { carrier?: string | null; trackingNo?: string | null }) =>
  run(ctx, "ship", body, async (tx, plan) => {
    const lines = await linesOf(tx, plan.id);
    await consumeReservation(
      tx,
      ctx,
      { ...reservation(plan), operationType: outboundCodes.operationType },
      lines.map((l) => ({ line: l.line, productId: l.productId })),
    );
    await setLines(tx, plan.id, { shippedQty: sql`${outboundPlanLines.quantity}` as never });
    const counts = await packageCounts(tx, plan.id);
    return {
      set: { shippedAt: now(), carrier: body.carrier ?? plan.carrier, trackingNo: body.trackingNo ?? plan.trackingNo },
      event: { ...counts, units: lines.reduce((n, l) => n + l.quantity, 0), planNo: plan.planNo, warehouseId: plan.warehouseId },
    };
  });

export const completePlan = (ctx: CommandContext, body: Body) => run(ctx, "complete", body);

export const cancelPlan = (ctx: CommandContext, body: Body) =>
  run(ctx, "cancel", body, async (tx, plan, from) => {
    if (from === "draft") return;
    const lines = await linesOf(tx, plan.id);
    await releaseStock(
      tx,
      ctx,
      reservation(plan),
      lines.map((l) => ({ line: l.line, productId: l.productId })),
    );
    await setLines(tx, plan.id, { pickedQty: 0 });
  });
