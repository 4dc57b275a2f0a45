import { and, eq, inArray, sql } from "drizzle-orm";
import { type promotionSave, type promotionUpdate, type PromotionRow } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { auditNames } from "../../../platform/audit/names.js";
import { now } from "../../../platform/clock.js";
import { fieldError } from "../../../platform/crud/fields.js";
import { checkVersion } from "../../../platform/crud/version.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, notFound } from "../../../platform/http/errors.js";
import { stockBalances } from "../../inventory/index.js";
import { storeAccounts } from "../../masterdata/index.js";
import { marketplaceDay } from "../reports/report-source.js";
import { adScope } from "../queries.js";
import { adPromotions } from "../schema.js";
import { checkProducts, loadProfile, type Profile } from "../validate.js";
import { promotionMachine } from "./domain/promotion.machine.js";
import { checkPromotion, type PromotionDraft, type PromotionValues } from "./domain/promotion.rules.js";
import { getPromotion } from "./promotions.queries.js";

/**
 * Promotions: drafted (create, update while draft or sent back), checked against Amazon's rules per kind
 * (domain/promotion.rules.ts) and against the seller's catalogue and stock. State moves are the machine's
 * (promotions.commands.ts).
 */

export const PromotionAudit = auditNames("promotion", ["createPromotion", "updatePromotion"]);
export type Promotion = typeof adPromotions.$inferSelect;

/** The ad account's marketplace day now: a promotion's dates are the marketplace's (Amazon runs them on its clock). */
export async function marketplaceToday(tx: DbOrTx, profile: Profile): Promise<string> {
  const [account] = await tx
    .select({ countryCode: storeAccounts.countryCode })
    .from(storeAccounts)
    .where(eq(storeAccounts.id, profile.storeAccountId));
  return marketplaceDay(account?.countryCode ?? "", now());
}

/** The promotion in the caller's scope, locked (another org's, or an account outside an operator's groups: 404). */
export async function lockPromotion(tx: Tx, actor: Actor, id: number): Promise<Promotion> {
  const [row] = await tx
    .select()
    .from(adPromotions)
    .where(and(eq(adPromotions.id, id), adScope(actor, adPromotions.orgId, adPromotions.adsProfileId)))
    .for("update");
  if (!row) throw notFound("advertising.promotion");
  return row;
}

/** Amazon's rules for the kind: the first one broken is a 400 on its field, naming the rule. */
export async function applyRules(tx: DbOrTx, draft: PromotionDraft, profile: Profile): Promise<PromotionValues> {
  const answer = checkPromotion(draft, profile.currency, await marketplaceToday(tx, profile));
  if (!answer.ok) throw fieldError(answer.problem.path, answer.problem.key, answer.problem.params ?? {});
  return answer.values;
}

/** Available stock (sellable, on hand less reserved and frozen) of the seller's products in our warehouses. */
export async function availableStock(tx: DbOrTx, orgId: number, productIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      productId: stockBalances.productId,
      available: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})::int`,
    })
    .from(stockBalances)
    .where(and(eq(stockBalances.orgId, orgId), inArray(stockBalances.productId, productIds), eq(stockBalances.inventoryType, 0)))
    .groupBy(stockBalances.productId);
  return new Map(rows.map((r) => [r.productId, Math.max(0, r.available)]));
}

/**
 * The SKUs: the seller's own catalogue products (400 naming one that is not), each once; a deal commits
 * `dealQuantity` units of each, so each must have that many available (400 naming the SKU and the figures).
 */
export async function checkItems(tx: Tx, profile: Profile, productIds: number[], dealQuantity: number | null) {
  const found = await checkProducts(tx, profile, productIds, "body.productIds");
  if (dealQuantity) {
    const stock = await availableStock(tx, profile.orgId, productIds);
    productIds.forEach((id, i) => {
      const available = stock.get(id) ?? 0;
      if (available < dealQuantity)
        throw fieldError(`body.productIds.${i}`, "advertising.promotion.stockShort", {
          sku: found.get(id)!.sku,
          available,
          needed: dealQuantity,
        });
    });
  }
  return found;
}

const draftOf = (input: z.output<typeof promotionSave>): PromotionDraft => ({
  kind: input.kind,
  startDate: input.startDate,
  endDate: input.endDate,
  startHour: input.startHour,
  durationHours: input.durationHours,
  discountType: input.discountType,
  discountValue: input.discountValue,
  budget: input.budget,
  oncePerCustomer: input.oncePerCustomer,
  dealQuantity: input.dealQuantity,
});

export async function createPromotion(ctx: CommandContext, input: z.output<typeof promotionSave>): Promise<PromotionRow> {
  const id = await runCommand(ctx, async (tx) => {
    const profile = await loadProfile(tx, ctx.actor, input.adsProfileId);
    const values = await applyRules(tx, draftOf(input), profile);
    await checkItems(tx, profile, input.productIds, values.dealQuantity);
    const [row] = await tx
      .insert(adPromotions)
      .values({
        orgId: profile.orgId,
        adsProfileId: profile.id,
        kind: input.kind,
        name: input.name,
        productIds: input.productIds,
        ...values,
        remark: input.remark ?? null,
        status: "draft",
        createdBy: ctx.actor.userId,
      })
      .returning();
    return {
      result: row!.id,
      audit: PromotionAudit.entry("createPromotion", AuditAction.create, { entityId: row!.id, orgId: row!.orgId, after: row }),
    };
  });
  return getPromotion(ctx.db, ctx.actor, id);
}

/** Only while draft or sent back by Amazon (else 409 naming the state); the account and kind stay. */
export async function updatePromotion(ctx: CommandContext, input: z.output<typeof promotionUpdate>): Promise<PromotionRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockPromotion(tx, ctx.actor, input.id);
    const state = before.status as keyof typeof promotionMachine.states;
    if (state !== "draft" && state !== "needsAction")
      throw conflict("advertising.promotion.notEditable", { state: promotionMachine.states[state] ?? state });
    checkVersion(before, input.version);
    if (input.adsProfileId !== before.adsProfileId) throw fieldError("body.adsProfileId", "advertising.promotion.fixedOnUpdate");
    if (input.kind !== before.kind) throw fieldError("body.kind", "advertising.promotion.fixedOnUpdate");
    const profile = await loadProfile(tx, ctx.actor, before.adsProfileId);
    const values = await applyRules(tx, draftOf(input), profile);
    await checkItems(tx, profile, input.productIds, values.dealQuantity);
    const [after] = await tx
      .update(adPromotions)
      .set({
        name: input.name,
        productIds: input.productIds,
        ...values,
        remark: input.remark ?? null,
        version: before.version + 1,
        updatedAt: now(),
      })
      .where(eq(adPromotions.id, before.id))
      .returning();
    return {
      result: after!.id,
      audit: PromotionAudit.entry("updatePromotion", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getPromotion(ctx.db, ctx.actor, input.id);
}
