import { and, eq, inArray, sql } from "drizzle-orm";
import { type returnPlanSave, type ReturnPlanRow, returnStatusLabels, type ReturnStatus, orderStatusLabels } from "@entrepot/contracts";
import type { z } from "zod";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { deleteRecord } from "../../platform/crud/delete.js";
import { fieldError, unknownRef } from "../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../platform/crud/version.js";
import type { Tx } from "../../platform/db/database.js";
import { businessRule, conflict, notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { orgWarehouses, warehouseConfigs, warehouses } from "../masterdata/index.js";
import { ReturnPlanAudit } from "./audit.js";
import { planRow, planScope, returnableOf } from "./plan.queries.js";
import { returnPlanLines, returnPlans } from "./schema.js";
import { now } from "../../platform/clock.js";

type PlanSave = z.output<typeof returnPlanSave>;
type PlanTable = typeof returnPlans.$inferSelect;

/**
 * The seller's drafts: create (RT + the UTC date + the id), edit and delete while the plan is a draft.
 * Status, number and org never come from the body; the transitions (plan.commands.ts) change the status.
 * A plan from a shipped order takes at most what shipped and is not yet on another return of it.
 */

const stateName = (status: string, locale: "zh-CN" | "en-US") => returnStatusLabels[status as ReturnStatus]?.[locale] ?? status;

/** The plan locked in the caller's scope (another org's: 404). */
export async function lockPlan(ctx: CommandContext, tx: Tx, id: number): Promise<PlanTable> {
  const [row] = await tx
    .select()
    .from(returnPlans)
    .where(and(eq(returnPlans.id, id), planScope(ctx.actor)))
    .for("update");
  if (!row) throw notFound("returns.returnPlan");
  return row;
}

/**
 * The plan locked in the caller's scope; a plan that is no longer a draft answers 409. A seller's draft
 * is edited by the seller, an unplanned receipt's draft by the warehouse (the other one: 422).
 */
export async function lockDraft(ctx: CommandContext, tx: Tx, id: number, unplanned = false): Promise<PlanTable> {
  const row = await lockPlan(ctx, tx, id);
  if (row.unplanned !== unplanned) throw businessRule(unplanned ? "returns.plannedNoPost" : "returns.unplannedNoPlanStep");
  if (row.status !== "draft")
    throw conflict("returns.notDraft", { returnNo: row.returnNo, state: stateName(row.status, ctx.actor.locale) });
  return row;
}

/** The lines' products: the org's own (else 400 on the line), each once; answers their SKUs. */
export async function checkLineProducts(tx: Tx, orgId: number, lines: { productId: number }[]): Promise<Map<number, string>> {
  const found = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.orgId, orgId),
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const skuOf = new Map(found.map((p) => [p.id, p.sku]));
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (!skuOf.has(l.productId)) throw unknownRef(`body.lines.${i}.productId`, l.productId);
    if (seen.has(l.productId)) throw fieldError(`body.lines.${i}.productId`, "returns.duplicateSku", { sku: skuOf.get(l.productId) });
    seen.add(l.productId);
  });
  return skuOf;
}

/**
 * The warehouse a plan names, assigned (actively) to the plan's org, with its "accepts returns" setting
 * (masterdata's warehouse config; a warehouse without settings takes returns, as the picker reads it).
 */
const assignedWarehouse = async (tx: Tx, orgId: number, warehouseId: number) =>
  (
    await tx
      .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, acceptReturns: warehouseConfigs.acceptReturns })
      .from(orgWarehouses)
      .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
      .leftJoin(warehouseConfigs, eq(warehouseConfigs.warehouseId, warehouses.id))
      .where(and(eq(orgWarehouses.orgId, orgId), eq(orgWarehouses.warehouseId, warehouseId), eq(orgWarehouses.active, true)))
      .limit(1)
  )[0];

/**
 * Submitting announces the parcel to the warehouse: one that stopped taking returns (or is no longer the
 * seller's) since the draft was saved refuses it (422 naming the warehouse), as the save would.
 */
export async function checkReturnWarehouse(tx: Tx, plan: { orgId: number; warehouseId: number }): Promise<void> {
  const wh = await assignedWarehouse(tx, plan.orgId, plan.warehouseId);
  if (!wh) throw businessRule("returns.warehouseNotAssigned", { value: plan.warehouseId });
  if (wh.acceptReturns === false) throw businessRule("returns.warehouseNoReturns", { warehouse: `${wh.code} ${wh.name}` });
}

