import { and, eq, inArray, sql } from "drizzle-orm";
import type { InboundPlanRow, InboundPlanSave } from "@entrepot/contracts";
import { inboundPlanSave } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/access/actor.js";
import { warehouseScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { auditNames, checkVersion, deleteRecord, fieldError, requireVersion, unknownRef } from "../../platform/crud/index.js";
import type { Tx } from "../../platform/db/database.js";
import { conflict, notFound } from "../../platform/http/errors.js";
import { products } from "../catalog/index.js";
import { warehouses } from "../masterdata/index.js";
import { inboundPlanMachine } from "./domain/inbound-plan.machine.js";
import { getPlanRow as rowOf, planScope } from "./plan.queries.js";
import { inboundCartonItems, inboundCartons, inboundPlanLines, inboundPlans } from "./schema.js";
import { now } from "../../platform/clock.js";
import { writePlanPoLines } from "./po/po.service.js";

/** A seller's drafts: create, edit (lines and cartons replaced), delete. Status changes are in plan.transitions.ts. */
export const PlanAudit = auditNames(inboundPlanMachine.entity, ["createInboundPlan", "updateInboundPlan", "deleteInboundPlan"]);

type SaveInput = z.output<typeof inboundPlanSave>;
type PlanRow = typeof inboundPlans.$inferSelect;

/** The plan locked in the actor's scope (another org's or warehouse's: 404). */
export async function lockPlan(tx: Tx, actor: Actor, id: number): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(inboundPlans)
    .where(and(eq(inboundPlans.id, id), planScope(actor)))
    .for("update");
  if (!row) throw notFound("inbound.inboundPlan");
  return row;
}

/** Checks the references of a draft: the warehouse in scope, each product the seller's, cartons holding plan lines only. */
async function checkDraft(tx: Tx, actor: Actor, orgId: number, input: SaveInput): Promise<void> {
  const [w] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
  if (!w) throw unknownRef("body.warehouseId", input.warehouseId);
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const found = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.orgId, orgId)));
  input.lines.forEach((l, i) => {
    if (!found.some((p) => p.id === l.productId)) throw unknownRef(`body.lines.${i}.productId`, l.productId);
    if (input.lines.findIndex((x) => x.productId === l.productId) !== i)
      throw fieldError(`body.lines.${i}.productId`, "inbound.duplicateSku", { sku: found.find((p) => p.id === l.productId)!.sku });
  });
  input.cartons.forEach((c, i) => {
    if (input.cartons.findIndex((x) => x.cartonNo === c.cartonNo) !== i)
      throw fieldError(`body.cartons.${i}.cartonNo`, "inbound.duplicateCarton", { cartonNo: c.cartonNo });
    if (c.items.some((it) => !ids.includes(it.productId)))
      throw fieldError(`body.cartons.${i}.items`, "inbound.cartonNotInPlan", { cartonNo: c.cartonNo });
  });
}

async function writeChildren(tx: Tx, actor: Actor, planId: number, orgId: number, input: SaveInput): Promise<void> {
  await tx
    .insert(inboundPlanLines)
    .values(input.lines.map((l, i) => ({ planId, orgId, lineNo: i + 1, productId: l.productId, expectedQty: l.expectedQty })));
  for (const c of input.cartons) {
    const { items, ...carton } = c;
    const [saved] = await tx
      .insert(inboundCartons)
      .values({ ...carton, planId })
      .returning({ id: inboundCartons.id });
    if (items.length) await tx.insert(inboundCartonItems).values(items.map((it) => ({ ...it, cartonId: saved!.id })));
  }
  // the units drawn from purchase orders: marked planned on the PO when the plan is submitted
  await writePlanPoLines(tx, actor, { id: planId, orgId, lines: input.lines }, input.poLines);
}

const headerOf = (input: SaveInput) => ({
  warehouseId: input.warehouseId,
  transitType: input.transitType,
  transportMode: input.transportMode,
  eta: input.eta ?? null,
  trackingNo: input.trackingNo ?? null,
  containerNo: input.containerNo ?? null,
  remark: input.remark ?? null,
});

/** A readable, unique number: IB + the UTC date + the row id (taken from the sequence first). */
const planNoOf = (id: number, at: Date) => `IB${at.toISOString().slice(0, 10).replace(/-/g, "")}${String(id).padStart(6, "0")}`;

/** Only a draft is edited or deleted (409 naming the plan's state in both languages). */
const refuseUnlessDraft = (row: PlanRow) => {
  if (row.status !== "draft")
    throw conflict("inbound.notDraft", { planNo: row.planNo, state: inboundPlanMachine.states[row.status as "draft"] });
};

/** Creates a draft (the caller's own org) or updates one (id + version; a draft only: 409 otherwise). */
export async function savePlan(ctx: CommandContext, body: InboundPlanSave): Promise<InboundPlanRow> {
  const input = inboundPlanSave.parse(body);
  requireVersion(input);
  return runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      const orgId = ctx.actor.orgId;
      await checkDraft(tx, ctx.actor, orgId, input);
      // the id first, so the number can carry it
      const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence('inbound_plans', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      const id = Number(res.rows[0]!.id);
      const at = now();
      const [after] = await tx
        .insert(inboundPlans)
        .values({ id, orgId, planNo: planNoOf(id, at), ...headerOf(input), createdBy: ctx.actor.userId })
        .returning();
      await writeChildren(tx, ctx.actor, id, orgId, input);
      return {
        result: await rowOf(tx, ctx.actor, id),
        audit: PlanAudit.entry("createInboundPlan", AuditAction.create, { entityId: id, orgId, after: { ...after, lines: input.lines } }),
      };
    }
    const before = await lockPlan(tx, ctx.actor, input.id);
    refuseUnlessDraft(before);
    checkVersion(before, input.version);
    await checkDraft(tx, ctx.actor, before.orgId, input);
    const [after] = await tx
      .update(inboundPlans)
      .set({ ...headerOf(input), version: before.version + 1, updatedAt: now() })
      .where(eq(inboundPlans.id, before.id))
      .returning();
    await tx.delete(inboundCartons).where(eq(inboundCartons.planId, before.id));
    await tx.delete(inboundPlanLines).where(eq(inboundPlanLines.planId, before.id));
    await writeChildren(tx, ctx.actor, before.id, before.orgId, input);
    return {
      result: await rowOf(tx, ctx.actor, before.id),
      audit: PlanAudit.entry("updateInboundPlan", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after: { ...after, lines: input.lines },
      }),
    };
  });
}

/** Deletes a draft (lines and cartons go with it); a submitted plan is cancelled instead (409). */
export async function deletePlan(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: inboundPlans,
    load: async (tx) => {
      const row = await lockPlan(tx, ctx.actor, id);
      refuseUnlessDraft(row);
      return row;
    },
    audit: { names: PlanAudit, command: "deleteInboundPlan" },
  });
}
