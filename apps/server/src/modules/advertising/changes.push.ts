import { and, eq, ne, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { type Db, inTransaction } from "../../platform/db/database.js";
import { outboxHandler } from "../../platform/documents/events.js";
import { storeAdsProfiles } from "../masterdata/index.js";
import type { AmazonAdsAdapter, PushLevel } from "./adapter/ads-adapter.js";
import { sandboxAdsAdapter } from "./adapter/sandbox-adapter.js";
import { adChanged, type AdChanged, tableOfLevel } from "./changes.js";
import { adCampaigns, adChanges, adGroups } from "./schema.js";

/**
 * The outbox handler of `advertising.changed`: pushes one change to Amazon through the adapter after the
 * command committed. Success: the change row and the entity are `synced` (the entity only when no other
 * change of it is still waiting), the entity gets Amazon's id. Failure: both show `failed` with Amazon's
 * message, and the handler throws so the platform's outbox retries it with backoff (at-least-once; the
 * outbox row id is the push's idempotency key).
 */

/** The adapter the pushes go through: the sandbox until a real client is configured. */
let adapter: AmazonAdsAdapter = sandboxAdsAdapter;
export const setAdsAdapter = (a: AmazonAdsAdapter) => {
  adapter = a;
};
/** The adapter in use (the promotions' pushes go through it too). */
export const adsAdapter = (): AmazonAdsAdapter => adapter;

const ERROR_MAX = 500;

export async function pushChange(db: Db, payload: AdChanged, outboxId: number): Promise<void> {
  const [change] = await db.select().from(adChanges).where(eq(adChanges.id, payload.changeId));
  if (!change || change.level === "searchTerm") return;
  const level = change.level as PushLevel;
  const table = tableOfLevel(level);
  const [entity] = (await db.select().from(table).where(eq(table.id, change.entityId))) as Record<string, unknown>[];
  if (!entity) return;
  const [profile] = await db
    .select({ profileId: storeAdsProfiles.profileId })
    .from(storeAdsProfiles)
    .where(eq(storeAdsProfiles.id, change.adsProfileId));
  const campaignId = level === "campaign" ? change.entityId : change.campaignId;
  const [campaign] = campaignId
    ? await db.select({ amazonId: adCampaigns.amazonId }).from(adCampaigns).where(eq(adCampaigns.id, campaignId))
    : [];
  const groupId = (entity.adGroupId as number | null | undefined) ?? null;
  const [group] = groupId ? await db.select({ amazonId: adGroups.amazonId }).from(adGroups).where(eq(adGroups.id, groupId)) : [];
  const attempts = sql`${adChanges.pushAttempts} + 1`;
  try {
    const { amazonId } = await adapter.push({
      idempotencyKey: `outbox-${outboxId}`,
      profileId: profile?.profileId ?? "",
      level,
      // negatives and harvested terms are new targets: a create on Amazon
      operation: ["create", "negative", "harvest"].includes(change.lever) ? "create" : "update",
      entityId: change.entityId,
      amazonId: (entity.amazonId as string | null) ?? null,
      parentAmazonIds: { campaign: campaign?.amazonId ?? null, adGroup: group?.amazonId ?? null },
      fields: { ...entity, changed: change.after },
    });
    const at = now();
    await inTransaction(db, async (tx) => {
      await tx
        .update(adChanges)
        .set({ pushStatus: "synced", pushError: null, pushedAt: at, pushAttempts: attempts })
        .where(eq(adChanges.id, change.id));
      const [waiting] = await tx
        .select({ id: adChanges.id })
        .from(adChanges)
        .where(
          and(
            eq(adChanges.level, change.level),
            eq(adChanges.entityId, change.entityId),
            ne(adChanges.id, change.id),
            ne(adChanges.pushStatus, "synced"),
          ),
        )
        .limit(1);
      await tx
        .update(table)
        .set(waiting ? { amazonId } : { amazonId, pushStatus: "synced", pushError: null, pushedAt: at })
        .where(eq(table.id, change.entityId));
    });
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
    await inTransaction(db, async (tx) => {
      await tx
        .update(adChanges)
        .set({ pushStatus: "failed", pushError: message, pushAttempts: attempts })
        .where(eq(adChanges.id, change.id));
      await tx.update(table).set({ pushStatus: "failed", pushError: message }).where(eq(table.id, change.entityId));
    });
    throw err;
  }
}

export const adChangePush = outboxHandler(adChanged, "advertising.pushChange", (payload, d) => pushChange(d.db, payload, d.outboxId), {
  maxAttempts: 10,
});
