import Decimal from "decimal.js";
import { addDays } from "../../../platform/clock.js";

/**
 * Advertising figures as Amazon Ads reports them (sales and orders with 7-day attribution), and what is
 * derived from them. Money (spend, sales) is a decimal string in the ad account's currency; ratios are
 * exact decimals, `null` where the denominator is zero (an ACoS with no sales is not 0 % and not ∞: it is
 * unknown, and a rule compares it as such).
 */
export interface AdMetrics {
  impressions: number;
  clicks: number;
  orders: number;
  units: number;
  spend: string;
  sales: string;
}

export const ZERO_METRICS: Readonly<AdMetrics> = Object.freeze({ impressions: 0, clicks: 0, orders: 0, units: 0, spend: "0", sales: "0" });

export function addMetrics(a: AdMetrics, b: AdMetrics): AdMetrics {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    orders: a.orders + b.orders,
    units: a.units + b.units,
    spend: new Decimal(a.spend).plus(b.spend).toString(),
    sales: new Decimal(a.sales).plus(b.sales).toString(),
  };
}

export function sumMetrics(rows: Iterable<AdMetrics>): AdMetrics {
  return sumMetricsBy(rows, () => 0).get(0) ?? { ...ZERO_METRICS };
}

/**
 * Sums metrics per key (in the order the keys first appear). The money stays a decimal until the end:
 * parsing and printing it at every addition was most of the sandbox's time (a day of an account sums
 * thousands of target-hours).
 */
export function sumMetricsBy<R extends AdMetrics, K>(rows: Iterable<R>, keyOf: (r: R) => K): Map<K, AdMetrics> {
  const sums = new Map<K, { impressions: number; clicks: number; orders: number; units: number; spend: Decimal; sales: Decimal }>();
  for (const r of rows) {
    const k = keyOf(r);
    const s = sums.get(k);
    if (s) {
      s.impressions += r.impressions;
      s.clicks += r.clicks;
      s.orders += r.orders;
      s.units += r.units;
      s.spend = s.spend.plus(r.spend);
      s.sales = s.sales.plus(r.sales);
    } else {
      const { impressions, clicks, orders, units } = r;
      sums.set(k, { impressions, clicks, orders, units, spend: new Decimal(r.spend), sales: new Decimal(r.sales) });
    }
  }
  return new Map([...sums].map(([k, s]) => [k, { ...s, spend: s.spend.toString(), sales: s.sales.toString() }]));
}

/** Ratios as percentages (CTR, CVR, ACoS, TACoS) or plain factors (CPC in money, ROAS), exact. */
export interface DerivedMetrics {
  /** clicks ÷ impressions, % */
  ctr: Decimal | null;
  /** spend ÷ clicks, money */
  cpc: Decimal | null;
  /** orders ÷ clicks, % */
  cvr: Decimal | null;
  /** spend ÷ attributed sales, % */
  acos: Decimal | null;
  /** attributed sales ÷ spend */
  roas: Decimal | null;
}

const ratio = (num: Decimal.Value, den: Decimal.Value): Decimal | null => (new Decimal(den).isZero() ? null : new Decimal(num).div(den));
const percent = (num: Decimal.Value, den: Decimal.Value) => ratio(num, den)?.mul(100) ?? null;

/** One ratio of `derive` (a rule's condition on ACoS needs the ACoS, not all five divisions). */
export function ratioOf(metric: keyof DerivedMetrics, m: AdMetrics): Decimal | null {
  switch (metric) {
    case "ctr":
      return percent(m.clicks, m.impressions);
    case "cpc":
      return ratio(m.spend, m.clicks);
    case "cvr":
      return percent(m.orders, m.clicks);
    case "acos":
      return percent(m.spend, m.sales);
    case "roas":
      return ratio(m.sales, m.spend);
  }
}

export function derive(m: AdMetrics): DerivedMetrics {
  return { ctr: ratioOf("ctr", m), cpc: ratioOf("cpc", m), cvr: ratioOf("cvr", m), acos: ratioOf("acos", m), roas: ratioOf("roas", m) };
}

/** Ad spend against the seller's total sales of the product (ads and organic), %. */
export const tacos = (spend: Decimal.Value, totalSales: Decimal.Value): Decimal | null => percent(spend, totalSales);

/** One day's figures of one ad entity (campaign, group, target, product ad or search term). */
export interface DailyMetrics extends AdMetrics {
  /** The marketplace's calendar day, YYYY-MM-DD. */
  date: string;
}

export interface LookBack {
  /** First and last day counted, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  days: number;
}

/**
 * The days a rule looks at: `days` whole days ending `skipRecent` days before `today` (today is never
 * complete; Amazon keeps attributing orders to a click for 7 days, so a rule judging ACoS may skip the
 * last few days whose sales are still coming in).
 */
export function lookBack(today: string, days: number, skipRecent = 0): LookBack {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`look-back days must be a whole number ≥ 1 (got ${days})`);
  if (!Number.isInteger(skipRecent) || skipRecent < 0) throw new RangeError(`skipped days must be a whole number ≥ 0 (got ${skipRecent})`);
  const to = addDays(today, -1 - skipRecent);
  return { from: addDays(to, 1 - days), to, days };
}

/** The window's totals, and on how many of its days the entity had any figures at all. */
export function sumWindow(rows: readonly DailyMetrics[], window: LookBack): { metrics: AdMetrics; daysWithData: number } {
  const inside = rows.filter((r) => r.date >= window.from && r.date <= window.to);
  return { metrics: sumMetrics(inside), daysWithData: new Set(inside.map((r) => r.date)).size };
}
