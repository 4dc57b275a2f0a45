import { and, asc, count, desc, eq, ilike, inArray, lte, or } from "drizzle-orm";
import Decimal from "decimal.js";
import {
  codeLabel,
  currencyCode,
  type CurrencyRateRow,
  type ExchangeRateRow,
  type ExchangeRateSave,
  type RegionRow,
} from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { contexts, users } from "../../../platform/identity/schema.js";
import { exchangeRates, regions } from "./places.schema.js";
import { regionSeed } from "./region.data.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const ExchangeRateAudit = auditNames("exchange_rate", ["createExchangeRate", "updateExchangeRate", "deleteExchangeRate"]);

/** The region tree (commonRegion/getCommonRegion) and currencies with dated exchange rates (financeCurrency/*). */

// ---- regions ----

/** Seeds the built-in regions of a context (idempotent; run at every start for every context). */
export async function seedRegions(db: DbOrTx, contextId: number): Promise<void> {
  const [have] = await db.select({ n: count() }).from(regions).where(eq(regions.contextId, contextId));
  if ((have?.n ?? 0) >= regionSeed.length) return;
  for (const depth of [1, 2, 3] as const) {
    const existing = await db.select({ id: regions.id, code: regions.code }).from(regions).where(eq(regions.contextId, contextId));
    const ids = new Map(existing.map((r) => [r.code, r.id]));
    const rows = regionSeed
      .filter((r) => r.depth === depth && !ids.has(r.code))
      .map((r) => ({
        contextId,
        code: r.code,
        regionCode: r.regionCode,
        countryCode: r.countryCode,
        depth: r.depth,
        parentId: r.parent ? (ids.get(r.parent) ?? null) : null,
        nameZh: r.zh,
        nameEn: r.en,
        sort: r.sort,
      }));
    if (rows.length) await db.insert(regions).values(rows).onConflictDoNothing();
  }
}

