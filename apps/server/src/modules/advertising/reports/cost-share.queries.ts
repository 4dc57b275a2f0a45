import { asc, eq, sql } from "drizzle-orm";
import Decimal from "decimal.js";
import type { AdCostShareReply, AdReportQuery } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { products } from "../../catalog/index.js";
import { productLines, storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { adCampaignDaily, adCampaigns, adProductAdDaily } from "../schema.js";
import { moneyText } from "./metrics-sql.js";
import { accountCols, campaignDays, campaignDayWhere, productAdDayWhere } from "./report.queries.js";

/** Money's stored scale: allocations are made in units of 0.0001. */
const SCALE = 4;

/**
 * `amount` split by `weights` in units of the money scale, the remainders placed largest first (ties to
 * the earlier weight): the parts sum to the amount exactly. BigInt throughout, so no amount or weight is
 * too large for the arithmetic (a float product of two large sums loses units).
 */
export function splitExact(amount: Decimal.Value, weights: readonly Decimal.Value[]): string[] {
  const unit = (v: Decimal.Value) => BigInt(new Decimal(v).mul(10 ** SCALE).toFixed(0, Decimal.ROUND_HALF_UP));
  const n = unit(amount);
  const w = weights.map(unit);
  const total = w.reduce((a, b) => a + b, 0n);
  if (total <= 0n) throw new Error("splitExact: the weights sum to zero");
  const parts = w.map((x) => (n * x) / total);
  const rest = w.map((x, i) => ({ i, r: (n * x) % total })).sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  let left = n - parts.reduce((a, b) => a + b, 0n);
  for (let j = 0; left > 0n; j = (j + 1) % rest.length, left--) parts[rest[j]!.i]! += 1n;
  return parts.map((p) => new Decimal(p.toString()).div(10 ** SCALE).toFixed(SCALE));
}

type Account = { adsProfileId: number; accountName: string; currency: string };

/**
 * Ad cost share: each ad account's whole ad spend of the period (every campaign, SB and SD included)
 * allocated to the SKUs its ads promoted, by their share of the account's ad-attributed sales; an account
 * whose SKUs sold nothing allocates by each SKU's own ad spend. Product lines sum their SKUs. Amounts are
 * never added across accounts of different currencies.
 */
export async function adCostShare(db: DbOrTx, actor: Actor, q: AdReportQuery): Promise<AdCostShareReply> {
  const spendRows = (await campaignDays(db)
    .from({ ...accountCols, spend: sql<string>`coalesce(sum(${adCampaignDaily.spend}), 0)::text` })
    .where(campaignDayWhere(actor, q, q.from, q.to))
    .groupBy(storeAdsProfiles.id, storeAccounts.title, storeAdsProfiles.currency)
    .orderBy(asc(storeAccounts.title), asc(storeAdsProfiles.id))) as unknown as (Account & { spend: string })[];
  const pd = adProductAdDaily;
  const skuRows = await db
    .select({
      adsProfileId: adCampaigns.adsProfileId,
      productId: products.id,
      sku: products.sku,
      name: products.nameEn,
      productLineId: products.productLineId,
      productLine: productLines.name,
      sales: sql<string>`coalesce(sum(${pd.sales}), 0)::text`,
      spend: sql<string>`coalesce(sum(${pd.spend}), 0)::text`,
    })
    .from(pd)
    .innerJoin(adCampaigns, eq(adCampaigns.id, pd.campaignId))
    .innerJoin(products, eq(products.id, pd.productId))
    .leftJoin(productLines, eq(productLines.id, products.productLineId))
    .where(productAdDayWhere(actor, q))
    .groupBy(adCampaigns.adsProfileId, products.id, products.sku, products.nameEn, products.productLineId, productLines.name)
    .orderBy(asc(products.sku), asc(products.id));

  const accounts: AdCostShareReply["accounts"] = [];
  const bySku: AdCostShareReply["bySku"] = [];
  const byProductLine: AdCostShareReply["byProductLine"] = [];
  for (const a of spendRows) {
    const account: Account = { adsProfileId: a.adsProfileId, accountName: a.accountName, currency: a.currency };
    const rows = skuRows.filter((r) => r.adsProfileId === a.adsProfileId);
    const sales = rows.reduce((s, r) => s.plus(r.sales), new Decimal(0));
    const basis = sales.gt(0) ? rows.map((r) => r.sales) : rows.map((r) => r.spend);
    const canSplit = basis.some((v) => new Decimal(v).gt(0));
    const parts = canSplit ? splitExact(a.spend, basis) : rows.map(() => moneyText(0));
    rows.forEach((r, i) =>
      bySku.push({
        ...account,
        productId: r.productId,
        sku: r.sku,
        name: r.name,
        productLineId: r.productLineId,
        productLine: r.productLine,
        sales: moneyText(r.sales),
        share: sales.gt(0) ? new Decimal(r.sales).div(sales).mul(100).toFixed(4, Decimal.ROUND_HALF_UP) : null,
        allocatedSpend: parts[i]!,
      }),
    );
    const lines = new Map<string, { productLineId: number | null; productLine: string | null; sales: Decimal; allocated: Decimal }>();
    rows.forEach((r, i) => {
      const l = lines.get(String(r.productLineId)) ?? {
        productLineId: r.productLineId,
        productLine: r.productLine,
        sales: new Decimal(0),
        allocated: new Decimal(0),
      };
      l.sales = l.sales.plus(r.sales);
      l.allocated = l.allocated.plus(parts[i]!);
      lines.set(String(r.productLineId), l);
    });
    for (const l of lines.values())
      byProductLine.push({
        ...account,
        productLineId: l.productLineId,
        productLine: l.productLine,
        sales: moneyText(l.sales),
        allocatedSpend: moneyText(l.allocated),
      });
    const allocated = canSplit ? new Decimal(a.spend) : new Decimal(0);
    accounts.push({
      ...account,
      spend: moneyText(a.spend),
      sales: moneyText(sales),
      allocatedSpend: moneyText(allocated),
      unallocatedSpend: moneyText(new Decimal(a.spend).minus(allocated)),
    });
  }
  const currencies = new Set(accounts.map((a) => a.currency));
  const one = currencies.size === 1 ? [...currencies][0]! : null;
  const total = (k: "spend" | "sales") => (one ? moneyText(accounts.reduce((s, a) => s.plus(a[k]), new Decimal(0))) : null);
  return { currency: one, spend: total("spend"), sales: total("sales"), accounts, bySku, byProductLine };
}
