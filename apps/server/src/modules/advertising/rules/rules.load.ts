import Decimal from "decimal.js";
import { and, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays, now } from "../../../platform/clock.js";
import { inIdList } from "../../../platform/db/columns.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { storeAccounts, storeAdsProfiles } from "../../masterdata/index.js";
import { products } from "../../catalog/index.js";
import { stockBalances } from "../../inventory/index.js";
import type { LeverChange, StockHold } from "../domain/engine.js";
import type { DailyMetrics } from "../domain/metrics.js";
import type { Action, Condition, Entity, Level, Limits, Rule, RunContext } from "../domain/rules.js";
import {
  adCampaignDaily,
  adCampaignHourly,
  adCampaigns,
  adChanges,
  adGroups,
  adProductAdDaily,
  adProductAds,
  adProductSalesDaily,
  type adRules,
  adSearchTermDaily,
  adStockHolds,
  adTargetDaily,
  adTargets,
} from "../schema.js";
import type { RuleScope } from "@entrepot/contracts";

/**
 * What a run reads before the engine plans it: the entities a rule looks at (settings and daily figures),
 * today's spend, days of cover, recent lever changes (cooldowns) and open stock holds. Read in the run's
 * transaction, after its rule is locked, so that what is planned is what is applied.
 */

type RuleRecord = typeof adRules.$inferSelect;

/** An entity with what the action log shows of it. */
export interface Loaded extends Entity {
  name: string;
  campaignId: number | null;
  campaignName: string | null;
}

/** Days of sales that "recent daily units" averages over. */
const COVER_DAYS = 30;
/** Amazon marketplaces' calendar: the store account's country's ads time zone. */
const ZONES: Record<string, string> = {
  US: "America/Los_Angeles",
  CA: "America/Los_Angeles",
  MX: "America/Los_Angeles",
  BR: "America/Sao_Paulo",
  GB: "Europe/London",
  UK: "Europe/London",
  DE: "Europe/Paris",
  FR: "Europe/Paris",
  IT: "Europe/Paris",
  ES: "Europe/Paris",
  JP: "Asia/Tokyo",
  AU: "Australia/Sydney",
};
const NO_DECIMALS = new Set(["JPY"]);

export function engineRule(row: RuleRecord): Rule {
  return {
    id: row.id,
    name: row.name,
    level: row.level as Level,
    lookBackDays: row.lookBackDays,
    skipRecentDays: row.skipRecentDays,
    conditions: row.conditions as Condition[],
    byHour: row.byHour ?? undefined,
    action: row.action as Action,
    limits: row.limits as Limits,
    cooldownHours: row.cooldownHours,
    priority: row.priority,
    restoreAtCoverDays: row.restoreAtCoverDays ?? undefined,
  };
}

