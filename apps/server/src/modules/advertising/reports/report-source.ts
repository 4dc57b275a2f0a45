import { type AnyColumn, and, asc, between, eq, getTableColumns, inArray, max, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { addDays } from "../../../platform/clock.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { products } from "../../catalog/index.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import {
  adCampaignDaily,
  adCampaignHourly,
  adCampaigns,
  adDspOrders,
  adGroups,
  adProductAdDaily,
  adProductAds,
  adProductSalesDaily,
  adPromotionDaily,
  adPromotions,
  adReportDays,
  adSbCreatives,
  adSearchTermDaily,
  adTargetDaily,
  adTargets,
} from "../schema.js";
import { accountSeed } from "./market.js";
import { type AccountSnapshot, type DayReport, dspTotals, simulateAccountDay } from "./sandbox-report.js";

/**
 * The report source: fetches an ad account's days from the sandbox marketplace (as the Amazon Ads
 * report API would deliver them) and writes them, a day replacing that day's rows (Amazon restates
 * recent days as late orders are attributed), with the day marked fetched in `ad_report_days`.
 */

/** The marketplace's time zone by country (Amazon reports a marketplace's own calendar day). */
const ZONES: Record<string, string> = {
  US: "America/Los_Angeles",
  CA: "America/Los_Angeles",
  MX: "America/Mexico_City",
  BR: "America/Sao_Paulo",
  GB: "Europe/London",
  UK: "Europe/London",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  IT: "Europe/Rome",
  ES: "Europe/Madrid",
  NL: "Europe/Amsterdam",
  SE: "Europe/Stockholm",
  PL: "Europe/Warsaw",
  TR: "Europe/Istanbul",
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  IN: "Asia/Kolkata",
  JP: "Asia/Tokyo",
  SG: "Asia/Singapore",
  AU: "Australia/Sydney",
};
export const marketplaceZone = (countryCode: string) => ZONES[countryCode.toUpperCase()] ?? "UTC";

/** The marketplace's time zone in SQL, from a country code column (the same table, for windows the database computes). */
export const marketplaceZoneSql = (countryCode: SQL | AnyColumn): SQL =>
  sql`(case upper(${countryCode}) ${sql.join(
    Object.entries(ZONES).map(([code, zone]) => sql`when ${code} then ${zone}`),
    sql` `,
  )} else 'UTC' end)`;

/** The marketplace's calendar day at `at`. */
export const marketplaceDay = (countryCode: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: marketplaceZone(countryCode), year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );

/** How far back a never-fetched account is read (Amazon keeps 60-95 days of report data). */
export const FIRST_FETCH_DAYS = 60;

export interface AdAccount {
  id: number;
  orgId: number;
  profileId: string;
  currency: string;
  countryCode: string;
}

export async function loadAccount(db: DbOrTx, adsProfileId: number): Promise<AdAccount | undefined> {
  const [a] = await db
    .select({
      id: storeAdsProfiles.id,
      orgId: storeAdsProfiles.orgId,
      profileId: storeAdsProfiles.profileId,
      currency: storeAdsProfiles.currency,
      countryCode: storeAccounts.countryCode,
    })
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(eq(storeAdsProfiles.id, adsProfileId));
  return a;
}

/** The account's entities as they are now: what the sandbox marketplace serves its day from. */
export async function loadSnapshot(db: DbOrTx, account: AdAccount): Promise<AccountSnapshot> {
  const inAccount = sql`(select ${adCampaigns.id} from ${adCampaigns} where ${adCampaigns.adsProfileId} = ${account.id})`;
  const campaigns = await db
    .select({
      id: adCampaigns.id,
      orgId: adCampaigns.orgId,
      adType: adCampaigns.adType,
      state: adCampaigns.state,
      dailyBudget: adCampaigns.dailyBudget,
      startDate: adCampaigns.startDate,
      endDate: adCampaigns.endDate,
      topOfSearchPercent: adCampaigns.topOfSearchPercent,
      productPagesPercent: adCampaigns.productPagesPercent,
      creativeProductIds: sql<number[]>`coalesce(${adSbCreatives.productIds}, '{}'::integer[])`,
    })
    .from(adCampaigns)
    .leftJoin(adSbCreatives, eq(adSbCreatives.campaignId, adCampaigns.id))
    .where(eq(adCampaigns.adsProfileId, account.id))
    .orderBy(asc(adCampaigns.id));
  const groups = await db
    .select({ id: adGroups.id, campaignId: adGroups.campaignId, state: adGroups.state, defaultBid: adGroups.defaultBid })
    .from(adGroups)
    .where(inArray(adGroups.campaignId, inAccount));
  const targets = await db
    .select({
      id: adTargets.id,
      campaignId: adTargets.campaignId,
      adGroupId: adTargets.adGroupId,
      kind: adTargets.kind,
      matchType: adTargets.matchType,
      expression: adTargets.expression,
      negative: adTargets.negative,
      bid: adTargets.bid,
      state: adTargets.state,
    })
    .from(adTargets)
    .where(inArray(adTargets.campaignId, inAccount))
    .orderBy(asc(adTargets.id));
  const productAds = await db
    .select({
      id: adProductAds.id,
      campaignId: adProductAds.campaignId,
      adGroupId: adProductAds.adGroupId,
      productId: adProductAds.productId,
      state: adProductAds.state,
    })
    .from(adProductAds)
    .where(inArray(adProductAds.campaignId, inAccount));
  const promotions = await db
    .select({
      id: adPromotions.id,
      kind: adPromotions.kind,
      productIds: adPromotions.productIds,
      startDate: adPromotions.startDate,
      endDate: adPromotions.endDate,
      discountType: adPromotions.discountType,
      discountValue: adPromotions.discountValue,
      status: adPromotions.status,
    })
    .from(adPromotions)
    .where(eq(adPromotions.adsProfileId, account.id));
  const dspOrders = await db
    .select({ id: adDspOrders.id, budget: adDspOrders.budget, startDate: adDspOrders.startDate, endDate: adDspOrders.endDate })
    .from(adDspOrders)
    .where(eq(adDspOrders.adsProfileId, account.id));
  const productIds = [
    ...new Set([
      ...productAds.map((a) => a.productId),
      ...campaigns.flatMap((c) => c.creativeProductIds),
      ...promotions.flatMap((p) => p.productIds),
    ]),
  ];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, name: products.nameEn, declaredValue: products.declaredValue })
        .from(products)
        .where(and(eq(products.orgId, account.orgId), inArray(products.id, productIds)))
    : [];
  return {
    adsProfileId: account.id,
    orgId: account.orgId,
    seed: accountSeed(account.profileId),
    currency: account.currency,
    campaigns,
    groups,
    targets,
    productAds,
    products: productRows,
    promotions,
    dspOrders,
  };
}

