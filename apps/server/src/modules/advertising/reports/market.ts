import { createHash } from "node:crypto";
import Decimal from "decimal.js";
import type { AdMetrics } from "../domain/metrics.js";

/**
 * The sandbox marketplace's fixed facts, derived deterministically from text and the account's seed
 * (no I/O): what a keyword or an ASIN meets on the market, a product's price, its organic sales, how a
 * group's figures split over its ads and a target's over the search terms that matched it. The same
 * seed and text always give the same answer, so a replayed day reports the same rows.
 */

/** A number in [0, 1) from the seed and the parts that identify it. */
export function unit(seed: number, ...parts: (string | number)[]): number {
  const digest = createHash("sha256")
    .update(`${seed}|${parts.join("|")}`)
    .digest();
  return digest.readUInt32LE(0) / 0x1_0000_0000;
}

/** An account's seed from its Amazon profile id (stable across databases, unlike row ids). */
export const accountSeed = (profileId: string): number => createHash("sha256").update(profileId).digest().readInt32LE(0);

export interface Market {
  searchVolume: number;
  marketCpc: string;
  baseCtr: number;
  baseCvr: number;
}

type Kind = "keyword" | "product" | "category" | "auto" | "audience";

/** Daily searches (or placements), click and conversion rates by kind of target, before the match type's effect. */
const KINDS: Record<Kind, { volume: [number, number]; cpc: [number, number]; ctr: [number, number]; cvr: [number, number] }> = {
  keyword: { volume: [300, 6000], cpc: [0.45, 2.2], ctr: [0.003, 0.012], cvr: [0.06, 0.18] },
  product: { volume: [150, 2000], cpc: [0.35, 1.6], ctr: [0.002, 0.008], cvr: [0.05, 0.14] },
  category: { volume: [1500, 8000], cpc: [0.4, 1.5], ctr: [0.0015, 0.005], cvr: [0.04, 0.1] },
  auto: { volume: [2000, 12000], cpc: [0.3, 1.2], ctr: [0.002, 0.007], cvr: [0.05, 0.12] },
  audience: { volume: [4000, 20000], cpc: [0.3, 1.1], ctr: [0.0008, 0.003], cvr: [0.03, 0.08] },
};
/** Exact matches meet fewer searches that click and buy more; broad ones the opposite. */
const MATCH: Record<string, { volume: number; ctr: number }> = {
  EXACT: { volume: 0.5, ctr: 1.3 },
  PHRASE: { volume: 1, ctr: 1 },
  BROAD: { volume: 1.8, ctr: 0.8 },
  ASIN_SAME: { volume: 0.8, ctr: 1.2 },
  ASIN_EXPANDED: { volume: 1.6, ctr: 0.85 },
  CLOSE_MATCH: { volume: 1, ctr: 1.15 },
  LOOSE_MATCH: { volume: 1.4, ctr: 0.85 },
  SUBSTITUTES: { volume: 0.8, ctr: 0.9 },
  COMPLEMENTS: { volume: 0.7, ctr: 0.8 },
};

const between = (u: number, [lo, hi]: [number, number]) => lo + (hi - lo) * u;

/** What a target meets on the market: from its text (keyword, ASIN, category, audience), kind and match, and the seed. */
export function marketOf(seed: number, kind: string, matchType: string, expression: string): Market {
  const k = KINDS[kind as Kind] ?? KINDS.keyword;
  const m = MATCH[matchType] ?? { volume: 1, ctr: 1 };
  const text = expression.trim().toLowerCase();
  return {
    searchVolume: Math.round(between(unit(seed, "volume", kind, text), k.volume) * m.volume),
    marketCpc: new Decimal(between(unit(seed, "cpc", kind, text), k.cpc)).toFixed(2),
    baseCtr: between(unit(seed, "ctr", kind, text), k.ctr) * m.ctr,
    baseCvr: between(unit(seed, "cvr", kind, text), k.cvr),
  };
}

/**
 * A product's shelf price on the marketplace: its declared (customs) value marked up 2.2-3.4 times and
 * ending in .99; a product declared at nothing gets a price from its id.
 */
export function priceOf(seed: number, productId: number, declaredValue: string): string {
  const value = new Decimal(declaredValue);
  const base = value.gt(0)
    ? value.mul(2.2 + 1.2 * unit(seed, "markup", productId))
    : new Decimal(8 + Math.floor(60 * unit(seed, "price", productId)));
  return Decimal.max(1, base.floor()).plus("0.99").toFixed(2);
}

/** A product's organic (not ad-attributed) units of a day: a steady base per product, varying day to day. */
export function organicUnits(seed: number, productId: number, price: string, day: string): number {
  const cheap = new Decimal(price).lt(30);
  const base = (cheap ? 4 : 1) + (cheap ? 10 : 4) * unit(seed, "organic", productId);
  return Math.floor(base * (0.6 + 0.8 * unit(seed, "organic", productId, day)));
}

/** Weights 1-4 per key, fixed for the seed: how a whole splits over its parts. */
export const weightsOf = (seed: number, salt: string, keys: readonly (string | number)[]) =>
  keys.map((k) => 1 + Math.floor(4 * unit(seed, salt, k)));

/** `n` whole units split by weight (largest remainders first, ties to the earlier part): the parts sum to n. */
export function splitInteger(n: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (n * w) / total);
  const out = exact.map(Math.floor);
  let left = n - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let j = 0; left > 0; j = (j + 1) % order.length, left--) out[order[j]!.i]! += 1;
  return out;
}

/** An amount split by weight in whole cents (`scale` decimals): the parts sum to the amount exactly. */
export function splitMoney(amount: string, weights: readonly number[], scale = 2): string[] {
  const factor = new Decimal(10).pow(scale);
  const cents = new Decimal(amount).mul(factor).toNumber();
  return splitInteger(cents, weights).map((c) => new Decimal(c).div(factor).toFixed(scale));
}

/** A metrics record split by weight: every field's parts sum to the whole (exact sums matter more than a part's own ratios). */
export function splitMetrics(m: AdMetrics, weights: readonly number[]): AdMetrics[] {
  const impressions = splitInteger(m.impressions, weights);
  const clicks = splitInteger(m.clicks, weights);
  const orders = splitInteger(m.orders, weights);
  const units = splitInteger(m.units, weights);
  const spend = splitMoney(m.spend, weights);
  const sales = splitMoney(m.sales, weights);
  return weights.map((_, i) => ({
    impressions: impressions[i]!,
    clicks: clicks[i]!,
    orders: orders[i]!,
    units: units[i]!,
    spend: spend[i]!,
    sales: sales[i]!,
  }));
}

const MODIFIERS = ["", "best ", "cheap ", " for home", " set", " 2026", " large", " gift"];

/** The few search terms a keyword or auto target matched on a day (deterministic; the first is the keyword itself). */
export function searchTermsOf(seed: number, kind: string, expression: string, productName: string): string[] {
  const head = (kind === "keyword" ? expression : productName).trim().toLowerCase().slice(0, 200) || "product";
  const picks = [1 + Math.floor(7 * unit(seed, "term1", head)), 1 + Math.floor(7 * unit(seed, "term2", head))];
  const terms = [head];
  for (const p of picks) {
    const mod = MODIFIERS[p]!;
    const term = mod.startsWith(" ") ? `${head}${mod}` : `${mod}${head}`;
    if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}
