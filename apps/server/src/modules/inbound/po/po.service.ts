import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PoItemsReply, PoProductItemsBody, PoProductItemsReply } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { fieldError, unknownRef } from "../../../platform/crud/index.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { inboundPlanPoLines, purchaseOrderLines, purchaseOrders } from "./po.schema.js";
import { now } from "../../../platform/clock.js";

/**
 * Purchase orders as inbound plans import them: the list, the §7.1 look-ups (whether a seller has anything
 * to import, a PO's lines, plan lines from chosen PO lines, never more than their unplanned units) and the
 * plan's side of the bargain: the PO lines a draft draws on (checked on save), marked planned on submit and
 * unmarked on cancel, each time under a lock of the PO lines so two plans never plan the same units.
 */
export const poScope = (actor: Actor): SQL => orgScope(actor, purchaseOrders.orgId);

const poSum = (col: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(col)}), 0)::int from purchase_order_lines l where l.po_id = ${purchaseOrders.id})`;
const unplanned = sql<number>`(${poSum("ordered_qty")} - ${poSum("planned_qty")})`;
const name = (actor: Actor) => (actor.locale === "zh-CN" ? products.nameZh : products.nameEn);

export function poList(actor: Actor): ResourceListQuery {
  return {
    select: {
      id: purchaseOrders.id,
      poNo: purchaseOrders.poNo,
      orgId: purchaseOrders.orgId,
      orgCode: organizations.code,
      supplierName: purchaseOrders.supplierName,
      orderedOn: purchaseOrders.orderedOn,
      lineCount: sql<number>`(select count(*)::int from purchase_order_lines l where l.po_id = ${purchaseOrders.id})`,
      orderedQty: poSum("ordered_qty"),
      plannedQty: poSum("planned_qty"),
      unplannedQty: unplanned,
      createdAt: isoTime(purchaseOrders.createdAt),
    },
    from: (q) => q.from(purchaseOrders).innerJoin(organizations, eq(organizations.id, purchaseOrders.orgId)).$dynamic(),
    where: poScope(actor),
    tieBreaker: purchaseOrders.id,
    columns: { unplannedQty: { column: unplanned, filter: true } },
  };
}

/** Whether the seller (the caller's org, or `orgId` within the caller's scope) has PO units left to plan. */
export async function poImportable(db: DbOrTx, actor: Actor, orgId?: number) {
  const [r] = await db
    .select({
      poCount: sql<number>`count(distinct ${purchaseOrders.id})::int`,
      unplannedQty: sql<number>`coalesce(sum(${purchaseOrderLines.orderedQty} - ${purchaseOrderLines.plannedQty}), 0)::int`,
    })
    .from(purchaseOrders)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.poId, purchaseOrders.id))
    .where(
      and(
        poScope(actor),
        eq(purchaseOrders.orgId, orgId ?? actor.orgId),
        sql`${purchaseOrderLines.plannedQty} < ${purchaseOrderLines.orderedQty}`,
      ),
    );
  return { importable: (r?.unplannedQty ?? 0) > 0, poCount: r?.poCount ?? 0, unplannedQty: r?.unplannedQty ?? 0 };
}

const lineSelect = (actor: Actor) => ({
  poLineId: purchaseOrderLines.id,
  poId: purchaseOrderLines.poId,
  lineNo: purchaseOrderLines.lineNo,
  productId: purchaseOrderLines.productId,
  sku: products.sku,
  productName: name(actor),
  orderedQty: purchaseOrderLines.orderedQty,
  plannedQty: purchaseOrderLines.plannedQty,
  unplannedQty: sql<number>`(${purchaseOrderLines.orderedQty} - ${purchaseOrderLines.plannedQty})::int`,
});

/** The lines of the POs with these numbers in the caller's scope (numbers outside it are left out). */
export async function poItems(db: DbOrTx, actor: Actor, poNos: string[]): Promise<PoItemsReply> {
  const pos = await db
    .select({ poId: purchaseOrders.id, poNo: purchaseOrders.poNo, supplierName: purchaseOrders.supplierName })
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.poNo, poNos), poScope(actor)))
    .orderBy(asc(purchaseOrders.poNo));
  if (pos.length === 0) return [];
  const lines = await db
    .select(lineSelect(actor))
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(
      inArray(
        purchaseOrderLines.poId,
        pos.map((p) => p.poId),
      ),
    )
    .orderBy(asc(purchaseOrderLines.poId), asc(purchaseOrderLines.lineNo));
  return pos.map((p) => ({ ...p, lines: lines.filter((l) => l.poId === p.poId).map(({ poId: _p, ...l }) => l) }));
}

/** PO lines in the caller's scope by id, with their PO number. */
const scopedLines = (db: DbOrTx, actor: Actor, ids: number[]) =>
  db
    .select({ ...lineSelect(actor), poNo: purchaseOrders.poNo, supplierName: purchaseOrders.supplierName, orgId: purchaseOrders.orgId })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(and(inArray(purchaseOrderLines.id, ids), poScope(actor)))
    .orderBy(asc(purchaseOrderLines.id));

/**
 * Plan lines from chosen PO lines, merged by SKU: each PO line gives the quantity asked (all that is
 * unplanned when none is) but never more than its unplanned units; a line with nothing left gives nothing.
 */
export async function productItems(db: DbOrTx, actor: Actor, body: PoProductItemsBody): Promise<PoProductItemsReply> {
  const lines = await scopedLines(
    db,
    actor,
    body.items.map((i) => i.poLineId),
  );
  const out = new Map<number, PoProductItemsReply[number]>();
  for (const item of body.items) {
    const l = lines.find((x) => x.poLineId === item.poLineId);
    if (!l) continue;
    const quantity = Math.min(item.quantity ?? l.unplannedQty, l.unplannedQty);
    if (quantity <= 0) continue;
    const row = out.get(l.productId) ?? { productId: l.productId, sku: l.sku, productName: l.productName, quantity: 0, poLines: [] };
    row.quantity += quantity;
    row.poLines.push({ poLineId: l.poLineId, poNo: l.poNo, quantity });
    out.set(l.productId, row);
  }
  return [...out.values()];
}

/**
 * The PO lines a draft draws on: each a line of the plan's seller (else 400), of a SKU the plan has, the
 * units per SKU within the plan line's expected quantity and each within the PO line's unplanned units now
 * (checked again, under lock, at submit). Replaces the draft's links.
 */
export async function writePlanPoLines(
  tx: Tx,
  actor: Actor,
  plan: { id: number; orgId: number; lines: { productId: number; expectedQty: number }[] },
  poLines: { poLineId: number; quantity: number }[],
): Promise<void> {
  await tx.delete(inboundPlanPoLines).where(eq(inboundPlanPoLines.planId, plan.id));
  if (poLines.length === 0) return;
  const found = await scopedLines(
    tx,
    actor,
    poLines.map((p) => p.poLineId),
  );
  const perSku = new Map<number, number>();
  poLines.forEach((p, i) => {
    const l = found.find((x) => x.poLineId === p.poLineId && x.orgId === plan.orgId);
    if (!l) throw unknownRef(`body.poLines.${i}.poLineId`, p.poLineId);
    if (poLines.findIndex((x) => x.poLineId === p.poLineId) !== i)
      throw fieldError(`body.poLines.${i}.poLineId`, "inbound.poLineTwice", { poNo: l.poNo, sku: l.sku });
    const planLine = plan.lines.find((x) => x.productId === l.productId);
    if (!planLine) throw fieldError(`body.poLines.${i}.poLineId`, "inbound.poSkuNotInPlan", { poNo: l.poNo, sku: l.sku });
    if (p.quantity > l.unplannedQty)
      throw fieldError(`body.poLines.${i}.quantity`, "inbound.poOverPlanned", { poNo: l.poNo, sku: l.sku, unplanned: l.unplannedQty });
    const sum = (perSku.get(l.productId) ?? 0) + p.quantity;
    if (sum > planLine.expectedQty)
      throw fieldError(`body.poLines.${i}.quantity`, "inbound.poOverExpected", {
        sku: l.sku,
        quantity: sum,
        expected: planLine.expectedQty,
      });
    perSku.set(l.productId, sum);
  });
  await tx.insert(inboundPlanPoLines).values(
    poLines.map((p) => ({
      planId: plan.id,
      poLineId: p.poLineId,
      productId: found.find((l) => l.poLineId === p.poLineId)!.productId,
      quantity: p.quantity,
    })),
  );
}

/**
 * Marks the plan's PO units planned (`sign` 1, a submit) or unplanned again (-1, a cancel), the PO lines
 * locked in id order. Planning more than a line's unplanned units (another plan took them since the draft
 * was saved) is a 422 naming the PO and SKU; the caller's transaction rolls back with it.
 */
export async function markPlanned(tx: Tx, planId: number, sign: 1 | -1): Promise<{ poLineId: number; quantity: number }[]> {
  const links = await tx
    .select()
    .from(inboundPlanPoLines)
    .where(eq(inboundPlanPoLines.planId, planId))
    .orderBy(asc(inboundPlanPoLines.poLineId));
  if (links.length === 0) return [];
  const locked = await tx
    .select({
      id: purchaseOrderLines.id,
      orderedQty: purchaseOrderLines.orderedQty,
      plannedQty: purchaseOrderLines.plannedQty,
      poNo: purchaseOrders.poNo,
      sku: products.sku,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(
      inArray(
        purchaseOrderLines.id,
        links.map((l) => l.poLineId),
      ),
    )
    .orderBy(asc(purchaseOrderLines.id))
    .for("update", { of: purchaseOrderLines });
  for (const link of links) {
    const l = locked.find((x) => x.id === link.poLineId)!;
    const planned = l.plannedQty + sign * link.quantity;
    if (planned > l.orderedQty)
      throw businessRule("inbound.poOverPlanned", { poNo: l.poNo, sku: l.sku, unplanned: l.orderedQty - l.plannedQty });
    await tx
      .update(purchaseOrderLines)
      .set({ plannedQty: Math.max(0, planned), updatedAt: now() })
      .where(eq(purchaseOrderLines.id, l.id));
  }
  return links.map((l) => ({ poLineId: l.poLineId, quantity: sign * l.quantity }));
}

/** The PO lines a plan draws on (its detail). */
export const planPoLines = (db: DbOrTx, planId: number) =>
  db
    .select({
      poLineId: inboundPlanPoLines.poLineId,
      poNo: purchaseOrders.poNo,
      supplierName: purchaseOrders.supplierName,
      productId: inboundPlanPoLines.productId,
      sku: products.sku,
      quantity: inboundPlanPoLines.quantity,
    })
    .from(inboundPlanPoLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, inboundPlanPoLines.poLineId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .innerJoin(products, eq(products.id, inboundPlanPoLines.productId))
    .where(eq(inboundPlanPoLines.planId, planId))
    .orderBy(asc(purchaseOrders.poNo), asc(purchaseOrderLines.lineNo));

/** The suppliers (factories) a plan's PO units come from, with their PO numbers, SKUs and units. */
export async function factoryInfo(db: DbOrTx, planId: number) {
  const rows = await planPoLines(db, planId);
  const out = new Map<string, { supplierName: string; poNos: string[]; skus: string[]; quantity: number }>();
  for (const r of rows) {
    const f = out.get(r.supplierName) ?? { supplierName: r.supplierName, poNos: [], skus: [], quantity: 0 };
    if (!f.poNos.includes(r.poNo)) f.poNos.push(r.poNo);
    if (!f.skus.includes(r.sku)) f.skus.push(r.sku);
    f.quantity += r.quantity;
    out.set(r.supplierName, f);
  }
  return [...out.values()];
}