/** The marketplace's day and hour now, its currency's decimals and Amazon's lowest bid and budget. */
export async function runContext(db: DbOrTx, adsProfileId: number): Promise<RunContext & { currency: string }> {
  const [p] = await db
    .select({ currency: storeAdsProfiles.currency, country: storeAccounts.countryCode })
    .from(storeAdsProfiles)
    .innerJoin(storeAccounts, eq(storeAccounts.id, storeAdsProfiles.storeAccountId))
    .where(eq(storeAdsProfiles.id, adsProfileId));
  const at = now();
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONES[p?.country ?? "US"] ?? ZONES.US,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (t: string) => parts.find((x) => x.type === t)!.value;
  const whole = NO_DECIMALS.has(p?.currency ?? "USD");
  return {
    today: `${part("year")}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    now: at.toISOString(),
    currencyDecimals: whole ? 0 : 2,
    bidFloor: whole ? "2" : "0.02",
    budgetFloor: whole ? "100" : "1.00",
    currency: p?.currency ?? "USD",
  };
}

/** Money as the currency writes it ("1.0000" -> "1.00"), never losing a decimal the row has. */
const amount = (v: string | null, decimals: number) => {
  if (v === null) return undefined;
  const d = new Decimal(v);
  return d.toFixed(Math.max(d.decimalPlaces(), decimals));
};

const metricSums = (t: { impressions: unknown; clicks: unknown; orders: unknown; units: unknown; spend: unknown; sales: unknown }) => ({
  impressions: sql<number>`sum(${t.impressions})::int`,
  clicks: sql<number>`sum(${t.clicks})::int`,
  orders: sql<number>`sum(${t.orders})::int`,
  units: sql<number>`sum(${t.units})::int`,
  spend: sql<string>`sum(${t.spend})::text`,
  sales: sql<string>`sum(${t.sales})::text`,
});

/** An entity row as the engine sees it, with the names the action log shows. */
const asEntity = (
  level: Level,
  r: { id: number; name: string; state: string; cid: number; cname: string },
  daily: Map<number, DailyMetrics[]>,
  extra: Partial<Entity> = {},
): Loaded => ({
  level,
  id: r.id,
  name: r.name,
  campaignId: r.cid,
  campaignName: r.cname,
  state: r.state as Entity["state"],
  daily: daily.get(r.id) ?? [],
  ...extra,
});

type DailyTable = typeof adCampaignDaily | typeof adTargetDaily | typeof adProductAdDaily;
/**
 * Each entity's days within the window (`key`: the column naming the entity), one row a day. Read as the
 * driver gives the rows (every column typed in SQL): a rule over 100,000 targets reads 1,400,000 days, and
 * Drizzle's mapping of each cell cost more than the query.
 */
async function dailyBy(db: DbOrTx, table: DailyTable, key: AnyPgColumn, ids: number[], from: string, to: string) {
  const { rows } = (await db.execute(sql`select ${key}::int as k, ${table.day}::text as date,
      sum(${table.impressions})::int as impressions, sum(${table.clicks})::int as clicks, sum(${table.orders})::int as orders,
      sum(${table.units})::int as units, sum(${table.spend})::text as spend, sum(${table.sales})::text as sales
    from ${table} where ${inIdList(key, ids)} and ${table.day} between ${from} and ${to}
    group by ${key}, ${table.day}`)) as unknown as { rows: (DailyMetrics & { k: number })[] };
  const m = new Map<number, DailyMetrics[]>();
  for (const { k, ...d } of rows) {
    const days = m.get(k);
    if (days) days.push(d);
    else m.set(k, [d]);
  }
  return m;
}

/** A stable id for a search term of an ad group (terms have no row of their own): 31 bits of FNV-1a. */
export function termId(adGroupId: number, term: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${adGroupId}|${term.toLowerCase()}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 1 || 1;
}

/** The campaigns a rule's scope admits (its account, not archived, by type and id, and a tactic's campaigns). */
function campaignWhere(rule: RuleRecord, scope: RuleScope, onlyCampaigns?: readonly number[]): SQL {
  const parts: (SQL | undefined)[] = [
    eq(adCampaigns.orgId, rule.orgId),
    eq(adCampaigns.adsProfileId, rule.adsProfileId!),
    ne(adCampaigns.state, "ARCHIVED"),
  ];
  if (scope.adTypes?.length) parts.push(inArray(adCampaigns.adType, scope.adTypes));
  if (scope.campaignIds?.length) parts.push(inArray(adCampaigns.id, scope.campaignIds));
  if (onlyCampaigns) parts.push(inArray(adCampaigns.id, onlyCampaigns.length ? [...onlyCampaigns] : [0]));
  return and(...parts)!;
}

/** Groups advertising one of the scope's products (directly or through a product line). */
function productGroups(scope: RuleScope): SQL | undefined {
  if (!scope.productIds?.length && !scope.productLineIds?.length) return undefined;
  const byProduct = scope.productIds?.length ? inArray(adProductAds.productId, scope.productIds) : sql`false`;
  const byLine = scope.productLineIds?.length
    ? inArray(
        adProductAds.productId,
        sql`(select ${products.id} from ${products} where ${inArray(products.productLineId, scope.productLineIds)})`,
      )
    : sql`false`;
  return sql`(select ${adProductAds.adGroupId} from ${adProductAds} where ${byProduct} or ${byLine})`;
}

/** The entities of a rule's level in its scope, with their figures over the rule's window. */
export async function loadEntities(db: DbOrTx, rule: RuleRecord, ctx: RunContext, onlyCampaigns?: readonly number[]): Promise<Loaded[]> {
  const scope = rule.scope as RuleScope;
  const to = addDays(ctx.today, -1 - rule.skipRecentDays);
  const from = addDays(to, 1 - rule.lookBackDays);
  const cw = campaignWhere(rule, scope, onlyCampaigns);
  const groupsOfProducts = productGroups(scope);
  const dec = ctx.currencyDecimals;
  const level = rule.level as Level;

  if (level === "campaign") {
    const rows = await db
      .select({ id: adCampaigns.id, name: adCampaigns.name, state: adCampaigns.state, budget: adCampaigns.dailyBudget })
      .from(adCampaigns)
      .where(
        and(
          cw,
          groupsOfProducts &&
            sql`exists (select 1 from ${adGroups} where ${adGroups.campaignId} = ${adCampaigns.id} and ${adGroups.id} in ${groupsOfProducts})`,
        ),
      );
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const daily = await dailyBy(db, adCampaignDaily, adCampaignDaily.campaignId, ids, from, to);
    const today = new Map(
      (
        await db
          .select({ id: adCampaignHourly.campaignId, spend: sql<string>`sum(${adCampaignHourly.spend})::text` })
          .from(adCampaignHourly)
          .where(and(inIdList(adCampaignHourly.campaignId, ids), eq(adCampaignHourly.day, ctx.today)))
          .groupBy(adCampaignHourly.campaignId)
      ).map((r) => [r.id, r.spend]),
    );
    return rows.map((r) =>
      asEntity(level, { ...r, cid: r.id, cname: r.name }, daily, { budget: amount(r.budget, dec), spentToday: today.get(r.id) ?? "0" }),
    );
  }

  if (level === "adGroup") {
    const rows = await db
      .select({
        id: adGroups.id,
        name: adGroups.name,
        state: adGroups.state,
        bid: adGroups.defaultBid,
        cid: adCampaigns.id,
        cname: adCampaigns.name,
      })
      .from(adGroups)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adGroups.campaignId))
      .where(
        and(
          cw,
          ne(adGroups.state, "ARCHIVED"),
          scope.adGroupIds?.length ? inArray(adGroups.id, scope.adGroupIds) : undefined,
          groupsOfProducts && sql`${adGroups.id} in ${groupsOfProducts}`,
        ),
      );
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const daily = await dailyBy(db, adTargetDaily, adTargetDaily.adGroupId, ids, from, to);
    return rows.map((r) => asEntity(level, r, daily, { bid: amount(r.bid, dec) }));
  }

  if (level === "target") {
    const rows = await db
      .select({
        id: adTargets.id,
        name: sql<string>`${adTargets.expression} || ' [' || ${adTargets.matchType} || ']'`,
        state: adTargets.state,
        bid: sql<string>`coalesce(${adTargets.bid}, ${adGroups.defaultBid})::text`,
        cid: adCampaigns.id,
        cname: adCampaigns.name,
      })
      .from(adTargets)
      .innerJoin(adGroups, eq(adGroups.id, adTargets.adGroupId))
      .innerJoin(adCampaigns, eq(adCampaigns.id, adTargets.campaignId))
      .where(
        and(
          cw,
          eq(adTargets.negative, false),
          ne(adTargets.state, "ARCHIVED"),
          scope.adGroupIds?.length ? inArray(adTargets.adGroupId, scope.adGroupIds) : undefined,
          scope.targetIds?.length ? inArray(adTargets.id, scope.targetIds) : undefined,
          groupsOfProducts && sql`${adTargets.adGroupId} in ${groupsOfProducts}`,
        ),
      );
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const daily = await dailyBy(db, adTargetDaily, adTargetDaily.targetId, ids, from, to);
    return rows.map((r) => asEntity(level, r, daily, { bid: amount(r.bid, dec) }));
  }

  if (level === "productAd") {
    const rows = await db
      .select({ id: adProductAds.id, name: adProductAds.sku, state: adProductAds.state, cid: adCampaigns.id, cname: adCampaigns.name })
      .from(adProductAds)
      .innerJoin(adCampaigns, eq(adCampaigns.id, adProductAds.campaignId))
      .where(
        and(
          cw,
          ne(adProductAds.state, "ARCHIVED"),
          scope.adGroupIds?.length ? inArray(adProductAds.adGroupId, scope.adGroupIds) : undefined,
          scope.productIds?.length || scope.productLineIds?.length
            ? sql`(${scope.productIds?.length ? inArray(adProductAds.productId, scope.productIds) : sql`false`} or ${
                scope.productLineIds?.length
                  ? inArray(
                      adProductAds.productId,
                      sql`(select ${products.id} from ${products} where ${inArray(products.productLineId, scope.productLineIds)})`,
                    )
                  : sql`false`
              })`
            : undefined,
        ),
      );
    const ids = rows.map((r) => r.id);
    if (!ids.length) return [];
    const daily = await dailyBy(db, adProductAdDaily, adProductAdDaily.productAdId, ids, from, to);
    return rows.map((r) => asEntity(level, r, daily));
  }

  // search terms: the customers' queries of the window, per ad group; those the action already took care of are left out
  const action = rule.action as Action;
  const rows = await db
    .select({
      adGroupId: adSearchTermDaily.adGroupId,
      term: sql<string>`lower(${adSearchTermDaily.searchTerm})`,
      date: adSearchTermDaily.day,
      cid: adCampaigns.id,
      cname: adCampaigns.name,
      ...metricSums(adSearchTermDaily),
    })
    .from(adSearchTermDaily)
    .innerJoin(adCampaigns, eq(adCampaigns.id, adSearchTermDaily.campaignId))
    .where(
      and(
        cw,
        gte(adSearchTermDaily.day, from),
        lte(adSearchTermDaily.day, to),
        scope.adGroupIds?.length ? inArray(adSearchTermDaily.adGroupId, scope.adGroupIds) : undefined,
        scope.targetIds?.length ? inArray(adSearchTermDaily.targetId, scope.targetIds) : undefined,
        groupsOfProducts && sql`${adSearchTermDaily.adGroupId} in ${groupsOfProducts}`,
        action.kind === "harvestExact"
          ? sql`not exists (select 1 from ${adTargets} x where x.ad_group_id = ${action.adGroupId} and x.kind = 'keyword'
                 and x.match_type = 'EXACT' and not x.negative and lower(x.expression) = lower(${adSearchTermDaily.searchTerm}))`
          : sql`not exists (select 1 from ${adTargets} x where x.ad_group_id = ${adSearchTermDaily.adGroupId} and x.negative
                 and lower(x.expression) = lower(${adSearchTermDaily.searchTerm}))`,
      ),
    )
    .groupBy(
      adSearchTermDaily.adGroupId,
      sql`lower(${adSearchTermDaily.searchTerm})`,
      adSearchTermDaily.day,
      adCampaigns.id,
      adCampaigns.name,
    );
  const terms = new Map<number, Loaded & { daily: DailyMetrics[] }>();
  for (const r of rows) {
    const id = termId(r.adGroupId, r.term);
    const e = terms.get(id) ?? {
      level,
      id,
      name: r.term,
      campaignId: r.cid,
      campaignName: r.cname,
      state: "ENABLED" as const,
      searchTerm: r.term,
      adGroupId: r.adGroupId,
      daily: [] as DailyMetrics[],
    };
    e.daily.push({
      date: r.date,
      impressions: r.impressions,
      clicks: r.clicks,
      orders: r.orders,
      units: r.units,
      spend: r.spend,
      sales: r.sales,
    });
    terms.set(id, e);
  }
  return [...terms.values()];
}

/**
 * Days of cover per entity: available stock of the seller in our warehouses (the inventory module's
 * balances, sellable) ÷ the recent daily units sold on the account's marketplace; an entity with several
 * products counts its scarcest. Null when nothing sold lately (cover is then no concern).
 */
export async function addCover(db: DbOrTx, rule: RuleRecord, ctx: RunContext, entities: Loaded[]): Promise<void> {
  const level = rule.level as Level;
  if (level === "searchTerm" || !entities.length) return;
  const ids = entities.map((e) => e.id);
  const owner =
    level === "campaign"
      ? adProductAds.campaignId
      : level === "productAd"
        ? adProductAds.id
        : level === "adGroup"
          ? adProductAds.adGroupId
          : adTargets.id;
  const q = db.select({ k: owner, productId: adProductAds.productId }).from(adProductAds).$dynamic();
  const links =
    level === "target"
      ? await q.innerJoin(adTargets, eq(adTargets.adGroupId, adProductAds.adGroupId)).where(inIdList(adTargets.id, ids))
      : await q.where(inIdList(owner, ids));
  const productIds = [...new Set(links.map((l) => l.productId))];
  if (!productIds.length) return;
  const stock = new Map(
    (
      await db
        .select({
          productId: stockBalances.productId,
          available: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})::int`,
        })
        .from(stockBalances)
        .where(and(eq(stockBalances.orgId, rule.orgId), inIdList(stockBalances.productId, productIds), eq(stockBalances.inventoryType, 0)))
        .groupBy(stockBalances.productId)
    ).map((r) => [r.productId, r.available]),
  );
  const sold = new Map(
    (
      await db
        .select({ productId: adProductSalesDaily.productId, units: sql<number>`sum(${adProductSalesDaily.units})::int` })
        .from(adProductSalesDaily)
        .where(
          and(
            eq(adProductSalesDaily.adsProfileId, rule.adsProfileId!),
            inIdList(adProductSalesDaily.productId, productIds),
            gte(adProductSalesDaily.day, addDays(ctx.today, -COVER_DAYS)),
            lte(adProductSalesDaily.day, addDays(ctx.today, -1)),
          ),
        )
        .groupBy(adProductSalesDaily.productId)
    ).map((r) => [r.productId, r.units]),
  );
  const coverOf = (productId: number): Decimal | null => {
    const units = sold.get(productId) ?? 0;
    return units > 0 ? new Decimal(stock.get(productId) ?? 0).div(new Decimal(units).div(COVER_DAYS)).toDecimalPlaces(2) : null;
  };
  const byEntity = new Map<number, Decimal | null>();
  for (const l of links) {
    const c = coverOf(l.productId);
    const was = byEntity.get(l.k);
    if (was === undefined || (c !== null && (was === null || c.lt(was)))) byEntity.set(l.k, c);
  }
  for (const e of entities) e.daysOfCover = byEntity.get(e.id) ?? null;
}

