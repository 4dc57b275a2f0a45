import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  adAmountProblem,
  audienceExpressionProblem,
  audienceLookBackDays,
  parseCategoryExpression,
  type AdTargetInput,
  type AdTargeting,
  type AdType,
  matchTypesOfKind,
  type SdTactic,
  targetKindsOfType,
} from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { fieldError } from "../../platform/crud/fields.js";
import type { Tx } from "../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../platform/http/errors.js";
import { products, skuMaps } from "../catalog/index.js";
import { storeAdsProfiles } from "../masterdata/index.js";
import { adScope } from "./queries.js";

/** Checks of the commands' bodies against the seller's data and Amazon's bounds (400 on the field, 404 outside the scope). */

export type Profile = typeof storeAdsProfiles.$inferSelect;

/** The ad account in the caller's scope (404 outside it), active. */
export async function loadProfile(tx: Tx, actor: Actor, id: number): Promise<Profile> {
  const [p] = await tx
    .select()
    .from(storeAdsProfiles)
    .where(and(eq(storeAdsProfiles.id, id), adScope(actor, storeAdsProfiles.orgId, storeAdsProfiles.id)));
  if (!p) throw notFound("advertising.account");
  if (!p.active) throw businessRule("advertising.accountInactive");
  return p;
}

const problemKeys = {
  bid: { decimals: "advertising.amountDecimals", floor: "advertising.bidFloor", ceiling: "advertising.bidCeiling" },
  budget: { decimals: "advertising.amountDecimals", floor: "advertising.budgetFloor", ceiling: "advertising.budgetCeiling" },
} as const;

/** A bid or budget within the currency's decimals, floor and ceiling (else 400 on `path`). Never rounded. */
export function checkAmount(path: string, kind: "bid" | "budget", amount: string, currency: string): void {
  const p = adAmountProblem(kind, amount, currency);
  if (p) throw fieldError(path, problemKeys[kind][p.reason], { limit: p.limit, currency });
}

/** Dates: the end not before the start (nor, for a new end, before today). */
export function checkDates(startDate: string, endDate: string | null | undefined, today: string | null): void {
  if (endDate && endDate < startDate) throw fieldError("body.endDate", "advertising.endBeforeStart");
  if (endDate && today && endDate < today) throw fieldError("body.endDate", "advertising.endInPast");
}

/**
 * The products of a campaign or group: the seller's own catalogue products (another org's is a 400 naming
 * it), each once. Answers SKU and the ASIN the account's listing maps it to.
 */
export async function checkProducts(
  tx: Tx,
  profile: Profile,
  productIds: readonly number[],
  path: string,
): Promise<Map<number, { sku: string; asin: string | null }>> {
  if (productIds.length === 0) return new Map();
  const found = await tx
    .select({
      id: products.id,
      sku: products.sku,
      asin: sql<
        string | null
      >`(select m.asin from ${skuMaps} m where m.product_id = ${products}.id and m.store_account_id = ${profile.storeAccountId}
        and m.asin is not null order by m.id limit 1)`,
    })
    .from(products)
    .where(and(eq(products.orgId, profile.orgId), inArray(products.id, [...productIds])));
  const byId = new Map(found.map((p) => [p.id, { sku: p.sku, asin: p.asin }]));
  const seen = new Set<number>();
  productIds.forEach((id, i) => {
    if (!byId.has(id)) throw fieldError(`${path}.${i}`, "advertising.notOwnProduct", { value: id });
    if (seen.has(id)) throw fieldError(`${path}.${i}`, "advertising.duplicateProduct", { sku: byId.get(id)!.sku });
    seen.add(id);
  });
  return byId;
}

/** Targets of one group: kinds the campaign takes, match types of their kind, text where needed, bids in bounds, each once. */
export function checkTargets(
  campaign: { adType: string; targeting: string; sdTactic: string | null },
  targets: readonly AdTargetInput[],
  currency: string,
  path: string,
): void {
  const kinds = targetKindsOfType(campaign.adType as AdType, campaign.targeting as AdTargeting, campaign.sdTactic as SdTactic | null);
  const seen = new Set<string>();
  targets.forEach((t, i) => {
    if (!kinds.includes(t.kind)) throw fieldError(`${path}.${i}.kind`, "advertising.kindOfCampaign", { kind: t.kind });
    if (!matchTypesOfKind[t.kind].positive.includes(t.matchType))
      throw fieldError(`${path}.${i}.matchType`, "advertising.matchTypeOfKind", { kind: t.kind, matchType: t.matchType });
    const expression = (t.expression ?? "").trim();
    if (t.kind !== "auto" && !expression) throw fieldError(`${path}.${i}.expression`, "advertising.expressionRequired");
    // a category and an interest audience name a browse node; remarketing and lookalikes one of Amazon's windows
    if (t.kind === "category" && !parseCategoryExpression(expression))
      throw fieldError(`${path}.${i}.expression`, "advertising.categoryExpression", { value: expression });
    const audience = t.kind === "audience" ? audienceExpressionProblem(t.matchType, expression) : null;
    if (audience === "category") throw fieldError(`${path}.${i}.expression`, "advertising.categoryExpression", { value: expression });
    if (audience === "lookBack") {
      const days = audienceLookBackDays[t.matchType as keyof typeof audienceLookBackDays].join(", ");
      throw fieldError(`${path}.${i}.expression`, "advertising.audienceLookBack", { value: expression, days });
    }
    if (t.bid) checkAmount(`${path}.${i}.bid`, "bid", t.bid, currency);
    const key = `${t.kind}|${t.matchType}|${expression.toLowerCase()}`;
    if (seen.has(key))
      throw fieldError(`${path}.${i}.expression`, "advertising.duplicateTarget", { expression: expression || t.matchType });
    seen.add(key);
  });
}

/** Names are unique (case-insensitive) within their parent: another row of the parent by that name is a 409 naming it. */
export async function refuseTakenName(
  tx: Tx,
  t: { table: PgTable; id: AnyPgColumn; name: AnyPgColumn; parent: AnyPgColumn },
  parentId: number,
  name: string,
  messageKey: string,
  exceptId?: number,
): Promise<void> {
  const [taken] = await tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(eq(t.parent, parentId), sql`lower(${t.name}) = lower(${name})`, exceptId ? sql`${t.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw duplicate(messageKey, { name });
}