/**
 * Inserts report rows in chunks, each chunk one JSON parameter expanded by `json_populate_recordset`: a
 * report's tens of thousands of rows as bound parameters (one per value) cost PGlite several times more
 * than parsing one JSON document, and PostgreSQL's 65,535-parameter limit does not apply. Every row of a
 * row's keys name the columns (a key no row has takes the column's default).
 */
export async function insertChunked<T extends PgTable>(tx: DbOrTx, table: T, rows: T["$inferInsert"][], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => columns[k]);
  const names = keys.map((k) => columns[k]!.name);
  const list = sql.raw(names.map((n) => `"${n}"`).join(", "));
  const name = sql.raw(`"${getTableConfig(table).name}"`);
  for (let i = 0; i < rows.length; i += chunk) {
    const doc = rows
      .slice(i, i + chunk)
      .map((r) => Object.fromEntries(keys.map((k, j) => [names[j], (r as Record<string, unknown>)[k] ?? null])));
    await tx.execute(
      sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(doc)}::json)`,
    );
  }
}

/**
 * Writes reports of consecutive days (`from`..`to`), replacing whatever those days held for the account.
 * `partial`: today so far, not marked fetched, so that the day is fetched whole once it is over.
 */
export async function writeDays(
  tx: Tx,
  snap: AccountSnapshot,
  from: string,
  to: string,
  reports: DayReport[],
  partial = false,
): Promise<void> {
  const inAccount = sql`(select ${adCampaigns.id} from ${adCampaigns} where ${adCampaigns.adsProfileId} = ${snap.adsProfileId})`;
  const promos = sql`(select ${adPromotions.id} from ${adPromotions} where ${adPromotions.adsProfileId} = ${snap.adsProfileId})`;
  await tx.delete(adCampaignDaily).where(and(inArray(adCampaignDaily.campaignId, inAccount), between(adCampaignDaily.day, from, to)));
  await tx.delete(adCampaignHourly).where(and(inArray(adCampaignHourly.campaignId, inAccount), between(adCampaignHourly.day, from, to)));
  await tx.delete(adTargetDaily).where(and(inArray(adTargetDaily.campaignId, inAccount), between(adTargetDaily.day, from, to)));
  await tx.delete(adProductAdDaily).where(and(inArray(adProductAdDaily.campaignId, inAccount), between(adProductAdDaily.day, from, to)));
  await tx.delete(adSearchTermDaily).where(and(inArray(adSearchTermDaily.campaignId, inAccount), between(adSearchTermDaily.day, from, to)));
  await tx
    .delete(adProductSalesDaily)
    .where(and(eq(adProductSalesDaily.adsProfileId, snap.adsProfileId), between(adProductSalesDaily.day, from, to)));
  await tx.delete(adPromotionDaily).where(and(inArray(adPromotionDaily.promotionId, promos), between(adPromotionDaily.day, from, to)));
  await insertChunked(
    tx,
    adCampaignDaily,
    reports.flatMap((r) => r.campaignDaily),
  );
  await insertChunked(
    tx,
    adCampaignHourly,
    reports.flatMap((r) => r.campaignHourly),
  );
  await insertChunked(
    tx,
    adTargetDaily,
    reports.flatMap((r) => r.targetDaily),
  );
  await insertChunked(
    tx,
    adProductAdDaily,
    reports.flatMap((r) => r.productAdDaily),
  );
  await insertChunked(
    tx,
    adSearchTermDaily,
    reports.flatMap((r) => r.searchTermDaily),
  );
  await insertChunked(
    tx,
    adProductSalesDaily,
    reports.flatMap((r) => r.productSalesDaily),
  );
  await insertChunked(
    tx,
    adPromotionDaily,
    reports.flatMap((r) => r.promotionDaily),
  );
  const days = partial ? [] : reports.map((r) => ({ adsProfileId: snap.adsProfileId, day: r.day, orgId: snap.orgId }));
  for (let i = 0; i < days.length; i += 1000)
    await tx
      .insert(adReportDays)
      .values(days.slice(i, i + 1000))
      .onConflictDoUpdate({ target: [adReportDays.adsProfileId, adReportDays.day], set: { fetchedAt: sql`excluded.fetched_at` } });
  await refreshDspOrders(tx, snap);
}

/** DSP orders' totals through the account's latest fetched day (recomputed whole: a replay changes nothing). */
async function refreshDspOrders(tx: Tx, snap: AccountSnapshot): Promise<void> {
  if (snap.dspOrders.length === 0) return;
  const [last] = await tx
    .select({ day: max(adReportDays.day) })
    .from(adReportDays)
    .where(eq(adReportDays.adsProfileId, snap.adsProfileId));
  if (!last?.day) return;
  for (const o of snap.dspOrders) {
    const t = dspTotals(snap.seed, o, last.day, snap.currency);
    await tx
      .update(adDspOrders)
      .set({ impressions: t.impressions, clicks: t.clicks, purchases: t.purchases, spend: t.spend, sales: t.sales, syncedAt: new Date() })
      .where(eq(adDspOrders.id, o.id));
  }
}

/**
 * Fetches one day of an account from the sandbox and writes it (replacing the day). `throughHour`: the day
 * so far (today, up to the marketplace's current hour), written but not marked fetched.
 */
export async function fetchAccountDay(tx: Tx, adsProfileId: number, day: string, throughHour?: number): Promise<DayReport> {
  const account = await loadAccount(tx, adsProfileId);
  if (!account) throw new Error(`ad account ${adsProfileId} not found`);
  const snap = await loadSnapshot(tx, account);
  const report = simulateAccountDay(snap, day, throughHour ?? 23);
  await writeDays(tx, snap, day, day, [report], throughHour !== undefined);
  return report;
}

/** The marketplace's day and hour at `at` (what "today so far" is for its reports). */
export function marketplaceHour(countryCode: string, at: Date): { day: string; hour: number } {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: marketplaceZone(countryCode), hour: "2-digit", hourCycle: "h23" }).format(at),
  );
  return { day: marketplaceDay(countryCode, at), hour };
}

/** The account's days not fetched yet, oldest first, up to the marketplace's yesterday (at most `limit`). */
export async function missingDays(db: DbOrTx, account: AdAccount, at: Date, limit = FIRST_FETCH_DAYS): Promise<string[]> {
  const yesterday = addDays(marketplaceDay(account.countryCode, at), -1);
  const from = addDays(yesterday, 1 - FIRST_FETCH_DAYS);
  const fetched = await db
    .select({ day: adReportDays.day })
    .from(adReportDays)
    .where(and(eq(adReportDays.adsProfileId, account.id), between(adReportDays.day, from, yesterday)));
  const have = new Set(fetched.map((r) => r.day));
  const out: string[] = [];
  for (let d = from; d <= yesterday && out.length < limit; d = addDays(d, 1)) if (!have.has(d)) out.push(d);
  return out;
}
