import { and, asc, between, eq, gte, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import Decimal from "decimal.js";
import type { AdPromotionExpensesReply, AdReportQuery } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaignDaily, adCampaigns, adDspOrders, adPromotionDaily, adPromotions } from "../schema.js";
import { inScope, moneyText, ratioSql } from "./metrics-sql.js";

/**
 * The advertising lists (paged, filtered, sorted, exported through registerList): each a function of
 * the actor alone; what moves with time (the last 30 days) is SQL (`current_date`), never a JS value.
 */

const account = {
  adsProfileId: storeAdsProfiles.id,
  accountName: storeAccounts.title,
  currency: storeAdsProfiles.currency,
};
const accountFields = {
  adsProfileId: { column: storeAdsProfiles.id, type: "int" as const },
  accountName: { column: storeAccounts.title, type: "string" as const },
  currency: { column: storeAdsProfiles.currency, type: "string" as const },
};

/** Ratio columns of a row of sums (`t` a subquery or table with the six metric columns). */
function ratioColumns(c: Record<"impressions" | "clicks" | "orders" | "spend" | "sales", SQL.Aliased>) {
  return {
    ctr: ratioSql(c.clicks, c.impressions, 100),
    cpc: ratioSql(c.spend, c.clicks),
    cvr: ratioSql(c.orders, c.clicks, 100),
    acos: ratioSql(c.spend, c.sales, 100),
    roas: ratioSql(c.sales, c.spend),
  };
}

/**
 * `ad/campaign`: every campaign of every type with its last 30 days' totals (the marketplace days before
 * today), read from `ad_campaign_daily` (one row per campaign and day, never the targets').
 */
export function campaignPerfListSpec(actor: Actor): ListSpec {
  const d = adCampaignDaily;
  const last30 = {
    campaignId: d.campaignId,
    impressions: sql<number>`sum(${d.impressions})::int`.as("impressions"),
    clicks: sql<number>`sum(${d.clicks})::int`.as("clicks"),
    orders: sql<number>`sum(${d.orders})::int`.as("orders"),
    units: sql<number>`sum(${d.units})::int`.as("units"),
    spend: sql<string>`sum(${d.spend})`.as("spend"),
    sales: sql<string>`sum(${d.sales})`.as("sales"),
  };
  // the scope is applied inside too, so the 30-day sums read only the actor's rows
  const sub = new QueryBuilder()
    .select(last30)
    .from(d)
    .where(and(inScope(actor, d.orgId, d.adsProfileId), gte(d.day, sql`current_date - 30`), sql`${d.day} < current_date`))
    .groupBy(d.campaignId)
    .as("t30");
  const n = (c: unknown) => sql`coalesce(${c}, 0)`;
  const c = adCampaigns;
  const metrics = {
    impressions: sql<number>`${n(sub.impressions)}::int`,
    clicks: sql<number>`${n(sub.clicks)}::int`,
    orders: sql<number>`${n(sub.orders)}::int`,
    units: sql<number>`${n(sub.units)}::int`,
    spend: sql<string>`${n(sub.spend)}::numeric(20,4)::text`,
    sales: sql<string>`${n(sub.sales)}::numeric(20,4)::text`,
  };
  return {
    select: {
      id: c.id,
      orgId: c.orgId,
      ...account,
      adType: c.adType,
      name: c.name,
      targeting: c.targeting,
      state: c.state,
      dailyBudget: c.dailyBudget,
      ...metrics,
      ...ratioColumns(sub),
    },
    from: (q) =>
      q
        .from(c)
        .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, c.adsProfileId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
        .leftJoin(sub, eq(sub.campaignId, c.id))
        .$dynamic(),
    where: inScope(actor, c.orgId, c.adsProfileId),
    fields: {
      ...accountFields,
      id: { column: c.id, type: "int" },
      adType: { column: c.adType, type: "string" },
      name: { column: c.name, type: "string" },
      targeting: { column: c.targeting, type: "string" },
      state: { column: c.state, type: "string" },
      dailyBudget: { column: c.dailyBudget, type: "decimal" },
      impressions: { column: metrics.impressions, type: "int" },
      clicks: { column: metrics.clicks, type: "int" },
      orders: { column: metrics.orders, type: "int" },
      spend: { column: sql`${n(sub.spend)}`, type: "decimal" },
      sales: { column: sql`${n(sub.sales)}`, type: "decimal" },
      acos: { column: sql`${sub.spend} / nullif(${sub.sales}, 0)`, type: "decimal", filter: false },
    },
    defaultSort: { field: "spend", dir: "desc" },
    tieBreaker: c.id,
    summary: { spend: sql`${n(sub.spend)}`, sales: sql`${n(sub.sales)}` },
  };
}

