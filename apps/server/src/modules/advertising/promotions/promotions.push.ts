import { and, eq, inArray, sql } from "drizzle-orm";
import { type Actor, systemActor } from "../../../platform/access/actor.js";
import { now } from "../../../platform/clock.js";
import type { Db } from "../../../platform/db/database.js";
import { outboxHandler } from "../../../platform/documents/events.js";
import { transitionEvent } from "../../../platform/documents/transition.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products, skuMaps } from "../../catalog/index.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { adsAdapter } from "../changes.push.js";
import { adPromotions } from "../schema.js";
import { promotionMachine } from "./domain/promotion.machine.js";
import { recordVerdict } from "./promotions.commands.js";

/**
 * The promotions' pushes to Amazon, after the command committed (outbox: retried with backoff; the outbox
 * row's id is the call's idempotency key). A submission's answer is Amazon's verdict, recorded as the
 * approve or reject transition by the platform acting for the seller; a failed call shows on the row
 * (`push_status` failed, `push_error`) and is retried.
 */

const ERROR_MAX = 500;

/** The platform acting for the promotion's org (its audit rows name no person). */
export async function actorForOrg(db: Db, orgId: number): Promise<Actor> {
  const [org] = await db
    .select({
      id: organizations.id,
      contextId: organizations.contextId,
      kind: organizations.kind,
      code: organizations.code,
      name: organizations.name,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw new Error(`promotion push: org ${orgId} not found`);
  return systemActor(org);
}

async function markFailed(db: Db, id: number, err: unknown): Promise<never> {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
  await db.update(adPromotions).set({ pushStatus: "failed", pushError: message }).where(eq(adPromotions.id, id));
  throw err;
}

/** Sends a submitted promotion to Amazon and records its verdict. A promotion no longer submitted (cancelled meanwhile) is left alone. */
export async function pushSubmission(db: Db, promotionId: number, outboxId: number): Promise<void> {
  const [row] = await db
    .select({
      promotion: adPromotions,
      profileId: storeAdsProfiles.profileId,
      currency: storeAdsProfiles.currency,
      storeAccountId: storeAdsProfiles.storeAccountId,
    })
    .from(adPromotions)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adPromotions.adsProfileId))
    .where(eq(adPromotions.id, promotionId));
  if (!row || row.promotion.status !== "submitted") return;
  const p = row.promotion;
  const items = await db
    .select({
      sku: products.sku,
      price: products.declaredValue,
      asin: sql<string | null>`(select m.asin from ${skuMaps} m where m.product_id = ${products}.id
        and m.store_account_id = ${row.storeAccountId} and m.asin is not null order by m.id limit 1)`,
    })
    .from(products)
    .where(and(eq(products.orgId, p.orgId), inArray(products.id, p.productIds)))
    .orderBy(products.sku);
  let verdict;
  try {
    verdict = await adsAdapter().promotions.submitPromotion({
      idempotencyKey: `outbox-${outboxId}`,
      profileId: row.profileId,
      promotionId: p.id,
      kind: p.kind,
      name: p.name,
      startDate: p.startDate,
      endDate: p.endDate,
      startHour: p.startHour,
      durationHours: p.durationHours,
      discountType: p.discountType as "percent" | "amount",
      discountValue: p.discountValue,
      budget: p.budget,
      currency: row.currency,
      items,
    });
  } catch (err) {
    return markFailed(db, p.id, err);
  }
  await recordVerdict({ db, actor: await actorForOrg(db, p.orgId), requestId: `outbox-${outboxId}` }, p.id, verdict);
}

/** Withdraws a cancelled promotion Amazon held (under review, approved or running). */
export async function pushCancellation(db: Db, promotionId: number, outboxId: number): Promise<void> {
  const [row] = await db
    .select({ promotion: adPromotions, profileId: storeAdsProfiles.profileId })
    .from(adPromotions)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adPromotions.adsProfileId))
    .where(eq(adPromotions.id, promotionId));
  if (!row) return;
  try {
    await adsAdapter().promotions.cancelPromotion({
      idempotencyKey: `outbox-${outboxId}`,
      profileId: row.profileId,
      amazonId: row.promotion.amazonId,
      promotionId,
    });
  } catch (err) {
    return markFailed(db, promotionId, err);
  }
  await db.update(adPromotions).set({ pushStatus: "synced", pushError: null, pushedAt: now() }).where(eq(adPromotions.id, promotionId));
}

export const promotionSubmitPush = outboxHandler(
  transitionEvent(promotionMachine, "submit"),
  "advertising.promotionSubmit",
  (payload, d) => pushSubmission(d.db, payload.id, d.outboxId),
  { maxAttempts: 10 },
);

export const promotionCancelPush = outboxHandler(
  transitionEvent(promotionMachine, "cancel"),
  "advertising.promotionCancel",
  (payload, d) => pushCancellation(d.db, payload.id, d.outboxId),
  { maxAttempts: 10, wanted: async (_tx, _orgId, payload) => payload.data.push === true },
);