export async function findRegions(
  db: DbOrTx,
  actor: Actor,
  q: { country?: string; parentId?: number; depth?: number; keyword?: string },
): Promise<RegionRow[]> {
  const like = q.keyword ? `%${q.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return db
    .select({
      id: regions.id,
      parentId: regions.parentId,
      countryCode: regions.countryCode,
      depth: regions.depth,
      code: regions.code,
      regionCode: regions.regionCode,
      name: actor.locale === "zh-CN" ? regions.nameZh : regions.nameEn,
      nameZh: regions.nameZh,
      nameEn: regions.nameEn,
      sort: regions.sort,
    })
    .from(regions)
    .where(
      and(
        eq(regions.contextId, actor.contextId),
        q.country ? eq(regions.countryCode, q.country) : undefined,
        q.parentId ? eq(regions.parentId, q.parentId) : undefined,
        q.depth ? eq(regions.depth, q.depth) : undefined,
        like ? or(ilike(regions.code, like), ilike(regions.nameZh, like), ilike(regions.nameEn, like)) : undefined,
      ),
    )
    .orderBy(asc(regions.depth), asc(regions.countryCode), asc(regions.sort), asc(regions.id));
}

// ---- currencies and rates ----

async function contextOf(db: DbOrTx, contextId: number) {
  const [ctx] = await db
    .select({ base: contexts.defaultCurrency, timeZone: contexts.timeZone })
    .from(contexts)
    .where(eq(contexts.id, contextId));
  return ctx!;
}
/** Today in the context's time zone, YYYY-MM-DD. */
const today = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

export interface RateOn {
  currency: string;
  baseCurrency: string;
  rate: string;
  effectiveDate: string | null;
  rateId: number | null;
}

/** Each listed currency's latest rate on or before `date`, to the context's base currency (the base itself is 1). */
async function ratesOn(db: DbOrTx, contextId: number, currencies: readonly string[], date?: string): Promise<Map<string, RateOn>> {
  const ctx = await contextOf(db, contextId);
  const day = date ?? today(ctx.timeZone);
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], {
      id: exchangeRates.id,
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      effectiveDate: exchangeRates.effectiveDate,
    })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.contextId, contextId),
        eq(exchangeRates.baseCurrency, ctx.base),
        inArray(exchangeRates.currency, [...currencies]),
        lte(exchangeRates.effectiveDate, day),
      ),
    )
    .orderBy(exchangeRates.currency, desc(exchangeRates.effectiveDate));
  const out = new Map<string, RateOn>();
  for (const r of rows)
    out.set(r.currency, { currency: r.currency, baseCurrency: ctx.base, rate: r.rate, effectiveDate: r.effectiveDate, rateId: r.id });
  if (currencies.includes(ctx.base))
    out.set(ctx.base, { currency: ctx.base, baseCurrency: ctx.base, rate: "1", effectiveDate: null, rateId: null });
  return out;
}

/** financeCurrency/getAllCurrencyAndRate: every currency with the rate in force on `date` (default today). */
export async function currenciesWithRates(db: DbOrTx, actor: Actor, date?: string): Promise<CurrencyRateRow[]> {
  const all = currencyCode.options;
  const rates = await ratesOn(db, actor.contextId, all, date);
  const base = (await contextOf(db, actor.contextId)).base;
  return all.map((c) => {
    const r = rates.get(c);
    return {
      currency: c,
      name: codeLabel("currencies", c, actor.locale),
      baseCurrency: base,
      rate: r?.rate ?? null,
      effectiveDate: r?.effectiveDate ?? null,
      rateId: r?.rateId ?? null,
    };
  });
}

/**
 * Converts an amount between currencies at the rates in force on `date`, through the base currency;
 * returns the converted amount (4 decimals, half-up) and the rates used, for the caller to store beside it.
 */
export async function convertAmount(db: DbOrTx, contextId: number, amount: string, from: string, to: string, date?: string) {
  const rates = await ratesOn(db, contextId, [from, to], date);
  const f = rates.get(from);
  const t = rates.get(to);
  if (!f || !t) throw businessRule("masterdata.rateMissing", { currency: !f ? from : to, date: date ?? "" });
  const rate = new Decimal(f.rate).div(t.rate);
  return {
    amount: new Decimal(amount).mul(rate).toFixed(4, Decimal.ROUND_HALF_UP),
    rate: rate.toSignificantDigits(20).toString(),
    fromRateId: f.rateId,
    toRateId: t.rateId,
  };
}

const rateSelect = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  baseCurrency: exchangeRates.baseCurrency,
  rate: exchangeRates.rate,
  effectiveDate: exchangeRates.effectiveDate,
  source: exchangeRates.source,
  remark: exchangeRates.remark,
  createdByName: users.fullName,
  version: exchangeRates.version,
  updatedAt: isoTime(exchangeRates.updatedAt),
};

export function rateListSpec(actor: Actor): ListSpec {
  return {
    select: rateSelect,
    from: (q) => q.from(exchangeRates).leftJoin(users, eq(users.id, exchangeRates.createdBy)).$dynamic(),
    where: eq(exchangeRates.contextId, actor.contextId),
    fields: {
      id: { column: exchangeRates.id, type: "int" },
      currency: { column: exchangeRates.currency, type: "string" },
      baseCurrency: { column: exchangeRates.baseCurrency, type: "string" },
      rate: { column: exchangeRates.rate, type: "decimal" },
      effectiveDate: { column: exchangeRates.effectiveDate, type: "date" },
      source: { column: exchangeRates.source, type: "string" },
      updatedAt: { column: exchangeRates.updatedAt, type: "timestamp" },
    },
    defaultSort: { field: "effectiveDate", dir: "desc" },
    tieBreaker: exchangeRates.id,
  };
}

export async function getRate(db: DbOrTx, actor: Actor, id: number): Promise<ExchangeRateRow> {
  const [row] = await db
    .select(rateSelect)
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.createdBy))
    .where(and(eq(exchangeRates.contextId, actor.contextId), eq(exchangeRates.id, id)));
  if (!row) throw notFound("masterdata.rate");
  return row;
}

/** Saves a dated rate to the base currency (no id: new; id + version: a correction). One rate per currency and day. */
export async function saveRate(ctx: CommandContext, input: ExchangeRateSave): Promise<number> {
  requireVersion(input);
  const { actor } = ctx;
  return runCommand(ctx, async (tx) => {
    const { base } = await contextOf(tx, actor.contextId);
    if (input.currency === base) throw businessRule("masterdata.rateBase", { currency: base });
    const values = {
      currency: input.currency,
      baseCurrency: base,
      rate: new Decimal(input.rate).toFixed(10),
      effectiveDate: input.effectiveDate,
      source: input.source ?? null,
      remark: input.remark ?? null,
    };
    const [clash] = await tx
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.contextId, actor.contextId),
          eq(exchangeRates.currency, values.currency),
          eq(exchangeRates.baseCurrency, base),
          eq(exchangeRates.effectiveDate, values.effectiveDate),
        ),
      );
    if (clash && clash.id !== input.id) throw duplicate("masterdata.rateExists", { currency: values.currency, date: values.effectiveDate });
    if (input.id === undefined) {
      const [row] = await tx
        .insert(exchangeRates)
        .values({ contextId: actor.contextId, ...values, createdBy: actor.userId })
        .returning();
      return {
        result: row!.id,
        audit: ExchangeRateAudit.entry("createExchangeRate", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const [before] = await tx
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.contextId, actor.contextId), eq(exchangeRates.id, input.id)))
      .for("update");
    if (!before) throw notFound("masterdata.rate");
    checkVersion(before, input.version);
    const [after] = await tx
      .update(exchangeRates)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(exchangeRates.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: ExchangeRateAudit.entry("updateExchangeRate", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
}

export async function deleteRate(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: exchangeRates,
    load: async (tx) => {
      const [row] = await tx
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.contextId, ctx.actor.contextId), eq(exchangeRates.id, id)))
        .for("update");
      if (!row) throw notFound("masterdata.rate");
      return row;
    },
    audit: { names: ExchangeRateAudit, command: "deleteExchangeRate" },
  });
}
