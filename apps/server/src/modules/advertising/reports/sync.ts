import { and, eq, gte, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { id } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { now } from "../../../platform/clock.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { defineTaskKind } from "../../../platform/jobs/kinds.js";
import { definePeriodicJob } from "../../../platform/jobs/periodic.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { type AdAccount, fetchAccountDay, loadAccount, marketplaceDay, marketplaceHour, missingDays } from "./report-source.js";

/**
 * Fetching the reports: every hour the periodic job reads each authorised account's missing days (up
 * to the marketplace's yesterday); `POST /api/advertising/account/sync` does the same for one account
 * now, as a task with progress, and then fetches today so far (the marketplace's hours up to now, as
 * Amazon's reports give an unfinished day): what a campaign made today has done shows at once. A day is
 * one transaction: a stopped run resumes at the next missing day.
 */

/** An ad account in the actor's scope (another org's, or an account outside the access groups: 404). */
export async function scopedAccount(db: DbOrTx, actor: Actor, adsProfileId: number): Promise<AdAccount> {
  const [row] = await db
    .select({ id: storeAdsProfiles.id })
    .from(storeAdsProfiles)
    .where(
      and(
        eq(storeAdsProfiles.id, adsProfileId),
        orgScope(actor, storeAdsProfiles.orgId),
        storeAccountScope(actor, storeAdsProfiles.storeAccountId),
      ),
    );
  const account = row && (await loadAccount(db, row.id));
  if (!account) throw notFound("advertising.reports.account");
  return account;
}

export const accountSyncParams = z.strictObject({ adsProfileId: id });

export const accountSyncKind = defineTaskKind<z.infer<typeof accountSyncParams>>({
  service: "advertising.accountSync",
  title: { "zh-CN": "广告报告同步", "en-US": "Advertising report sync" },
  permission: "advertising:account:manage",
  params: accountSyncParams,
  async run(ctx) {
    const account = await scopedAccount(ctx.db, ctx.actor, ctx.params.adsProfileId);
    const days = await missingDays(ctx.db, account, now());
    await ctx.progress(0, days.length);
    const total = days.length + 1;
    for (const [i, day] of days.entries()) {
      await ctx.transaction((tx) => fetchAccountDay(tx, account.id, day), { progress: { done: i + 1, total } });
    }
    const today = marketplaceHour(account.countryCode, now());
    await ctx.transaction((tx) => fetchAccountDay(tx, account.id, today.day, today.hour), { progress: { done: total, total } });
    return { result: { days: days.length, from: days[0] ?? null, to: days.at(-1) ?? null, today: today.day, throughHour: today.hour } };
  },
});

/** Accounts the job fetches for: active, set to sync, and authorised (no end date, or not past it). */
async function accountsToSync(db: DbOrTx): Promise<number[]> {
  const today = marketplaceDay("UTC", now());
  const rows = await db
    .select({ id: storeAdsProfiles.id })
    .from(storeAdsProfiles)
    .where(
      and(
        eq(storeAdsProfiles.active, true),
        eq(storeAdsProfiles.autoSync, true),
        or(isNull(storeAdsProfiles.authorisedUntil), gte(storeAdsProfiles.authorisedUntil, today)),
      ),
    );
  return rows.map((r) => r.id);
}

export const reportFetchJob = definePeriodicJob({
  name: "advertising.reportFetch",
  everySeconds: 3600,
  async run(database, log) {
    for (const adsProfileId of await accountsToSync(database.db)) {
      const account = await loadAccount(database.db, adsProfileId);
      if (!account) continue;
      for (const day of await missingDays(database.db, account, now())) {
        await database.db.transaction((tx) => fetchAccountDay(tx, adsProfileId, day));
      }
      log.debug({ adsProfileId }, "advertising reports fetched");
    }
  },
});