/** The changes of the entities' levers within the longest cooldown (any source: a person's edit counts too). */
export async function recentChanges(db: DbOrTx, level: Level, ids: number[], hours: number): Promise<LeverChange[]> {
  if (!ids.length || hours <= 0) return [];
  const since = new Date(now().getTime() - hours * 3_600_000);
  const rows = await db
    .select({ level: adChanges.level, entityId: adChanges.entityId, lever: adChanges.lever, at: adChanges.at })
    .from(adChanges)
    .where(and(eq(adChanges.level, level), inIdList(adChanges.entityId, ids), gte(adChanges.at, since)));
  return rows.map((r) => ({
    level: r.level as Level,
    entityId: r.entityId,
    lever: r.lever as LeverChange["lever"],
    at: r.at.toISOString(),
  }));
}

/** Open stock holds on the entities (any rule's: a hold forbids raising the lever). */
export async function openHolds(db: DbOrTx, level: Level, ids: number[]): Promise<(StockHold & { id: number })[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(adStockHolds)
    .where(and(eq(adStockHolds.level, level), inIdList(adStockHolds.entityId, ids), isNull(adStockHolds.releasedAt)));
  return rows.map((h) => ({
    id: h.id,
    ruleId: h.ruleId,
    level: h.level as Level,
    entityId: h.entityId,
    lever: h.lever as StockHold["lever"],
    before: h.before as StockHold["before"],
  }));
}