/** The body's references against the seller's own data: an assigned warehouse, its products once each, the order's limits. */
async function checkRefs(ctx: CommandContext, tx: Tx, input: PlanSave, planId?: number): Promise<void> {
  const orgId = ctx.actor.orgId;
  const wh = await assignedWarehouse(tx, orgId, input.warehouseId);
  if (!wh) throw fieldError("body.warehouseId", "returns.warehouseNotAssigned", { value: input.warehouseId });
  // The picker offers only these warehouses, but an API caller (or a draft whose warehouse stopped taking
  // returns since) reaches here too.
  if (wh.acceptReturns === false)
    throw fieldError("body.warehouseId", "returns.warehouseNoReturns", { warehouse: `${wh.code} ${wh.name}` });
  const skuOf = await checkLineProducts(tx, orgId, input.lines);
  if (!input.sourceOrderId) return;
  const from = await returnableOf(tx, ctx.actor, input.sourceOrderId, planId);
  if (!from) throw unknownRef("body.sourceOrderId", input.sourceOrderId);
  const { order } = from;
  if (order.status !== "shipped")
    throw fieldError("body.sourceOrderId", "returns.orderNotShipped", {
      orderNo: order.orderNo,
      state: orderStatusLabels[order.status as keyof typeof orderStatusLabels]?.[ctx.actor.locale] ?? order.status,
    });
  if (order.warehouseId !== input.warehouseId) {
    const [ow] = await tx.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.id, order.warehouseId));
    throw fieldError("body.warehouseId", "returns.orderWarehouse", { orderNo: order.orderNo, warehouse: ow?.code ?? order.warehouseId });
  }
  input.lines.forEach((l, i) => {
    const o = from.lines.find((x) => x.productId === l.productId);
    if (!o) throw fieldError(`body.lines.${i}.productId`, "returns.notInOrder", { sku: skuOf.get(l.productId), orderNo: order.orderNo });
    if (l.expectedQty > o.returnable)
      throw fieldError(`body.lines.${i}.expectedQty`, "returns.overReturnable", {
        sku: o.sku,
        returnable: o.returnable,
        shipped: o.shipped,
      });
  });
}

async function writeLines(tx: Tx, plan: { id: number; orgId: number }, lines: PlanSave["lines"]): Promise<void> {
  await tx.delete(returnPlanLines).where(eq(returnPlanLines.planId, plan.id));
  await tx
    .insert(returnPlanLines)
    .values(
      lines.map((l, i) => ({ orgId: plan.orgId, planId: plan.id, lineNo: i + 1, productId: l.productId, expectedQty: l.expectedQty })),
    );
}

/** A readable, unique number: RT + the UTC date + the row id (taken from the sequence first). */
const returnNoOf = (id: number, at: Date) => `RT${at.toISOString().slice(0, 10).replace(/-/g, "")}${String(id).padStart(6, "0")}`;

/** A readable, unique number for a new row: RT + the UTC date + the id (taken from the sequence first). */
export async function nextReturnNo(tx: Tx): Promise<{ id: number; returnNo: string }> {
  const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence('return_plans', 'id'))::int as id`)) as unknown as {
    rows: { id: number }[];
  };
  const id = Number(res.rows[0]!.id);
  return { id, returnNo: returnNoOf(id, now()) };
}

export async function savePlan(ctx: CommandContext, input: PlanSave): Promise<ReturnPlanRow> {
  requireVersion(input);
  if (ctx.actor.orgKind !== "seller") throw businessRule("returns.sellerOnly");
  return runCommand(ctx, async (tx) => {
    const orgId = ctx.actor.orgId;
    const values = {
      warehouseId: input.warehouseId,
      sourceOrderId: input.sourceOrderId ?? null,
      carrier: input.carrier ?? null,
      trackingNo: input.trackingNo ?? null,
      expectedDate: input.expectedDate ?? null,
      reason: input.reason,
      remark: input.remark ?? null,
    };
    let before: PlanTable | undefined;
    let after: PlanTable;
    if (input.id) {
      before = await lockDraft(ctx, tx, input.id);
      checkVersion(before, input.version);
      await checkRefs(ctx, tx, input, before.id);
      [after] = (await tx
        .update(returnPlans)
        .set({ ...values, version: before.version + 1, updatedAt: now() })
        .where(eq(returnPlans.id, before.id))
        .returning()) as [PlanTable];
    } else {
      await checkRefs(ctx, tx, input);
      // the id first, so the number can carry it
      [after] = (await tx
        .insert(returnPlans)
        .values({ ...values, ...(await nextReturnNo(tx)), orgId, createdBy: ctx.actor.userId })
        .returning()) as [PlanTable];
    }
    await writeLines(tx, after, input.lines);
    return {
      result: await planRow(tx, ctx.actor, after.id),
      audit: ReturnPlanAudit.entry(before ? "updateReturnPlan" : "createReturnPlan", before ? AuditAction.update : AuditAction.create, {
        entityId: after.id,
        orgId,
        before: before ?? null,
        after: { ...after, lines: input.lines },
      }),
    };
  });
}

export const deletePlan = (ctx: CommandContext, id: number) =>
  deleteRecord(ctx, {
    table: returnPlans,
    load: (tx) => lockDraft(ctx, tx, id),
    audit: { names: ReturnPlanAudit, command: "deleteReturnPlan" },
  }).then(() => undefined);
