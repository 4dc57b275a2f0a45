import { and, asc, between, eq, sql, type SQL } from "drizzle-orm";
import Decimal from "decimal.js";
import type {
  AdCampaignDailyReply,
  AdCombinationReply,
  AdDashboardReply,
  AdProductSummaryReply,
  AdReportQuery,
  AdSummaryReply,
  AdTimeSharingQuery,
  AdTimeSharingReply,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { addDays } from "../../../platform/clock.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { products } from "../../catalog/index.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaignDaily, adCampaignHourly, adCampaigns, adProductAdDaily, adProductSalesDaily } from "../schema.js";
import { addSums, inScope, moneyText, sums, tacosText, withRatios, zeroSums } from "./metrics-sql.js";

/**
 * The advertising reports over a period (marketplace days, both ends included), in the actor's scope.
 * Sums come from the database exactly; every ratio is derived from the period's sums.
 */

const cd = adCampaignDaily;
export const accountCols = { adsProfileId: storeAdsProfiles.id, accountName: storeAccounts.title, currency: storeAdsProfiles.currency };

/** Campaign-day rows of the period in scope, narrowed by account and type. */
export function campaignDayWhere(actor: Actor, q: Pick<AdReportQuery, "adsProfileId" | "adType">, from: string, to: string): SQL {
  return and(
    inScope(actor, cd.orgId, cd.adsProfileId),
    between(cd.day, from, to),
    q.adsProfileId ? eq(cd.adsProfileId, q.adsProfileId) : undefined,
    q.adType ? eq(adCampaigns.adType, q.adType) : undefined,
  )!;
}

/**
 * Product-ad-day rows of the period in scope, narrowed by account and type; the query joins `adCampaigns`
 * on the row's campaign (the account and type are the campaign's).
 */
export function productAdDayWhere(actor: Actor, q: Pick<AdReportQuery, "adsProfileId" | "adType" | "from" | "to">): SQL {
  const pd = adProductAdDaily;
  return and(
    inScope(actor, pd.orgId, adCampaigns.adsProfileId),
    between(pd.day, q.from, q.to),
    q.adsProfileId ? eq(adCampaigns.adsProfileId, q.adsProfileId) : undefined,
    q.adType ? eq(adCampaigns.adType, q.adType) : undefined,
  )!;
}

export const campaignDays = (db: DbOrTx) => ({
  from: <T extends Record<string, unknown>>(sel: T) =>
    db
      .select(sel as never)
      .from(cd)
      .innerJoin(adCampaigns, eq(adCampaigns.id, cd.campaignId))
      .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, cd.adsProfileId))
      .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId)),
});

/** Total sales (ads and organic) of the accounts in scope, per day. */
async function totalSalesByDay(db: DbOrTx, actor: Actor, q: AdReportQuery, from: string, to: string) {
  const s = adProductSalesDaily;
  const rows = await db
    .select({ day: s.day, adsProfileId: s.adsProfileId, sales: sql<string>`sum(${s.sales})::text` })
    .from(s)
    .where(
      and(
        inScope(actor, s.orgId, s.adsProfileId),
        between(s.day, from, to),
        q.adsProfileId ? eq(s.adsProfileId, q.adsProfileId) : undefined,
      ),
    )
    .groupBy(s.day, s.adsProfileId);
  return rows;
}

export const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

