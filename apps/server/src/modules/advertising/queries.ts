import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../platform/access/scope.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import { storeAdsProfiles } from "../masterdata/index.js";

/**
 * What the advertising reads share: the data scope (the org, and for operator staff the store accounts
 * their access groups allow, through the ad account), the performance window, and the push columns.
 */

/** Ad accounts (profiles) the actor may see: orgScope plus the store-account scope of their store account. */
export const profileScope = (actor: Actor, profileColumn: AnyPgColumn): SQL =>
  actor.orgKind === "operator"
    ? inArray(
        profileColumn,
        sql`(select ${storeAdsProfiles.id} from ${storeAdsProfiles} where ${storeAccountScope(actor, storeAdsProfiles.storeAccountId)})`,
      )
    : sql`true`;

/** A row of an advertising table in scope: its org, and its ad account's store account for operator staff. */
export const adScope = (actor: Actor, orgColumn: AnyPgColumn, profileColumn: AnyPgColumn): SQL =>
  and(orgScope(actor, orgColumn), profileScope(actor, profileColumn))!;

/**
 * A list's period: the last `days` days (today included; 30 when not given) or `from`..`to`. Each a value,
 * or a kept list's placeholder (list-routes `listArg`), bound when the list runs.
 */
export interface MetricsPeriod {
  days?: unknown;
  from?: unknown;
  to?: unknown;
}

/**
 * The list's performance: a lateral sum of the entity's daily rows over the period (default the last 30
 * days, today included), `m.*` in the select. Ratios are exact decimals rounded half-up to 2 places, null
 * without a denominator.
 */
export const metricsWindow = (dailyTable: string, keyColumn: string, outerId: AnyPgColumn, period: MetricsPeriod = {}): SQL =>
  sql`lateral (select coalesce(sum(d.impressions), 0)::int as impressions, coalesce(sum(d.clicks), 0)::int as clicks,
         coalesce(sum(d.spend), 0)::numeric(20,4) as spend, coalesce(sum(d.orders), 0)::int as orders,
         coalesce(sum(d.units), 0)::int as units, coalesce(sum(d.sales), 0)::numeric(20,4) as sales
       from ${sql.raw(dailyTable)} d where d.${sql.raw(keyColumn)} = ${outerId}
         and d.day between coalesce(${period.from ?? null}::date, current_date - (coalesce(${period.days ?? null}::int, 30) - 1))
                       and coalesce(${period.to ?? null}::date, current_date)) m`;

/** The figures as numbers: what the lists sort and filter on (as text, "9.00" sorted above "10.00"). */
export const metricsColumns = {
  spend: sql`m.spend`,
  sales: sql`m.sales`,
  ctr: sql`case when m.impressions > 0 then round(m.clicks * 100.0 / m.impressions, 2) end`,
  cpc: sql`case when m.clicks > 0 then round(m.spend / m.clicks, 2) end`,
  acos: sql`case when m.sales > 0 then round(m.spend * 100 / m.sales, 2) end`,
  roas: sql`case when m.spend > 0 then round(m.sales / m.spend, 2) end`,
};

/** The figures as the rows carry them: counts as numbers, money and ratios as exact decimal strings. */
export const metricsSelect = {
  impressions: sql<number>`m.impressions`,
  clicks: sql<number>`m.clicks`,
  spend: sql<string>`${metricsColumns.spend}::text`,
  orders: sql<number>`m.orders`,
  units: sql<number>`m.units`,
  sales: sql<string>`${metricsColumns.sales}::text`,
  ctr: sql<string | null>`${metricsColumns.ctr}::text`,
  cpc: sql<string | null>`${metricsColumns.cpc}::text`,
  acos: sql<string | null>`${metricsColumns.acos}::text`,
  roas: sql<string | null>`${metricsColumns.roas}::text`,
};

/** The push columns of an entity table, as the rows show them. */
export const pushSelect = (t: { amazonId: AnyPgColumn; pushStatus: AnyPgColumn; pushError: AnyPgColumn; pushedAt: AnyPgColumn }) => ({
  amazonId: t.amazonId,
  pushStatus: t.pushStatus,
  pushError: t.pushError,
  pushedAt: isoTimeOrNull(t.pushedAt),
});

export { isoTime };