/** Budget monitoring: one row per campaign and day, with utilisation and the hour the budget ran out. */
export function budgetDayListSpec(actor: Actor): ListSpec {
  const d = adCampaignDaily;
  const c = adCampaigns;
  const hoursOut = sql<number>`case when ${d.budgetOutAtHour} is null then 0 else 23 - ${d.budgetOutAtHour} end`;
  const capped = sql<boolean>`(${d.budgetOutAtHour} is not null)`;
  const utilisation = sql`${d.spend} / nullif(${d.dailyBudget}, 0)`;
  return {
    select: {
      // the row's key (campaign and day) as one value, for a screen's table
      key: sql<string>`${d.campaignId} || ':' || ${d.day}`,
      campaignId: d.campaignId,
      orgId: d.orgId,
      ...account,
      name: c.name,
      adType: c.adType,
      day: d.day,
      dailyBudget: sql<string>`${d.dailyBudget}::text`,
      spend: sql<string>`${d.spend}::text`,
      utilisation: ratioSql(d.spend, d.dailyBudget, 100),
      budgetOutAtHour: d.budgetOutAtHour,
      hoursOutOfBudget: hoursOut,
      cappedEarly: capped,
    },
    from: (q) =>
      q
        .from(d)
        .innerJoin(c, eq(c.id, d.campaignId))
        .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, d.adsProfileId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
        .$dynamic(),
    where: inScope(actor, d.orgId, d.adsProfileId),
    fields: {
      ...accountFields,
      campaignId: { column: d.campaignId, type: "int" },
      name: { column: c.name, type: "string" },
      adType: { column: c.adType, type: "string" },
      day: { column: d.day, type: "date" },
      dailyBudget: { column: d.dailyBudget, type: "decimal" },
      spend: { column: d.spend, type: "decimal" },
      utilisation: { column: utilisation, type: "decimal" },
      budgetOutAtHour: { column: d.budgetOutAtHour, type: "int" },
      hoursOutOfBudget: { column: hoursOut, type: "int" },
      cappedEarly: { column: capped, type: "bool" },
    },
    defaultSort: { field: "day", dir: "desc" },
    // campaign and day are the row's key: the sort's tie-breaker orders by both
    tieBreaker: sql`(${d.campaignId}, ${d.day})` as never,
    summary: { spend: d.spend, dailyBudget: d.dailyBudget },
  };
}

/** DSP orders (read-only). */
export function dspListSpec(actor: Actor): ListSpec {
  const o = adDspOrders;
  return {
    select: {
      id: o.id,
      orgId: o.orgId,
      ...account,
      orderNo: o.orderNo,
      name: o.name,
      advertiser: o.advertiser,
      state: o.state,
      budget: o.budget,
      startDate: o.startDate,
      endDate: o.endDate,
      impressions: o.impressions,
      clicks: o.clicks,
      purchases: o.purchases,
      spend: o.spend,
      sales: o.sales,
      roas: ratioSql(o.sales, o.spend),
    },
    from: (q) =>
      q
        .from(o)
        .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, o.adsProfileId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
        .$dynamic(),
    where: inScope(actor, o.orgId, o.adsProfileId),
    fields: {
      ...accountFields,
      orderNo: { column: o.orderNo, type: "string" },
      name: { column: o.name, type: "string" },
      advertiser: { column: o.advertiser, type: "string" },
      state: { column: o.state, type: "string" },
      startDate: { column: o.startDate, type: "date" },
      spend: { column: o.spend, type: "decimal" },
      sales: { column: o.sales, type: "decimal" },
    },
    defaultSort: { field: "startDate", dir: "desc" },
    tieBreaker: o.id,
    summary: { spend: o.spend, sales: o.sales, budget: o.budget },
  };
}

/** Promotion expenses: each promotion's days in the period (fees, discount given, what it sold). */
export async function promotionExpenses(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdPromotionExpensesReply> {
  const p = adPromotions;
  const pd = adPromotionDaily;
  const days = await db
    .select({
      promotionId: p.id,
      name: p.name,
      kind: p.kind,
      ...account,
      day: pd.day,
      redemptions: pd.redemptions,
      units: pd.units,
      sales: pd.sales,
      fee: pd.fee,
      discount: pd.discount,
    })
    .from(pd)
    .innerJoin(p, eq(p.id, pd.promotionId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, p.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(
      and(
        inScope(actor, p.orgId, p.adsProfileId),
        between(pd.day, q.from, q.to),
        q.adsProfileId ? eq(p.adsProfileId, q.adsProfileId) : undefined,
      ),
    )
    .orderBy(asc(pd.day), asc(p.id))
    .limit(10000);
  const sum = (k: "sales" | "fee" | "discount") => moneyText(days.reduce((a, r) => a.plus(r[k]), new Decimal(0)));
  return {
    totals: {
      redemptions: days.reduce((a, r) => a + r.redemptions, 0),
      units: days.reduce((a, r) => a + r.units, 0),
      sales: sum("sales"),
      fee: sum("fee"),
      discount: sum("discount"),
    },
    days: days.map((r) => ({ ...r, kind: r.kind as never })),
  };
}