export async function adDashboard(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdDashboardReply> {
  const length = daysOf(q.from, q.to).length;
  const previousTo = addDays(q.from, -1);
  const previousFrom = addDays(q.from, -length);
  const where = campaignDayWhere(actor, q, q.from, q.to);
  const byDay = (await campaignDays(db)
    .from({ day: cd.day, ...sums(cd) })
    .where(where)
    .groupBy(cd.day)) as unknown as ({ day: string } & ReturnType<typeof withRatios>)[];
  const totalSales = await totalSalesByDay(db, actor, q, q.from, q.to);
  const salesOfDay = new Map<string, Decimal>();
  const salesOfAccount = new Map<number, Decimal>();
  for (const r of totalSales) {
    salesOfDay.set(r.day, (salesOfDay.get(r.day) ?? new Decimal(0)).plus(r.sales));
    salesOfAccount.set(r.adsProfileId, (salesOfAccount.get(r.adsProfileId) ?? new Decimal(0)).plus(r.sales));
  }
  const dayMap = new Map(byDay.map((r) => [r.day, r]));
  const trend = daysOf(q.from, q.to).map((day) => {
    const m = withRatios(dayMap.get(day) ?? zeroSums);
    const total = salesOfDay.get(day) ?? new Decimal(0);
    return { day, spend: m.spend, sales: m.sales, totalSales: moneyText(total), acos: m.acos, tacos: tacosText(m.spend, total) };
  });
  const totals = withRatios(byDay.reduce((a, b) => addSums(a, b), zeroSums));
  const allSales = [...salesOfDay.values()].reduce((a, b) => a.plus(b), new Decimal(0));

  const byAccountRows = (await campaignDays(db)
    .from({ ...accountCols, ...sums(cd) })
    .where(where)
    .groupBy(storeAdsProfiles.id, storeAccounts.title, storeAdsProfiles.currency)
    .orderBy(asc(storeAccounts.title))) as unknown as ({ adsProfileId: number; accountName: string; currency: string } & Record<
    string,
    string
  >)[];
  const byTypeRows = (await campaignDays(db)
    .from({ adType: adCampaigns.adType, ...sums(cd) })
    .where(where)
    .groupBy(adCampaigns.adType)
    .orderBy(asc(adCampaigns.adType))) as unknown as ({ adType: "SP" | "SB" | "SD" } & Record<string, string>)[];

  // top movers: each campaign's period against the one before, biggest spend change first
  const perCampaign = async (from: string, to: string) =>
    (await campaignDays(db)
      .from({ campaignId: adCampaigns.id, name: adCampaigns.name, adType: adCampaigns.adType, ...accountCols, ...sums(cd) })
      .where(campaignDayWhere(actor, q, from, to))
      .groupBy(
        adCampaigns.id,
        adCampaigns.name,
        adCampaigns.adType,
        storeAdsProfiles.id,
        storeAccounts.title,
        storeAdsProfiles.currency,
      )) as unknown as ({
      campaignId: number;
      name: string;
      adType: "SP" | "SB" | "SD";
      adsProfileId: number;
      accountName: string;
      currency: string;
    } & Record<string, string>)[];
  const now = await perCampaign(q.from, q.to);
  const before = new Map((await perCampaign(previousFrom, previousTo)).map((r) => [r.campaignId, r]));
  const topMovers = now
    .map((r) => {
      const cur = withRatios(r as never);
      const prev = withRatios((before.get(r.campaignId) ?? zeroSums) as never);
      const delta = (a: string | null, b: string | null) => (a === null || b === null ? null : new Decimal(a).minus(b).toFixed(4));
      return {
        campaignId: r.campaignId,
        name: r.name,
        adType: r.adType,
        adsProfileId: r.adsProfileId,
        accountName: r.accountName,
        currency: r.currency,
        spend: cur.spend,
        previousSpend: prev.spend,
        spendChange: new Decimal(cur.spend).minus(prev.spend).toFixed(4),
        sales: cur.sales,
        previousSales: prev.sales,
        salesChange: new Decimal(cur.sales).minus(prev.sales).toFixed(4),
        acos: cur.acos,
        previousAcos: prev.acos,
        acosChange: delta(cur.acos, prev.acos),
      };
    })
    .sort((a, b) => new Decimal(b.spendChange).abs().cmp(new Decimal(a.spendChange).abs()) || a.campaignId - b.campaignId)
    .slice(0, 10);

  return {
    from: q.from,
    to: q.to,
    previousFrom,
    previousTo,
    totals: { ...totals, totalSales: moneyText(allSales), tacos: tacosText(totals.spend, allSales) },
    trend,
    byAccount: byAccountRows.map((r) => {
      const m = withRatios(r as never);
      const total = salesOfAccount.get(r.adsProfileId) ?? new Decimal(0);
      return {
        adsProfileId: r.adsProfileId,
        accountName: r.accountName,
        currency: r.currency,
        ...m,
        totalSales: moneyText(total),
        tacos: tacosText(m.spend, total),
      };
    }),
    byType: byTypeRows.map((r) => ({ adType: r.adType, ...withRatios(r as never) })),
    topMovers,
  };
}

/** Per campaign over the period, and each account's totals (summed from its campaigns' sums). */
export async function adSummary(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdSummaryReply> {
  const rows = (await campaignDays(db)
    .from({
      campaignId: adCampaigns.id,
      name: adCampaigns.name,
      adType: adCampaigns.adType,
      state: adCampaigns.state,
      ...accountCols,
      ...sums(cd),
    })
    .where(campaignDayWhere(actor, q, q.from, q.to))
    .groupBy(
      adCampaigns.id,
      adCampaigns.name,
      adCampaigns.adType,
      adCampaigns.state,
      storeAdsProfiles.id,
      storeAccounts.title,
      storeAdsProfiles.currency,
    )
    .orderBy(asc(storeAccounts.title), asc(adCampaigns.name))) as unknown as ({
    campaignId: number;
    name: string;
    adType: "SP" | "SB" | "SD";
    state: string;
    adsProfileId: number;
    accountName: string;
    currency: string;
  } & Record<string, string>)[];
  const accounts = new Map<number, { adsProfileId: number; accountName: string; currency: string; sums: typeof zeroSums }>();
  for (const r of rows) {
    const a = accounts.get(r.adsProfileId) ?? {
      adsProfileId: r.adsProfileId,
      accountName: r.accountName,
      currency: r.currency,
      sums: zeroSums,
    };
    a.sums = addSums(a.sums, r as never);
    accounts.set(r.adsProfileId, a);
  }
  return {
    accounts: [...accounts.values()].map(({ sums: s, ...a }) => ({ ...a, ...withRatios(s) })),
    campaigns: rows.map((r) => ({
      campaignId: r.campaignId,
      name: r.name,
      adType: r.adType,
      state: r.state,
      adsProfileId: r.adsProfileId,
      accountName: r.accountName,
      currency: r.currency,
      ...withRatios(r as never),
    })),
  };
}

/** One campaign's days (404 outside the scope). */
export async function campaignDaily(
  db: DbOrTx,
  actor: Actor,
  q: { campaignId: number; from: string; to: string },
): Promise<AdCampaignDailyReply> {
  const [c] = await db
    .select({ id: adCampaigns.id, name: adCampaigns.name, adType: adCampaigns.adType, currency: storeAdsProfiles.currency })
    .from(adCampaigns)
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(and(eq(adCampaigns.id, q.campaignId), inScope(actor, adCampaigns.orgId, adCampaigns.adsProfileId)));
  if (!c) throw notFound("advertising.reports.campaign");
  const rows = await db
    .select({ day: cd.day, dailyBudget: cd.dailyBudget, budgetOutAtHour: cd.budgetOutAtHour, ...sums(cd) })
    .from(cd)
    .where(and(eq(cd.campaignId, c.id), between(cd.day, q.from, q.to)))
    .groupBy(cd.day, cd.dailyBudget, cd.budgetOutAtHour)
    .orderBy(asc(cd.day));
  return {
    campaignId: c.id,
    name: c.name,
    adType: c.adType as "SP" | "SB" | "SD",
    currency: c.currency,
    totals: withRatios(rows.reduce((a, b) => addSums(a, b), zeroSums)),
    days: rows.map((r) => ({ day: r.day, dailyBudget: moneyText(r.dailyBudget), budgetOutAtHour: r.budgetOutAtHour, ...withRatios(r) })),
  };
}

/** Per advertised SKU over the period: its ads' figures, its total sales (ads and organic) and TACoS. */
export async function adProductSummary(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdProductSummaryReply> {
  const pd = adProductAdDaily;
  const rows = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.nameEn,
      ...accountCols,
      ...sums(pd),
    })
    .from(pd)
    .innerJoin(adCampaigns, eq(adCampaigns.id, pd.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .innerJoin(products, eq(products.id, pd.productId))
    .where(productAdDayWhere(actor, q))
    .groupBy(products.id, products.sku, products.nameEn, storeAdsProfiles.id, storeAccounts.title, storeAdsProfiles.currency)
    .orderBy(asc(storeAccounts.title), asc(products.sku))
    .limit(5000);
  const s = adProductSalesDaily;
  const totals = await db
    .select({ adsProfileId: s.adsProfileId, productId: s.productId, sales: sql<string>`sum(${s.sales})::text` })
    .from(s)
    .where(and(inScope(actor, s.orgId, s.adsProfileId), between(s.day, q.from, q.to)))
    .groupBy(s.adsProfileId, s.productId);
  const total = new Map(totals.map((t) => [`${t.adsProfileId}:${t.productId}`, t.sales]));
  return {
    rows: rows.map((r) => {
      const m = withRatios(r);
      const all = total.get(`${r.adsProfileId}:${r.productId}`) ?? "0";
      return {
        productId: r.productId,
        sku: r.sku,
        name: r.name,
        adsProfileId: r.adsProfileId,
        accountName: r.accountName,
        currency: r.currency,
        ...m,
        totalSales: moneyText(all),
        tacos: tacosText(m.spend, all),
      };
    }),
  };
}

/**
 * Hour × weekday of the period (the marketplace's weekday of each report day), of the accounts in view or
 * one campaign; with the currency when the figures' accounts share one.
 */
export async function adTimeSharing(db: DbOrTx, actor: Actor, q: AdTimeSharingQuery): Promise<AdTimeSharingReply> {
  const h = adCampaignHourly;
  const weekday = sql<number>`extract(dow from ${h.day})::int`;
  const where = and(
    inScope(actor, h.orgId, adCampaigns.adsProfileId),
    between(h.day, q.from, q.to),
    q.adsProfileId ? eq(adCampaigns.adsProfileId, q.adsProfileId) : undefined,
    q.adType ? eq(adCampaigns.adType, q.adType) : undefined,
    q.campaignId ? eq(h.campaignId, q.campaignId) : undefined,
  );
  const rows = await db
    .select({ weekday, hour: h.hour, ...sums(h) })
    .from(h)
    .innerJoin(adCampaigns, eq(adCampaigns.id, h.campaignId))
    .where(where)
    .groupBy(weekday, h.hour);
  const currencies = await db
    .selectDistinct({ currency: storeAdsProfiles.currency })
    .from(h)
    .innerJoin(adCampaigns, eq(adCampaigns.id, h.campaignId))
    .innerJoin(storeAdsProfiles, eq(storeAdsProfiles.id, adCampaigns.adsProfileId))
    .where(where);
  const at = new Map(rows.map((r) => [`${r.weekday}:${r.hour}`, r]));
  const cells = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++) cells.push({ weekday, hour, ...withRatios(at.get(`${weekday}:${hour}`) ?? zeroSums) });
  return { currency: currencies.length === 1 ? currencies[0]!.currency : null, cells };
}

/** SP, SB and SD side by side per account and day. */
export async function adCombination(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdCombinationReply> {
  const rows = (await campaignDays(db)
    .from({ day: cd.day, adType: adCampaigns.adType, ...accountCols, ...sums(cd) })
    .where(campaignDayWhere(actor, { adsProfileId: q.adsProfileId }, q.from, q.to))
    .groupBy(cd.day, adCampaigns.adType, storeAdsProfiles.id, storeAccounts.title, storeAdsProfiles.currency)
    .orderBy(asc(storeAccounts.title), asc(cd.day))) as unknown as ({
    day: string;
    adType: string;
    adsProfileId: number;
    accountName: string;
    currency: string;
  } & Record<string, string>)[];
  const byKey = new Map<
    string,
    {
      adsProfileId: number;
      accountName: string;
      currency: string;
      day: string;
      sp: typeof zeroSums;
      sb: typeof zeroSums;
      sd: typeof zeroSums;
    }
  >();
  for (const r of rows) {
    const key = `${r.adsProfileId}:${r.day}`;
    const e = byKey.get(key) ?? {
      adsProfileId: r.adsProfileId,
      accountName: r.accountName,
      currency: r.currency,
      day: r.day,
      sp: zeroSums,
      sb: zeroSums,
      sd: zeroSums,
    };
    const type = r.adType.toLowerCase() as "sp" | "sb" | "sd";
    e[type] = addSums(e[type], r as never);
    byKey.set(key, e);
  }
  return {
    rows: [...byKey.values()].map((e) => ({
      adsProfileId: e.adsProfileId,
      accountName: e.accountName,
      currency: e.currency,
      day: e.day,
      sp: withRatios(e.sp),
      sb: withRatios(e.sb),
      sd: withRatios(e.sd),
      total: withRatios(addSums(addSums(e.sp, e.sb), e.sd)),
    })),
  };
}
