import Decimal from "decimal.js";
import { promotionFees } from "@entrepot/contracts";
import { addDays } from "../../../platform/clock.js";
import { type AdMetrics, ZERO_METRICS, addMetrics, sumMetricsBy } from "../domain/metrics.js";
import { dailyByTarget, type SimTarget, simulateDay, trafficThrough } from "../domain/sandbox.js";
import { marketOf, organicUnits, priceOf, searchTermsOf, splitMetrics, unit, weightsOf } from "./market.js";

/**
 * What the sandbox's report API answers for one ad account and one marketplace day, from the account's
 * entities as they are (state, bids, budgets, placements): pure, no I/O, deterministic for the seed.
 * `report-source.ts` loads the snapshot and writes these rows; the demo seed calls it day after day.
 */

type State = "ENABLED" | "PAUSED" | "ARCHIVED";
export interface SnapCampaign {
  id: number;
  orgId: number;
  adType: string;
  state: string;
  dailyBudget: string;
  startDate: string;
  endDate: string | null;
  topOfSearchPercent: number;
  productPagesPercent: number;
  /** SB: the creative's products (price of a click's landing). */
  creativeProductIds: number[];
}
export interface SnapGroup {
  id: number;
  campaignId: number;
  state: string;
  defaultBid: string;
}
export interface SnapTarget {
  id: number;
  campaignId: number;
  adGroupId: number | null;
  kind: string;
  matchType: string;
  expression: string;
  negative: boolean;
  bid: string | null;
  state: string;
}
export interface SnapProductAd {
  id: number;
  campaignId: number;
  adGroupId: number;
  productId: number;
  state: string;
}
export interface SnapProduct {
  id: number;
  name: string;
  declaredValue: string;
}
export interface SnapPromotion {
  id: number;
  kind: string;
  productIds: number[];
  startDate: string;
  endDate: string;
  discountType: string;
  discountValue: string;
  status: string;
}
export interface SnapDspOrder {
  id: number;
  budget: string;
  startDate: string;
  endDate: string | null;
}

export interface AccountSnapshot {
  adsProfileId: number;
  orgId: number;
  seed: number;
  currency: string;
  campaigns: SnapCampaign[];
  groups: SnapGroup[];
  targets: SnapTarget[];
  productAds: SnapProductAd[];
  products: SnapProduct[];
  promotions: SnapPromotion[];
  dspOrders: SnapDspOrder[];
}

type Keyed<K> = K & AdMetrics & { day: string; orgId: number };
export interface DayReport {
  day: string;
  campaignDaily: Keyed<{ campaignId: number; adsProfileId: number; dailyBudget: string; budgetOutAtHour: number | null }>[];
  campaignHourly: Keyed<{ campaignId: number; hour: number }>[];
  targetDaily: Keyed<{ targetId: number; campaignId: number; adGroupId: number | null }>[];
  productAdDaily: Keyed<{ productAdId: number; campaignId: number; adGroupId: number; productId: number }>[];
  searchTermDaily: Keyed<{ targetId: number; searchTerm: string; campaignId: number; adGroupId: number }>[];
  productSalesDaily: {
    adsProfileId: number;
    productId: number;
    day: string;
    orgId: number;
    orders: number;
    units: number;
    sales: string;
  }[];
  promotionDaily: {
    promotionId: number;
    day: string;
    orgId: number;
    redemptions: number;
    units: number;
    sales: string;
    fee: string;
    discount: string;
  }[];
}

const decimalsOf = (currency: string) => (currency === "JPY" ? 0 : 2);
const isZero = (m: AdMetrics) => m.impressions === 0 && m.clicks === 0 && new Decimal(m.spend).isZero() && new Decimal(m.sales).isZero();
const money = (m: AdMetrics): AdMetrics => ({ ...m, spend: new Decimal(m.spend).toFixed(4), sales: new Decimal(m.sales).toFixed(4) });

/** How many redemptions a day a promotion of each kind draws in the sandbox (a range; the seed picks within it). */
const PROMOTION_DAILY: Record<string, [number, number]> = {
  coupon: [3, 25],
  lightningDeal: [20, 90],
  bestDeal: [10, 50],
  primeExclusive: [4, 20],
  priceDiscount: [2, 15],
};

/** Amazon's fees (the contracts' table): a coupon's per redemption, a deal's fixed fee on its first day. */
function promotionFeesOf(kind: string, currency: string): { perRedemption: string; firstDay: string } {
  const fees = promotionFees(currency);
  return {
    perRedemption: kind === "coupon" ? fees.couponRedemption : "0",
    firstDay: kind === "lightningDeal" || kind === "bestDeal" ? fees[kind] : "0",
  };
}

