import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { type AdsRegion, marketplaceOf, type StoreAdsRow, type StoreAdsSave, toMoneyString } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { storeAdsProfiles } from "./business.schema.js";
import { storeAccounts } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const StoreAdsProfileAudit = auditNames("store_ads_profile", ["createStoreAds", "updateStoreAds", "deleteStoreAds"]);

/**
 * Store ads settings: one advertising profile per store account (ads profile id, API region, daily
 * budget cap as money, auto-sync, authorised-until). Tenant-owned: the account's org owns it, and the
 * store-account scope applies as to the account itself.
 */

const scoped = (actor: Actor): SQL =>
  and(orgScope(actor, storeAdsProfiles.orgId), storeAccountScope(actor, storeAdsProfiles.storeAccountId))!;
const rowSelect = {
  id: storeAdsProfiles.id,
  orgId: storeAdsProfiles.orgId,
  orgCode: organizations.code,
  storeAccountId: storeAdsProfiles.storeAccountId,
  storeAccountTitle: storeAccounts.title,
  countryCode: storeAccounts.countryCode,
  profileId: storeAdsProfiles.profileId,
  region: sql<AdsRegion>`${storeAdsProfiles.region}`,
  dailyBudgetCap: sql<string>`${storeAdsProfiles.dailyBudgetCap}::text`,
  currency: storeAdsProfiles.currency,
  autoSync: storeAdsProfiles.autoSync,
  authorisedUntil: sql<string | null>`${storeAdsProfiles.authorisedUntil}::text`,
  active: storeAdsProfiles.active,
  remark: storeAdsProfiles.remark,
  version: storeAdsProfiles.version,
  updatedAt: isoTime(storeAdsProfiles.updatedAt),
};

/** The list's query; its whitelist and export come from `storeAdsResource` (contracts). */
export function storeAdsList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) =>
      q
        .from(storeAdsProfiles)
        .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
        .innerJoin(organizations, eq(organizations.id, storeAdsProfiles.orgId))
        .$dynamic(),
    where: scoped(actor),
    // filtered and sorted on the columns, not on the text the row carries
    columns: {
      region: storeAdsProfiles.region,
      dailyBudgetCap: storeAdsProfiles.dailyBudgetCap,
      authorisedUntil: storeAdsProfiles.authorisedUntil,
    },
    // no summary: the caps are in different currencies
    tieBreaker: storeAdsProfiles.id,
  };
}

export async function getStoreAds(db: DbOrTx, actor: Actor, id: number): Promise<StoreAdsRow> {
  const [row] = await db
    .select(rowSelect)
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .innerJoin(organizations, eq(organizations.id, storeAdsProfiles.orgId))
    .where(and(eq(storeAdsProfiles.id, id), scoped(actor)));
  if (!row) throw notFound("masterdata.storeAds");
  return row;
}

async function lockAds(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(storeAdsProfiles)
    .where(and(eq(storeAdsProfiles.id, id), scoped(actor)))
    .for("update");
  if (!row) throw notFound("masterdata.storeAds");
  return row;
}

export async function saveStoreAds(ctx: CommandContext, input: StoreAdsSave): Promise<StoreAdsRow> {
  requireVersion(input);
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const [account] = await tx
      .select()
      .from(storeAccounts)
      .where(
        and(eq(storeAccounts.id, input.storeAccountId), orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)),
      );
    if (!account) throw notFound("masterdata.storeAccount");
    const expected = marketplaceOf(account.countryCode)?.region;
    if (expected && expected !== input.region) throw businessRule("masterdata.adsRegion", { country: account.countryCode, expected });
    const values = {
      profileId: input.profileId,
      region: input.region,
      dailyBudgetCap: toMoneyString(input.dailyBudgetCap),
      currency: input.currency,
      autoSync: input.autoSync ?? true,
      authorisedUntil: input.authorisedUntil ?? null,
      active: input.active ?? true,
      remark: input.remark ?? null,
    };
    const [clash] = await tx
      .select({ id: storeAdsProfiles.id })
      .from(storeAdsProfiles)
      .where(and(eq(storeAdsProfiles.storeAccountId, account.id), input.id === undefined ? undefined : ne(storeAdsProfiles.id, input.id)));
    if (clash) throw duplicate("masterdata.storeAdsExists", { title: account.title });
    if (input.id === undefined) {
      const [row] = await tx
        .insert(storeAdsProfiles)
        .values({ contextId: actor.contextId, orgId: account.orgId, storeAccountId: account.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: StoreAdsProfileAudit.entry("createStoreAds", AuditAction.create, { entityId: row!.id, orgId: account.orgId, after: row }),
      };
    }
    const before = await lockAds(tx, actor, input.id);
    checkVersion(before, input.version);
    if (before.storeAccountId !== account.id) throw businessRule("masterdata.storeAdsAccountFixed");
    const [after] = await tx
      .update(storeAdsProfiles)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(storeAdsProfiles.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: StoreAdsProfileAudit.entry("updateStoreAds", AuditAction.update, { entityId: before.id, orgId: before.orgId, before, after }),
    };
  });
  return getStoreAds(ctx.db, actor, id);
}

export async function deleteStoreAds(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: storeAdsProfiles,
    load: (tx) => lockAds(tx, ctx.actor, id),
    audit: { names: StoreAdsProfileAudit, command: "deleteStoreAds" },
  });
}
