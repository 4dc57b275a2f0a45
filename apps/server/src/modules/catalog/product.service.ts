import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { LengthUnit, ProductDetail, productSave, WeightUnit } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { canSeeOrg, orgScope } from "../../platform/access/scope.js";
import { AuditAction, writeAudit } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { badRequest, businessRule, duplicate, inUse, notFound } from "../../platform/http/errors.js";
import { translate } from "../../platform/i18n/messages.js";
import { organizations } from "../../platform/identity/schema.js";
import { productLines } from "../masterdata/index.js";
import { gtinKind } from "./domain/barcode.js";
import { dimWeightsOf, type VolumeDivisor } from "./domain/dim-weight.js";
import { kitCycle, type KitGraph, kitsAbove, kitTotals } from "./domain/kit.js";
import { ruleSetOn, sizeTierOf } from "./domain/size-tier.js";
import { divisorsFor } from "./divisors.js";
import { getProduct } from "./product.queries.js";
import { kitComponents, products, skuMaps, warehouseSkus } from "./schema.js";
import { checkVersion, requireVersion } from "../../platform/crud/index.js";
import { ProductAudit } from "./audit.js";
import { deleteRecord } from "../../platform/crud/index.js";

/** Commands on products and kits. Every save recomputes the size tier and the dimensional weights. */
export type ProductInput = z.output<typeof productSave>;
type ProductRecord = typeof products.$inferSelect;

export interface MeasuresIn {
  length: string;
  width: string;
  height: string;
  lengthUnit: string;
  weight: string;
  weightUnit: string;
}

/** The derived columns of a product: size tier (rule set in force today) and dimensional weights. */
export function derive(p: MeasuresIn, divisors: readonly VolumeDivisor[], day = new Date().toISOString().slice(0, 10)) {
  const m = { ...p, lengthUnit: p.lengthUnit as LengthUnit, weightUnit: p.weightUnit as WeightUnit };
  const tier = sizeTierOf(m, ruleSetOn(day));
  return { sizeTier: tier.tier, sizeTierRuleSet: tier.ruleSet, dimWeights: dimWeightsOf(m, divisors) };
}

/** The seller that owns a new product: the caller's own org, or (operator staff, platform) the one named. */
export async function resolveOwner(db: DbOrTx, actor: Actor, orgId: number | undefined): Promise<{ id: number; code: string }> {
  if (orgId === undefined) {
    if (actor.orgKind === "operator" || actor.orgKind === "platform") throw businessRule("catalog.ownerRequired");
    return { id: actor.orgId, code: actor.orgCode };
  }
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("catalog.org");
  const [org] = await db
    .select({ id: organizations.id, code: organizations.code, kind: organizations.kind })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (org!.kind !== "seller") throw businessRule("catalog.ownerNotSeller");
  return { id: org!.id, code: org!.code };
}

export async function orgKitGraph(db: DbOrTx, orgId: number): Promise<Map<number, number[]>> {
  const edges = await db
    .select({ kit: kitComponents.kitId, comp: kitComponents.componentId })
    .from(kitComponents)
    .where(eq(kitComponents.orgId, orgId));
  const graph = new Map<number, number[]>();
  for (const e of edges) graph.set(e.kit, [...(graph.get(e.kit) ?? []), e.comp]);
  return graph;
}

const field = (actor: Actor, path: string, key: string, params: Record<string, unknown> = {}) => [
  { path, message: translate(key, actor.locale, params) },
];

/** Checks shared by the form and bulk saves (barcode check digit, product line of the owner). */
export async function checkProductRefs(
  db: DbOrTx,
  actor: Actor,
  ownerId: number,
  input: { barcode?: string | null; productLineId?: number | null },
) {
  if (input.barcode && !gtinKind(input.barcode)) {
    throw badRequest(
      "catalog.barcodeCheckDigit",
      { barcode: input.barcode },
      field(actor, "body.barcode", "catalog.barcodeCheckDigit", { barcode: input.barcode }),
    );
  }
  if (input.productLineId) {
    const [line] = await db
      .select({ id: productLines.id })
      .from(productLines)
      .where(and(eq(productLines.id, input.productLineId), eq(productLines.orgId, ownerId)));
    if (!line) throw businessRule("catalog.productLineNotOwner");
  }
}

