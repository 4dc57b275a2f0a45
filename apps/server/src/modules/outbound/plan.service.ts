import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type outboundPlanSave,
  type OutboundPackageInput,
  type OutboundPlanRow,
  outboundStatusLabels,
  type OutboundStatus,
} from "@entrepot/contracts";
import type { z } from "zod";
import { orgScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { deleteRecord } from "../../platform/crud/delete.js";
import { fieldError, unknownRef } from "../../platform/crud/fields.js";
import { checkVersion, requireVersion } from "../../platform/crud/version.js";
import type { Tx } from "../../platform/db/database.js";
import { businessRule, conflict, notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { orgWarehouses, warehouses } from "../masterdata/index.js";
import { OutboundPlanAudit } from "./audit.js";
import { planRow } from "./plan.queries.js";
import { outboundPlanLines, outboundPlanPackages, outboundPlanSequences, outboundPlans } from "./schema.js";
import { now } from "../../platform/clock.js";

type PlanSave = z.output<typeof outboundPlanSave>;
type PlanTable = typeof outboundPlans.$inferSelect;

/**
 * The seller's drafts: create (a new number, OB + the UTC date + the day's sequence), edit and delete while
 * the plan is a draft. Status, number and org never come from the body; the transitions change the status.
 */

/** The next plan number of the day: one row per day, incremented under its row lock (no gaps, no twins). */
export async function nextPlanNo(tx: Tx, at = now()): Promise<string> {
  const day = at.toISOString().slice(0, 10).replace(/-/g, "");
  const [r] = await tx
    .insert(outboundPlanSequences)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: outboundPlanSequences.day, set: { last: sql`${outboundPlanSequences.last} + 1` } })
    .returning({ last: outboundPlanSequences.last });
  return `OB${day}-${String(r!.last).padStart(4, "0")}`;
}

const stateName = (status: string, locale: "zh-CN" | "en-US") => outboundStatusLabels[status as OutboundStatus]?.[locale] ?? status;

/** The plan locked in the caller's scope; a plan that is no longer a draft answers 409. */
async function lockDraft(ctx: CommandContext, tx: Tx, id: number): Promise<PlanTable> {
  const [row] = await tx
    .select()
    .from(outboundPlans)
    .where(and(eq(outboundPlans.id, id), orgScope(ctx.actor, outboundPlans.orgId)))
    .for("update");
  if (!row) throw notFound("outbound.outboundPlan");
  if (row.status !== "draft") throw conflict("outbound.notDraft", { planNo: row.planNo, state: stateName(row.status, ctx.actor.locale) });
  return row;
}

/** The body's references, checked against the seller's own data: an assigned warehouse, its own products, one line per SKU. */
async function checkRefs(tx: Tx, orgId: number, input: PlanSave): Promise<void> {
  const [wh] = await tx
    .select({ id: warehouses.id })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(and(eq(orgWarehouses.orgId, orgId), eq(orgWarehouses.warehouseId, input.warehouseId), eq(orgWarehouses.active, true)))
    .limit(1);
  if (!wh) throw fieldError("body.warehouseId", "outbound.warehouseNotAssigned", { value: input.warehouseId });
  const ids = input.lines.map((l) => l.productId);
  const found = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.orgId, orgId), inArray(products.id, ids)));
  const skuOf = new Map(found.map((p) => [p.id, p.sku]));
  const seen = new Set<number>();
  input.lines.forEach((l, i) => {
    if (!skuOf.has(l.productId)) throw unknownRef(`body.lines.${i}.productId`, l.productId);
    if (seen.has(l.productId)) throw fieldError(`body.lines.${i}.productId`, "outbound.duplicateSku", { sku: skuOf.get(l.productId) });
    seen.add(l.productId);
  });
}

/** Replaces a plan's cartons and pallets (a draft's save, or the warehouse's packing). */
export async function writePackages(tx: Tx, plan: { id: number; orgId: number }, packages: OutboundPackageInput[]): Promise<void> {
  await tx.delete(outboundPlanPackages).where(eq(outboundPlanPackages.planId, plan.id));
  if (packages.length)
    await tx.insert(outboundPlanPackages).values(packages.map((p, i) => ({ ...p, orgId: plan.orgId, planId: plan.id, seq: i + 1 })));
}

async function writeLines(tx: Tx, plan: { id: number; orgId: number }, lines: PlanSave["lines"]): Promise<void> {
  await tx.delete(outboundPlanLines).where(eq(outboundPlanLines.planId, plan.id));
  await tx
    .insert(outboundPlanLines)
    .values(lines.map((l, i) => ({ orgId: plan.orgId, planId: plan.id, line: i + 1, productId: l.productId, quantity: l.quantity })));
}

export async function savePlan(ctx: CommandContext, input: PlanSave): Promise<OutboundPlanRow> {
  requireVersion(input);
  if (ctx.actor.orgKind !== "seller") throw businessRule("outbound.sellerOnly");
  return runCommand(ctx, async (tx) => {
    const orgId = ctx.actor.orgId;
    // the plan first: another seller's plan is a 404 whatever the body names
    const before = input.id ? await lockDraft(ctx, tx, input.id) : undefined;
    await checkRefs(tx, orgId, input);
    const values = {
      warehouseId: input.warehouseId,
      destinationType: input.destinationType,
      destinationCode: input.destinationCode,
      destinationAddress: input.destinationAddress ?? null,
      fbaShipmentId: input.fbaShipmentId ?? null,
      referenceId: input.referenceId ?? null,
      shipBy: input.shipBy ?? null,
      carrier: input.carrier ?? null,
      transportMode: input.transportMode,
      remark: input.remark ?? null,
    };
    let after: PlanTable;
    if (before) {
      checkVersion(before, input.version);
      [after] = (await tx
        .update(outboundPlans)
        .set({ ...values, version: before.version + 1, updatedAt: now() })
        .where(eq(outboundPlans.id, before.id))
        .returning()) as [PlanTable];
    } else {
      [after] = (await tx
        .insert(outboundPlans)
        .values({ ...values, orgId, planNo: await nextPlanNo(tx) })
        .returning()) as [PlanTable];
    }
    await writeLines(tx, after, input.lines);
    await writePackages(tx, after, input.packages);
    return {
      result: await planRow(tx, ctx.actor, after.id),
      audit: OutboundPlanAudit.entry(
        before ? "updateOutboundPlan" : "createOutboundPlan",
        before ? AuditAction.update : AuditAction.create,
        {
          entityId: after.id,
          orgId,
          before: before ?? null,
          after: { ...after, lines: input.lines, packages: input.packages },
        },
      ),
    };
  });
}

export const deletePlan = (ctx: CommandContext, id: number) =>
  deleteRecord(ctx, {
    table: outboundPlans,
    load: (tx) => lockDraft(ctx, tx, id),
    audit: { names: OutboundPlanAudit, command: "deleteOutboundPlan" },
  }).then(() => undefined);
