import { asc, desc, sql } from "drizzle-orm";
import Decimal from "decimal.js";
import type { AdBudgetOverviewReply, AdReportQuery } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaignDaily, adCampaigns } from "../schema.js";
import { moneyText } from "./metrics-sql.js";
import { accountCols, campaignDays, campaignDayWhere } from "./report.queries.js";

const cd = adCampaignDaily;
const capped = sql`${cd.budgetOutAtHour} is not null`;
/** The same count as the budget list's column: the whole hours after the one the budget ran out in. */
const hoursOut = sql`case when ${cd.budgetOutAtHour} is null then 0 else 23 - ${cd.budgetOutAtHour} end`;
const figures = {
  campaigns: sql<number>`count(distinct ${cd.campaignId})::int`,
  cappedCampaigns: sql<number>`count(distinct ${cd.campaignId}) filter (where ${capped})::int`,
  hoursOutOfBudget: sql<number>`coalesce(sum(${hoursOut}), 0)::int`,
  dailyBudget: sql<string>`coalesce(sum(${cd.dailyBudget}), 0)::text`,
  spend: sql<string>`coalesce(sum(${cd.spend}), 0)::text`,
};
type Figures = { campaigns: number; cappedCampaigns: number; hoursOutOfBudget: number; dailyBudget: string; spend: string };

const ratioText = (num: string, den: string) => new Decimal(num).div(den).mul(100).toFixed(4, Decimal.ROUND_HALF_UP);
/** Money and utilisation only when the figures are in one currency (never added across currencies). */
function inCurrency(f: Figures, oneCurrency: boolean) {
  const budget = moneyText(f.dailyBudget);
  const spend = moneyText(f.spend);
  // spend / budget in %, 4 places half-up like every other ratio; unknown over a zero budget
  const utilisation = oneCurrency && !new Decimal(f.dailyBudget).isZero() ? ratioText(f.spend, f.dailyBudget) : null;
  return {
    campaigns: f.campaigns,
    cappedCampaigns: f.cappedCampaigns,
    hoursOutOfBudget: f.hoursOutOfBudget,
    dailyBudget: oneCurrency ? budget : null,
    spend: oneCurrency ? spend : null,
    utilisation,
  };
}

/**
 * Budget monitoring's overview: per day and over the period, how many campaigns ran, how many ran out of
 * budget before the day ended, the hours they spent out of budget, and the budget used; the campaigns
 * capped most often. The rows are the budget list's (`budgetDayListSpec`), summed.
 */
export async function adBudgetOverview(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdBudgetOverviewReply> {
  const where = campaignDayWhere(actor, q, q.from, q.to);
  const currencies = (await campaignDays(db)
    .from({ currency: sql<string>`distinct ${storeAdsProfiles.currency}` })
    .where(where)) as unknown as { currency: string }[];
  const one = currencies.length === 1;
  const [totals] = (await campaignDays(db)
    .from({
      ...figures,
      campaignDays: sql<number>`count(*)::int`,
      cappedDays: sql<number>`count(*) filter (where ${capped})::int`,
    })
    .where(where)) as unknown as (Figures & { campaignDays: number; cappedDays: number })[];
  const byDay = (await campaignDays(db)
    .from({ day: cd.day, ...figures })
    .where(where)
    .groupBy(cd.day)
    .orderBy(asc(cd.day))) as unknown as (Figures & { day: string })[];
  const cappedDays = sql<number>`count(*) filter (where ${capped})::int`;
  const hours = sql<number>`coalesce(sum(${hoursOut}), 0)::int`;
  const top = (await campaignDays(db)
    .from({
      campaignId: adCampaigns.id,
      name: adCampaigns.name,
      adType: adCampaigns.adType,
      ...accountCols,
      days: sql<number>`count(*)::int`,
      cappedDays,
      hoursOutOfBudget: hours,
      earliestOutAtHour: sql<number | null>`min(${cd.budgetOutAtHour})`,
    })
    .where(where)
    .groupBy(adCampaigns.id, adCampaigns.name, adCampaigns.adType, storeAdsProfiles.id, storeAccounts.title, storeAdsProfiles.currency)
    .having(sql`count(*) filter (where ${capped}) > 0`)
    .orderBy(desc(cappedDays), desc(hours), asc(adCampaigns.id))
    .limit(10)) as unknown as AdBudgetOverviewReply["topCapped"];
  const t = totals ?? {
    campaigns: 0,
    cappedCampaigns: 0,
    hoursOutOfBudget: 0,
    dailyBudget: "0",
    spend: "0",
    campaignDays: 0,
    cappedDays: 0,
  };
  return {
    currency: one ? currencies[0]!.currency : null,
    totals: { ...inCurrency(t, one), campaignDays: t.campaignDays, cappedDays: t.cappedDays },
    trend: byDay.map((d) => ({ day: d.day, ...inCurrency(d, one) })),
    topCapped: top.map((r) => ({ ...r, earliestOutAtHour: r.earliestOutAtHour === null ? null : Number(r.earliestOutAtHour) })),
  };
}
