import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import Decimal from "decimal.js";
import type { AdMetricsRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { storeAdsProfiles } from "../../masterdata/index.js";
import { type AdMetrics, derive, tacos } from "../domain/metrics.js";

/**
 * What every advertising report shares: the scope (the actor's orgs, narrowed to the store accounts its
 * access groups allow), the summed figures of a metrics table, and the ratios derived from those sums.
 */

/** The ad accounts (store_ads_profiles ids) the actor may read. */
export const scopedProfiles = (actor: Actor): SQL =>
  sql`(select ${storeAdsProfiles.id} from ${storeAdsProfiles} where ${and(
    orgScope(actor, storeAdsProfiles.orgId),
    storeAccountScope(actor, storeAdsProfiles.storeAccountId),
  )})`;

/** A row's org and account both in scope (the org condition lets the org indexes serve). */
export const inScope = (actor: Actor, orgColumn: AnyPgColumn, profileColumn: AnyPgColumn): SQL =>
  and(orgScope(actor, orgColumn), inArray(profileColumn, scopedProfiles(actor)))!;

interface MetricColumns {
  impressions: AnyPgColumn;
  clicks: AnyPgColumn;
  orders: AnyPgColumn;
  units: AnyPgColumn;
  spend: AnyPgColumn;
  sales: AnyPgColumn;
}

/** The sums of a metrics table's columns (integers as int8 text → numbers in `withRatios`, money as exact text). */
export const sums = (t: MetricColumns) => ({
  impressions: sql<string>`coalesce(sum(${t.impressions}), 0)::text`,
  clicks: sql<string>`coalesce(sum(${t.clicks}), 0)::text`,
  orders: sql<string>`coalesce(sum(${t.orders}), 0)::text`,
  units: sql<string>`coalesce(sum(${t.units}), 0)::text`,
  spend: sql<string>`coalesce(sum(${t.spend}), 0)::text`,
  sales: sql<string>`coalesce(sum(${t.sales}), 0)::text`,
});

type Sums = Record<keyof ReturnType<typeof sums>, string | number>;

const fixed = (d: Decimal | null, places = 4) => (d === null ? null : d.toFixed(places, Decimal.ROUND_HALF_UP));
export const moneyText = (v: Decimal.Value) => new Decimal(v).toFixed(4);

/** Summed figures as numbers and money, with CTR, CPC, CVR, ACoS and ROAS from the sums (null over a zero). */
export function withRatios(s: Sums): AdMetricsRow {
  const m: AdMetrics = {
    impressions: Number(s.impressions),
    clicks: Number(s.clicks),
    orders: Number(s.orders),
    units: Number(s.units),
    spend: moneyText(s.spend),
    sales: moneyText(s.sales),
  };
  const d = derive(m);
  return { ...m, ctr: fixed(d.ctr), cpc: fixed(d.cpc), cvr: fixed(d.cvr), acos: fixed(d.acos), roas: fixed(d.roas) };
}

export const tacosText = (spend: Decimal.Value, totalSales: Decimal.Value) => fixed(tacos(spend, totalSales));

/** Adds two summed rows (money exact). */
export function addSums(a: Sums, b: Sums): Sums {
  const out = {} as Record<string, string>;
  for (const k of Object.keys(a) as (keyof Sums)[]) out[k] = new Decimal(a[k]).plus(b[k]).toString();
  return out as Sums;
}
export const zeroSums: Sums = { impressions: 0, clicks: 0, orders: 0, units: 0, spend: "0", sales: "0" };

/** SQL ratios for list rows (a list's row is one SQL row): exact numeric division, null over a zero. */
export const ratioSql = (num: SQL | SQL.Aliased | AnyPgColumn, den: SQL | SQL.Aliased | AnyPgColumn, times = 1): SQL<string | null> =>
  sql<string | null>`case when coalesce(${den}, 0) = 0 then null else round(coalesce(${num}, 0)::numeric * ${times} / ${den}, 4)::text end`;