const normaliseHs = (hs: string | null | undefined) => (hs ? hs.replace(/\./g, "") : null);

async function assertSkuFree(db: DbOrTx, ownerId: number, sku: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.orgId, ownerId),
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId === undefined ? undefined : sql`${products.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw duplicate("catalog.skuTaken", { sku: clash.sku });
}

/**
 * A kit's components: checked (same org, listed once, no cycle) and summed. Returns the kit's derived
 * weight, value and currency; writes nothing.
 */
async function kitFromComponents(
  tx: Tx,
  ownerId: number,
  kitId: number | null,
  kitSku: string,
  comps: { productId: number; quantity: number }[],
  weightUnit: WeightUnit,
) {
  const ids = comps.map((c) => c.productId);
  const rows = ids.length
    ? await tx
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.orgId, ownerId)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  for (const c of comps) {
    const p = byId.get(c.productId);
    if (!p) throw businessRule("catalog.componentNotFound", { id: c.productId });
    if (seen.has(c.productId)) throw businessRule("catalog.componentTwice", { sku: p.sku });
    seen.add(c.productId);
  }
  if (kitId !== null || ids.length) {
    const graph = await orgKitGraph(tx, ownerId);
    const cycle = kitCycle(graph, kitId ?? -1, ids);
    if (cycle) {
      const skuOf = (id: number) => (id === kitId || id === -1 ? kitSku : (byId.get(id)?.sku ?? String(id)));
      throw businessRule("catalog.kitCycle", { path: cycle.map(skuOf).join(" → ") });
    }
  }
  const totals = kitTotals(
    comps.map((c) => {
      const p = byId.get(c.productId)!;
      return {
        quantity: c.quantity,
        weight: p.weight,
        weightUnit: p.weightUnit as WeightUnit,
        declaredValue: p.declaredValue,
        currency: p.currency,
      };
    }),
    weightUnit,
  );
  if ("error" in totals) {
    throw businessRule("catalog.kitCurrencies", {
      sku: kitSku,
      currencies: totals.error === "currencies" ? totals.currencies.join(", ") : "",
    });
  }
  return totals;
}

/**
 * After products changed, the kits that contain them (directly or through other kits) get their
 * weight, value, size tier and dimensional weights recomputed, innermost first, each with an audit row.
 */
export async function recomputeKitsAbove(
  tx: Tx,
  actor: Actor,
  orgId: number,
  changed: number[],
  divisors: readonly VolumeDivisor[],
  requestId?: string,
) {
  if (!changed.length) return;
  const graph = await orgKitGraph(tx, orgId);
  for (const kitId of kitsAbove(graph as KitGraph, changed)) {
    const [kit] = await tx.select().from(products).where(eq(products.id, kitId)).for("update");
    if (!kit) continue;
    const comps = await tx
      .select({ productId: kitComponents.componentId, quantity: kitComponents.quantity })
      .from(kitComponents)
      .where(eq(kitComponents.kitId, kitId));
    const rows = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          comps.map((c) => c.productId),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const totals = kitTotals(
      comps.map((c) => ({
        quantity: c.quantity,
        weight: byId.get(c.productId)!.weight,
        weightUnit: byId.get(c.productId)!.weightUnit as WeightUnit,
        declaredValue: byId.get(c.productId)!.declaredValue,
        currency: byId.get(c.productId)!.currency,
      })),
      kit.weightUnit as WeightUnit,
    );
    if ("error" in totals)
      throw businessRule("catalog.kitCurrencies", {
        sku: kit.sku,
        currencies: totals.error === "currencies" ? totals.currencies.join(", ") : "",
      });
    if (totals.weight === kit.weight && totals.declaredValue === kit.declaredValue && totals.currency === kit.currency) continue;
    const values = {
      weight: totals.weight,
      declaredValue: totals.declaredValue,
      currency: totals.currency,
      ...derive({ ...kit, weight: totals.weight }, divisors),
    };
    const [after] = await tx
      .update(products)
      .set({ ...values, version: kit.version + 1, updatedAt: new Date() })
      .where(eq(products.id, kitId))
      .returning();
    await writeAudit(
      tx,
      actor,
      ProductAudit.entry("recomputeKit", AuditAction.update, { entityId: kitId, orgId, before: kit, after }),
      requestId,
    );
  }
}

/** The product columns a save writes (owner and id aside). */
function columnsOf(
  input: ProductInput,
  derived: { weight: string; declaredValue: string; currency: string },
  divisors: readonly VolumeDivisor[],
) {
  const measures = {
    length: input.length,
    width: input.width,
    height: input.height,
    lengthUnit: input.lengthUnit,
    weight: derived.weight,
    weightUnit: input.weightUnit,
  };
  return {
    sku: input.sku,
    nameZh: input.nameZh,
    nameEn: input.nameEn,
    barcode: input.barcode ?? null,
    productLineId: input.productLineId ?? null,
    productType: input.productType,
    salesUnit: input.salesUnit,
    ...measures,
    declaredValue: derived.declaredValue,
    currency: derived.currency,
    originCountry: input.originCountry,
    hsCode: normaliseHs(input.hsCode),
    isKit: input.isKit,
    remark: input.remark ?? null,
    ...derive(measures, divisors),
  };
}

/** Creates (no id) or updates (id + version) a product or kit; answers the saved product in full. */
export async function saveProduct(ctx: CommandContext, input: ProductInput): Promise<ProductDetail> {
  const { actor } = ctx;
  requireVersion(input);
  const divisors = await divisorsFor(ctx.db, actor.contextId);
  const id = await runCommand(ctx, async (tx) => {
    let before: ProductRecord | undefined;
    let ownerId: number;
    if (input.id !== undefined) {
      [before] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, input.id), orgScope(actor, products.orgId)))
        .for("update");
      if (!before) throw notFound("catalog.product");
      checkVersion(before, input.version);
      if (input.orgId !== undefined && input.orgId !== before.orgId) throw businessRule("catalog.ownerFixed");
      if (input.sku !== before.sku) throw businessRule("catalog.skuFixed");
      ownerId = before.orgId;
    } else {
      ownerId = (await resolveOwner(tx, actor, input.orgId)).id;
      await assertSkuFree(tx, ownerId, input.sku);
    }
    await checkProductRefs(tx, actor, ownerId, input);
    const derived = input.isKit
      ? await kitFromComponents(tx, ownerId, input.id ?? null, input.sku, input.components, input.weightUnit)
      : { weight: input.weight!, declaredValue: input.declaredValue!, currency: input.currency! };
    const values = columnsOf(input, derived, divisors);
    let row: ProductRecord;
    if (before) {
      [row] = (await tx
        .update(products)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(eq(products.id, before.id))
        .returning()) as [ProductRecord];
    } else {
      [row] = (await tx
        .insert(products)
        .values({ contextId: actor.contextId, orgId: ownerId, ...values })
        .returning()) as [ProductRecord];
    }
    // components: replaced wholesale (a product that stops being a kit loses them)
    await tx.delete(kitComponents).where(eq(kitComponents.kitId, row.id));
    const comps = input.isKit ? input.components : [];
    if (comps.length)
      await tx
        .insert(kitComponents)
        .values(comps.map((c, i) => ({ orgId: ownerId, kitId: row.id, componentId: c.productId, quantity: c.quantity, sort: i })));
    if (before) await recomputeKitsAbove(tx, actor, ownerId, [row.id], divisors, ctx.requestId);
    return {
      result: row.id,
      audit: before
        ? ProductAudit.entry("updateProduct", AuditAction.update, {
            entityId: row.id,
            orgId: ownerId,
            before,
            after: { ...row, components: comps },
          })
        : ProductAudit.entry("createProduct", AuditAction.create, {
            entityId: row.id,
            orgId: ownerId,
            after: { ...row, components: comps },
          }),
    };
  });
  return getProduct(ctx.db, actor, id);
}

/** Deletes a product nothing uses (no kit, map or warehouse SKU); otherwise 409: deactivate it instead. */
export async function deleteProduct(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: products,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), orgScope(ctx.actor, products.orgId)))
        .for("update");
      if (!row) throw notFound("catalog.product");
      return row;
    },
    audit: { names: ProductAudit, command: "deleteProduct" },
    before: async (tx, row) => {
      const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
      const kits = await n(
        tx
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(kitComponents)
          .where(eq(kitComponents.componentId, row.id)),
      );
      const maps = await n(
        tx
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(skuMaps)
          .where(eq(skuMaps.productId, row.id)),
      );
      const whs = await n(
        tx
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(warehouseSkus)
          .where(eq(warehouseSkus.productId, row.id)),
      );
      if (kits || maps || whs) {
        const l = ctx.actor.locale;
        const uses = [
          kits && translate("catalog.useKits", l, { n: kits }),
          maps && translate("catalog.useMaps", l, { n: maps }),
          whs && translate("catalog.useWarehouseSkus", l, { n: whs }),
        ]
          .filter(Boolean)
          .join(l === "zh-CN" ? "、" : ", ");
        throw inUse("catalog.productInUse", { sku: row.sku, uses });
      }
      await tx.delete(kitComponents).where(eq(kitComponents.kitId, row.id)); // a kit's own component lines go with it
    },
  });
}

/** Scoped rows of `ids`, locked; any id outside the caller's scope is a 404 for the whole call. */
async function lockMany(tx: Tx, actor: Actor, ids: number[]): Promise<ProductRecord[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, unique), orgScope(actor, products.orgId)))
    .for("update");
  if (rows.length !== unique.length) throw notFound("catalog.product");
  return rows;
}

/** Activates or deactivates products (bulk); answers how many changed. */
export async function setProductsActive(ctx: CommandContext, ids: number[], active: boolean): Promise<{ changed: number }> {
  return runCommand(ctx, async (tx) => {
    const rows = (await lockMany(tx, ctx.actor, ids)).filter((r) => r.active !== active);
    for (const r of rows)
      await tx
        .update(products)
        .set({ active, version: r.version + 1, updatedAt: new Date() })
        .where(eq(products.id, r.id));
    const command = active ? "activateProduct" : "deactivateProduct";
    return {
      result: { changed: rows.length },
      audit: rows.map((r) =>
        ProductAudit.entry(command, AuditAction.update, {
          entityId: r.id,
          orgId: r.orgId,
          before: { active: r.active },
          after: { active },
        }),
      ),
    };
  });
}

/** Moves products (bulk) to one product line of their owner, or to none. */
export async function setProductsLine(ctx: CommandContext, ids: number[], productLineId: number | null): Promise<{ changed: number }> {
  return runCommand(ctx, async (tx) => {
    const rows = await lockMany(tx, ctx.actor, ids);
    for (const orgId of new Set(rows.map((r) => r.orgId))) await checkProductRefs(tx, ctx.actor, orgId, { productLineId });
    const changed = rows.filter((r) => r.productLineId !== productLineId);
    for (const r of changed)
      await tx
        .update(products)
        .set({ productLineId, version: r.version + 1, updatedAt: new Date() })
        .where(eq(products.id, r.id));
    return {
      result: { changed: changed.length },
      audit: changed.map((r) =>
        ProductAudit.entry("setProductLine", AuditAction.update, {
          entityId: r.id,
          orgId: r.orgId,
          before: { productLineId: r.productLineId },
          after: { productLineId },
        }),
      ),
    };
  });
}