/**
 * One marketplace day of the account. `throughHour` (0–23) gives the day so far, as a report fetched during
 * the day has it: the campaigns' hours up to then, organic sales and promotion redemptions in proportion
 * to the day's traffic by then.
 */
export function simulateAccountDay(snap: AccountSnapshot, day: string, throughHour = 23): DayReport {
  const decimals = decimalsOf(snap.currency);
  const soFar = throughHour >= 23 ? 1 : trafficThrough(throughHour);
  const { seed, orgId } = snap;
  const productById = new Map(snap.products.map((p) => [p.id, p]));
  const price = (productId: number) => priceOf(seed, productId, productById.get(productId)?.declaredValue ?? "0");
  const groupsById = new Map(snap.groups.map((g) => [g.id, g]));
  const adsByGroup = new Map<number, SnapProductAd[]>();
  for (const a of [...snap.productAds].sort((x, y) => x.id - y.id))
    adsByGroup.set(a.adGroupId, [...(adsByGroup.get(a.adGroupId) ?? []), a]);
  const out: DayReport = {
    day,
    campaignDaily: [],
    campaignHourly: [],
    targetDaily: [],
    productAdDaily: [],
    searchTermDaily: [],
    productSalesDaily: [],
    promotionDaily: [],
  };
  const adSalesByProduct = new Map<number, AdMetrics>();

  for (const c of snap.campaigns) {
    if (c.startDate > day || (c.endDate !== null && c.endDate < day) || c.state === "ARCHIVED") continue;
    const live = (a: SnapProductAd) => a.state === "ENABLED";
    const targets: (SimTarget & { source: SnapTarget; productId: number | null })[] = [];
    for (const t of snap.targets) {
      if (t.campaignId !== c.id || t.negative || t.adGroupId === null) continue;
      const g = groupsById.get(t.adGroupId);
      if (!g) continue;
      const ads = (adsByGroup.get(g.id) ?? []).filter(live);
      const productId = ads[0]?.productId ?? c.creativeProductIds[0] ?? null;
      // a group whose ads are all paused shows nothing: its targets take part in no auction
      const state: State = t.state === "ENABLED" && g.state === "ENABLED" && productId !== null ? "ENABLED" : "PAUSED";
      const market = marketOf(seed, t.kind, t.matchType, t.expression || `${t.matchType}:${productById.get(productId ?? 0)?.name ?? ""}`);
      targets.push({
        id: t.id,
        state,
        bid: t.bid ?? g.defaultBid,
        ...market,
        price: productId === null ? "0" : price(productId),
        source: t,
        productId,
      });
    }
    const sim = simulateDay(
      seed,
      day,
      {
        id: c.id,
        state: c.state as State,
        dailyBudget: c.dailyBudget,
        topOfSearchPercent: c.topOfSearchPercent,
        productPagesPercent: c.productPagesPercent,
        targets,
      },
      decimals,
      throughHour,
    );
    const byTarget = dailyByTarget(sim);
    let total: AdMetrics = { ...ZERO_METRICS };
    const byGroup = new Map<number, AdMetrics>();
    for (const t of targets) {
      const m = byTarget.get(t.id);
      if (!m || isZero(m)) continue;
      total = addMetrics(total, m);
      const groupId = t.source.adGroupId!;
      byGroup.set(groupId, addMetrics(byGroup.get(groupId) ?? ZERO_METRICS, m));
      out.targetDaily.push({ targetId: t.id, day, orgId, campaignId: c.id, adGroupId: groupId, ...money(m) });
      if ((t.source.kind === "keyword" || t.source.kind === "auto") && m.impressions > 0) {
        const name = t.productId === null ? "" : (productById.get(t.productId)?.name ?? "");
        const terms = searchTermsOf(seed, t.source.kind, t.source.expression, name);
        splitMetrics(m, weightsOf(seed, `term:${t.id}:${day}`, terms)).forEach((part, i) => {
          if (!isZero(part))
            out.searchTermDaily.push({
              targetId: t.id,
              day,
              searchTerm: terms[i]!,
              orgId,
              campaignId: c.id,
              adGroupId: groupId,
              ...money(part),
            });
        });
      }
    }
    out.campaignDaily.push({
      campaignId: c.id,
      day,
      orgId,
      adsProfileId: snap.adsProfileId,
      ...money(total),
      dailyBudget: c.dailyBudget,
      budgetOutAtHour: sim.budgetOutAtHour,
    });
    const hours = sumMetricsBy(sim.hours, (h) => h.hour);
    for (const [hour, m] of [...hours].sort((a, b) => a[0] - b[0]))
      out.campaignHourly.push({ campaignId: c.id, day, hour, orgId, ...money(m) });
    for (const [groupId, m] of byGroup) {
      const ads = (adsByGroup.get(groupId) ?? []).filter(live);
      if (ads.length === 0) continue; // SB without product ads: the creative's figures stay on the campaign and its targets
      splitMetrics(
        m,
        weightsOf(
          seed,
          `ad:${day}`,
          ads.map((a) => a.id),
        ),
      ).forEach((part, i) => {
        const a = ads[i]!;
        if (isZero(part)) return;
        out.productAdDaily.push({
          productAdId: a.id,
          day,
          orgId,
          campaignId: c.id,
          adGroupId: groupId,
          productId: a.productId,
          ...money(part),
        });
        adSalesByProduct.set(a.productId, addMetrics(adSalesByProduct.get(a.productId) ?? ZERO_METRICS, part));
      });
    }
  }

  // the business report: every advertised product's total sales, ads and organic
  const advertised = [...new Set(snap.productAds.map((a) => a.productId))].sort((a, b) => a - b);
  for (const productId of advertised) {
    const ad = adSalesByProduct.get(productId) ?? ZERO_METRICS;
    const p = price(productId);
    const organic = Math.floor(organicUnits(seed, productId, p, day) * soFar);
    out.productSalesDaily.push({
      adsProfileId: snap.adsProfileId,
      productId,
      day,
      orgId,
      orders: ad.orders + organic,
      units: ad.units + organic,
      sales: new Decimal(ad.sales).plus(new Decimal(p).mul(organic)).toFixed(4),
    });
  }

  for (const pr of snap.promotions) {
    // only what Amazon approved runs (a draft, a submission under review or sent back, a cancelled one: nothing)
    if (!["approved", "running", "ended"].includes(pr.status) || pr.startDate > day || pr.endDate < day) continue;
    const fees = promotionFeesOf(pr.kind, snap.currency);
    const [lo, hi] = PROMOTION_DAILY[pr.kind] ?? PROMOTION_DAILY.coupon!;
    const redemptions = Math.floor((lo + Math.floor((hi - lo) * unit(seed, "promo", pr.id, day))) * soFar);
    const units = redemptions + Math.floor(redemptions * 0.1 * unit(seed, "promoUnits", pr.id, day));
    const p = new Decimal(pr.productIds[0] !== undefined ? price(pr.productIds[0]) : "19.99");
    const gross = p.mul(units);
    const discount =
      pr.discountType === "percent"
        ? gross.mul(pr.discountValue).div(100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
        : new Decimal(pr.discountValue).mul(units);
    const fee = new Decimal(fees.perRedemption).mul(redemptions).plus(day === pr.startDate ? fees.firstDay : 0);
    out.promotionDaily.push({
      promotionId: pr.id,
      day,
      orgId,
      redemptions,
      units,
      sales: gross.minus(discount).toFixed(4),
      fee: fee.toFixed(4),
      discount: discount.toFixed(4),
    });
  }
  return out;
}

export interface DspTotals {
  id: number;
  impressions: number;
  clicks: number;
  purchases: number;
  spend: string;
  sales: string;
}

/** A DSP order's totals from its start through `through`: spent at its daily pace, never past its budget. */
export function dspTotals(seed: number, o: SnapDspOrder, through: string, currency: string): DspTotals {
  const decimals = decimalsOf(currency);
  const last = o.endDate !== null && o.endDate < through ? o.endDate : through;
  const span = o.endDate ? Math.max(1, (Date.parse(o.endDate) - Date.parse(o.startDate)) / 86_400_000 + 1) : 60;
  const pace = new Decimal(o.budget).div(span);
  const t: DspTotals = { id: o.id, impressions: 0, clicks: 0, purchases: 0, spend: "0", sales: "0" };
  let spend = new Decimal(0);
  let sales = new Decimal(0);
  for (let day = o.startDate; day <= last; day = addDays(day, 1)) {
    const daySpend = Decimal.min(
      new Decimal(o.budget).minus(spend),
      pace.mul(0.8 + 0.4 * unit(seed, "dsp", o.id, day)).toDecimalPlaces(decimals, Decimal.ROUND_DOWN),
    );
    if (daySpend.lte(0)) break;
    // a viewable-impression price of 4-9 per mille; clicks and purchases follow
    const impressions = daySpend
      .mul(1000)
      .div(4 + 5 * unit(seed, "dspCpm", o.id, day))
      .floor()
      .toNumber();
    const clicks = Math.floor(impressions * 0.0025);
    const purchases = Math.floor(clicks * 0.06);
    t.impressions += impressions;
    t.clicks += clicks;
    t.purchases += purchases;
    spend = spend.plus(daySpend);
    sales = sales.plus(new Decimal(purchases).mul(new Decimal(24.99)));
  }
  t.spend = spend.toFixed(4);
  t.sales = sales.toFixed(4);
  return t;
}
