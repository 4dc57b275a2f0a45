import { createHash } from "node:crypto";
import Decimal from "decimal.js";
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type AdMetrics, sumMetricsBy } from "./metrics.js";

/**
 * The sandbox marketplace: what the Amazon Ads adapter's sandbox answers instead of Amazon (these
 * machines reach no outside service). A day of a campaign, hour by hour, deterministic for a seed:
 * the same seed, day and settings always give the same figures, so demo data, tests and a rule's
 * effect can be reproduced.
 *
 * The model, kept simple but with the responses a rule needs to see:
 * - impressions follow the keyword's searches (an hourly traffic curve) times the share of auctions won,
 *   which rises with the bid against the keyword's market CPC, lifted by placement adjustments;
 * - clicks follow the keyword's own click rate (higher at the top of search); a click costs what the
 *   next bidder would pay, never more than the bid;
 * - orders follow the product's conversion rate for that keyword; sales are units × price;
 * - the campaign's daily budget runs out during the day: from then on its ads show no more that day.
 * Money is exact: spend is clicks × a CPC in whole currency units (cents).
 */

export interface SimTarget {
  id: number;
  state: "ENABLED" | "PAUSED" | "ARCHIVED";
  bid: string;
  /** The market the keyword (or product target) meets: daily searches and the CPC that wins half the auctions. */
  searchVolume: number;
  marketCpc: string;
  /** Fractions: the listing's click rate on an impression and conversion rate on a click for this keyword. */
  baseCtr: number;
  baseCvr: number;
  /** The advertised product's price, money. */
  price: string;
}

export interface SimCampaign {
  id: number;
  state: "ENABLED" | "PAUSED" | "ARCHIVED";
  dailyBudget: string;
  /** Placement bid adjustments, % (0–900). */
  topOfSearchPercent: number;
  productPagesPercent: number;
  targets: readonly SimTarget[];
}

export interface SimHour extends AdMetrics {
  hour: number;
  targetId: number;
}

export interface SimDay {
  date: string;
  campaignId: number;
  /** Only hours with impressions. */
  hours: SimHour[];
  spend: string;
  /** The hour the budget ran out, or null when it lasted the day. */
  budgetOutAtHour: number | null;
}

/** Share of a day's searches in each hour of the marketplace's day (evening peak), summing to 1. */
export const HOURLY_TRAFFIC: readonly number[] = (() => {
  const raw = [14, 9, 6, 5, 5, 7, 12, 20, 30, 38, 42, 45, 47, 46, 45, 46, 48, 52, 58, 64, 66, 58, 42, 26];
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((v) => v / total);
})();

/** A generator for one target's day, from the seed and what identifies that day. */
function generator(seed: number, campaignId: number, targetId: number, date: string) {
  const digest = createHash("sha256").update(`${seed}|${campaignId}|${targetId}|${date}`).digest();
  return xoroshiro128plus(digest.readInt32LE(0));
}

/** Share of auctions won at an effective bid: 45 % at the market CPC, rising towards 90 %. */
export const auctionShare = (effectiveBid: Decimal, marketCpc: Decimal): number =>
  marketCpc.isZero() ? 0.9 : 0.9 / (1 + Math.exp(-4 * (effectiveBid.div(marketCpc).toNumber() - 1)));

/** Share of the day's traffic in hours 0 … `throughHour` (23: the whole day). */
export const trafficThrough = (throughHour: number): number => HOURLY_TRAFFIC.slice(0, throughHour + 1).reduce((a, b) => a + b, 0);

/**
 * A campaign's day, hour by hour; `throughHour` stops after that hour (today so far: the hours a report
 * fetched during the day holds). The hours it gives are those of the whole day up to that point.
 */
export function simulateDay(seed: number, date: string, campaign: SimCampaign, currencyDecimals = 2, throughHour = 23): SimDay {
  const day: SimDay = { date, campaignId: campaign.id, hours: [], spend: "0", budgetOutAtHour: null };
  if (campaign.state !== "ENABLED") return day;
  const live = campaign.targets.filter((t) => t.state === "ENABLED");
  const unit = new Decimal(1).div(new Decimal(10).pow(currencyDecimals));
  const lift = 1 + (0.3 * campaign.topOfSearchPercent + 0.2 * campaign.productPagesPercent) / 100;
  // what does not change during the day, once per target (not once per target and hour)
  const auctions = live.map((t) => {
    const bid = new Decimal(t.bid);
    const market = new Decimal(t.marketCpc);
    const share = auctionShare(bid.mul(lift), market);
    // second price: what the next bidder would pay, in whole cents, at least one cent, never above the bid
    const cpc = Decimal.max(
      unit,
      Decimal.min(bid.mul(lift), market.mul(0.6 + 0.5 * share)).toDecimalPlaces(currencyDecimals, Decimal.ROUND_DOWN),
    );
    return { t, rng: generator(seed, campaign.id, t.id, date), share, cpc, price: new Decimal(t.price) };
  });
  let remaining = new Decimal(campaign.dailyBudget);
  let spent = new Decimal(0);

  for (let hour = 0; hour <= throughHour && day.budgetOutAtHour === null; hour++) {
    for (const { t, rng, share, cpc, price } of auctions) {
      const u = () => uniformFloat64(rng);
      const searches = t.searchVolume * HOURLY_TRAFFIC[hour]! * (0.7 + 0.6 * u());
      const impressions = Math.floor(searches * share + u());
      if (impressions === 0) continue;
      const ctr = t.baseCtr * (0.8 + 0.4 * u()) * (1 + campaign.topOfSearchPercent / 1800);
      let clicks = Math.floor(impressions * ctr + u());
      if (cpc.mul(clicks).gt(remaining)) {
        clicks = remaining.div(cpc).floor().toNumber();
        day.budgetOutAtHour = hour;
      }
      const spend = cpc.mul(clicks);
      remaining = remaining.minus(spend);
      spent = spent.plus(spend);
      const orders = Math.min(clicks, Math.floor(clicks * t.baseCvr * (0.7 + 0.6 * u()) + u()));
      const units = orders + (orders > 0 && u() < 0.15 ? 1 : 0);
      day.hours.push({
        hour,
        targetId: t.id,
        impressions,
        clicks,
        orders,
        units,
        spend: spend.toFixed(currencyDecimals),
        sales: price.mul(units).toFixed(currencyDecimals),
      });
      if (day.budgetOutAtHour !== null) break;
    }
  }
  day.spend = spent.toFixed(currencyDecimals);
  return day;
}

/** A simulated day's figures per target, as a daily report gives them. */
export function dailyByTarget(day: SimDay): Map<number, AdMetrics> {
  return sumMetricsBy(day.hours, (h) => h.targetId);
}
