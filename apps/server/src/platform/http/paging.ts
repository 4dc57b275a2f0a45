import { and, asc, between, count, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import Decimal from "decimal.js";
import {
  DEFAULT_ROWS,
  type Filter,
  type FilterOp,
  filterOps,
  MAX_PAGE,
  MAX_ROWS,
  type PageReply,
  type PageRequest,
} from "@entrepot/contracts";
import type { DbOrTx } from "../db/database.js";
import { badRequest } from "./errors.js";

/** How a list field's filter values are checked and converted. */
export type FieldType = "string" | "int" | "decimal" | "bool" | "date" | "timestamp";
export interface ListField {
  column: AnyPgColumn | SQL;
  type: FieldType;
  /** Set false to refuse filtering (e.g. a computed column). */
  filter?: boolean;
  /** Set false to refuse sorting. */
  sort?: boolean;
}
export type ListFields = Record<string, ListField>;

const FILTER_KEY = /^search\[([A-Za-z]+)_([A-Za-z0-9_.]+)\]$/;
const MAX_IN_VALUES = 1000;

function asValues(raw: unknown, op: FilterOp): string[] {
  const list = Array.isArray(raw) ? raw.map(String) : raw === undefined || raw === null ? [] : [String(raw)];
  // IN and BETWEEN also take one comma-separated string (query-string friendly)
  if ((op === "IN" || op === "BETWEEN") && list.length === 1) return list[0]!.split(",").map((v) => v.trim());
  return list;
}

/** A positive integer parameter: above `cap` it is read as `cap` (rows), above `limit` refused (page). */
function intParam(name: string, raw: unknown, def: number, { cap, limit }: { cap?: number; limit?: number } = {}): number {
  if (raw === undefined || raw === "") return def;
  const s = String(Array.isArray(raw) ? raw[0] : raw);
  if (!/^\d+$/.test(s) || Number(s) < 1)
    throw badRequest("paging.badParam", { reason: `${name} must be a positive integer` }, [
      { path: `query.${name}`, message: `${name} must be a positive integer` },
    ]);
  const n = Number(s);
  if (limit !== undefined && n > limit)
    throw badRequest("paging.badParam", { reason: `${name} must be at most ${limit}` }, [
      { path: `query.${name}`, message: `${name} must be at most ${limit}` },
    ]);
  return cap !== undefined ? Math.min(n, cap) : n;
}

/**
 * Reads `page`, `rows` (capped at 1000), `sidx`, `sord` and `search[OP_field]` from the query string
 * and/or a JSON body (flat `"search[EQ_x]"` keys or a nested `search: {EQ_x: ...}` object).
 * Field names are checked later against the list's whitelist.
 */
export function parsePageRequest(query: Record<string, unknown> = {}, body: unknown = undefined): PageRequest {
  // a body is the list's parameters or nothing: a string (text/plain), null or an array was silently read
  // as no parameters, so a malformed request listed or exported everything
  if (body !== undefined && (body === null || typeof body !== "object" || Array.isArray(body) || Buffer.isBuffer(body)))
    throw badRequest("paging.badBody", {}, [{ path: "body", message: "must be a JSON object or absent" }]);
  const src: Record<string, unknown> = { ...query, ...(body as Record<string, unknown> | undefined) };
  const filters: Filter[] = [];
  const addFilter = (key: string, opRaw: string, field: string, raw: unknown) => {
    const op = opRaw.toUpperCase() as FilterOp;
    if (!filterOps.includes(op))
      throw badRequest("paging.badOp", { op: opRaw }, [{ path: `query.${key}`, message: `unknown operator ${opRaw}` }]);
    const values = asValues(raw, op);
    if (values.length === 0 || (values.length === 1 && values[0] === "")) return; // an empty filter box means no filter
    filters.push({ op, field, values });
  };
  for (const [key, raw] of Object.entries(src)) {
    const m = FILTER_KEY.exec(key);
    if (m) addFilter(key, m[1]!, m[2]!, raw);
  }
  const nested = src.search;
  if (nested && typeof nested === "object" && !Array.isArray(nested)) {
    for (const [k, raw] of Object.entries(nested as Record<string, unknown>)) {
      const m = /^([A-Za-z]+)_([A-Za-z0-9_.]+)$/.exec(k);
      if (!m) throw badRequest("paging.badOp", { op: k }, [{ path: `search.${k}`, message: "expected OP_field" }]);
      addFilter(`search[${k}]`, m[1]!, m[2]!, raw);
    }
  }
  const sordRaw = src.sord === undefined || src.sord === "" ? "asc" : String(src.sord).toLowerCase();
  if (sordRaw !== "asc" && sordRaw !== "desc")
    throw badRequest("paging.badParam", { reason: "sord must be asc or desc" }, [{ path: "query.sord", message: "must be asc or desc" }]);
  const sidx = src.sidx === undefined || src.sidx === "" ? undefined : String(src.sidx);
  return {
    page: intParam("page", src.page, 1, { limit: MAX_PAGE }),
    rows: intParam("rows", src.rows, DEFAULT_ROWS, { cap: MAX_ROWS }),
    sidx,
    sord: sordRaw,
    filters,
  };
}

const checks: Record<FieldType, { test: (v: string) => boolean; hint: string }> = {
  string: { test: (v) => v.length <= 500, hint: "at most 500 characters" },
  int: { test: (v) => /^-?\d{1,15}$/.test(v), hint: "an integer" },
  decimal: { test: (v) => /^-?\d{1,16}(\.\d{1,8})?$/.test(v), hint: "a decimal number" },
  bool: { test: (v) => /^(true|false|1|0)$/.test(v), hint: "true or false" },
  date: { test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), hint: "a date YYYY-MM-DD" },
  timestamp: {
    test: (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    hint: "a date or date-time (ISO 8601)",
  },
};

function convert(type: FieldType, v: string): unknown {
  if (type === "int") return Number(v);
  if (type === "bool") return v === "true" || v === "1";
  if (type === "timestamp") return new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
  return v; // strings, decimals (kept exact as text) and dates
}

function escapeLike(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A filter checked against the list's whitelist: its field's definition and its values converted for the column. */
export interface CheckedFilter {
  op: FilterOp;
  def: ListField;
  /** The values to bind, in order: one for most operators, two for BETWEEN, all of IN's; LIKE's `%pattern%`. */
  values: unknown[];
}

/** Checks one parsed filter (field whitelisted, operator's value count, each value's form) and converts its values. */
export function checkFilter(fields: ListFields, f: Filter): CheckedFilter {
  // own keys only: `search[EQ_constructor]` names no field
  const def = Object.hasOwn(fields, f.field) ? fields[f.field] : undefined;
  const path = `query.search[${f.op}_${f.field}]`;
  if (!def || def.filter === false)
    throw badRequest("paging.badField", { field: f.field }, [{ path, message: `cannot filter by ${f.field}` }]);
  const check = checks[def.type];
  for (const v of f.values) {
    if (!check.test(v))
      throw badRequest("paging.badValue", { reason: `${f.field} must be ${check.hint}` }, [{ path, message: `must be ${check.hint}` }]);
  }
  if (f.op === "IN" && f.values.length > MAX_IN_VALUES)
    throw badRequest("paging.badValue", { reason: `IN takes at most ${MAX_IN_VALUES} values` }, [{ path, message: "too many values" }]);
  if (f.op === "BETWEEN" && f.values.length !== 2)
    throw badRequest("paging.badValue", { reason: "BETWEEN takes two values: from,to" }, [{ path, message: "expected two values" }]);
  if (f.op === "LIKE") return { op: f.op, def, values: [`%${escapeLike(f.values[0]!)}%`] };
  const values = f.op === "IN" || f.op === "BETWEEN" ? f.values : f.values.slice(0, 1);
  return { op: f.op, def, values: values.map((v) => convert(def.type, v)) };
}

/**
 * The SQL of one checked filter over `bound`: its values, or (prepared lists, list-cache.ts) placeholders
 * standing for them, one per value.
 */
export function filterSql(c: Pick<CheckedFilter, "op" | "def">, bound: unknown[]): SQL {
  // columns and SQL expressions compare alike; the overloads just want one or the other
  const col = c.def.column as SQL;
  const one = bound[0];
  switch (c.op) {
    case "EQ":
      return eq(col, one);
    case "NE":
      return ne(col, one);
    case "LIKE":
      return ilike(c.def.type === "string" ? col : sql`${col}::text`, one as string);
    case "IN":
      return inArray(col, bound);
    case "GT":
      return gt(col, one);
    case "GE":
      return gte(col, one);
    case "LT":
      return lt(col, one);
    case "LE":
      return lte(col, one);
    case "BETWEEN":
      return between(col, bound[0], bound[1]);
  }
}

/** Turns parsed filters into one SQL condition, refusing fields that are not whitelisted. */
export function filterCondition(fields: ListFields, filters: Filter[]): SQL | undefined {
  const parts = filters.map((f) => {
    const c = checkFilter(fields, f);
    return filterSql(c, c.values);
  });
  return parts.length ? and(...parts) : undefined;
}

export interface ListSpec {
  fields: ListFields;
  /** The selection; its keys are the reply's row fields. */
  select: Record<string, AnyPgColumn | SQL | SQL.Aliased>;
  /** Adds FROM and joins to the select: `(q) => q.from(t).leftJoin(...)`. */
  from: (q: ReturnType<DbOrTx["select"]>) => PgSelect;
  /**
   * The count and summary's own query, for a list that can total its rows cheaper than a pass over the
   * page's query (`filtered`: the request's filters, already part of `where`; `where`: the list's condition
   * and the filters). One row: `n` and the summary's keys, as `countSelection` names them.
   */
  totals?: (db: DbOrTx, where: SQL | undefined, filtered: SQL | undefined) => PgSelect;
  /** Conditions every request gets: data scope, context. */
  where?: SQL | undefined;
  defaultSort: { field: string; dir: "asc" | "desc" };
  /** A unique column appended to every sort, so that pages never overlap. */
  tieBreaker: AnyPgColumn;
  /**
   * Pick a page's rows by their tie-breaker first, then read only those rows whole: for a selection with
   * per-row subqueries (e.g. a balance's oldest lot), which PostgreSQL would otherwise run for every row
   * an OFFSET skips (page 400 of 20: 8,000 of them).
   */
  pageByKey?: boolean;
  /** Decimal columns summed over all matching rows, rounded half-up to 2 decimals (spec §9). */
  summary?: Record<string, AnyPgColumn | SQL>;
}

export function orderBy(spec: ListSpec, req: Pick<PageRequest, "sidx" | "sord">): SQL[] {
  const field = req.sidx ?? spec.defaultSort.field;
  const def = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
  if (!def || def.sort === false)
    throw badRequest("paging.badSort", { field }, [{ path: "query.sidx", message: `cannot sort by ${field}` }]);
  const dir = req.sidx ? req.sord : spec.defaultSort.dir;
  const col = def.column as SQL;
  // the tie-breaker runs the same way as the sort, so an index on (..., sort column, id) serves both directions
  return dir === "desc" ? [desc(col), desc(spec.tieBreaker)] : [asc(col), asc(spec.tieBreaker)];
}

/** Builds the WHERE of a list request; the export helper uses it too, so an export matches the screen. */
export function listWhere(spec: ListSpec, req: PageRequest): SQL | undefined {
  return and(spec.where, filterCondition(spec.fields, req.filters));
}

/** A column's exact sum as PostgreSQL gives it (at the column's scale), with at least 2 decimals. */
export function summaryAmount(sum: string): string {
  const dot = sum.indexOf(".");
  const scale = dot < 0 ? 0 : sum.length - dot - 1;
  return new Decimal(sum).toFixed(Math.max(2, scale), Decimal.ROUND_HALF_UP);
}

/**
 * The page query: `limit` rows from `offset` (values, or placeholders of a prepared list) in the list's
 * order; with `pageByKey`, the page's tie-breakers are picked without the selection, and only they are
 * read whole (the same rows in the same order: the tie-breaker is unique).
 */
export function pageQuery(db: DbOrTx, spec: ListSpec, where: SQL | undefined, order: SQL[], limit: unknown, offset: unknown) {
  if (!spec.pageByKey)
    return spec
      .from(db.select(spec.select))
      .where(where)
      .orderBy(...order)
      .limit(limit as number)
      .offset(offset as number);
  const keys = spec
    .from(db.select({ key: spec.tieBreaker }))
    .where(where)
    .orderBy(...order)
    .limit(limit as number)
    .offset(offset as number);
  return spec
    .from(db.select(spec.select))
    .where(sql`${spec.tieBreaker} in (${keys})`)
    .orderBy(...order);
}

/** The count query: the record count and the summed columns of every matching row (`filtered`: the request's filters). */
export function countQuery(db: DbOrTx, spec: ListSpec, where: SQL | undefined, filtered: SQL | undefined): PgSelect {
  return spec.totals ? spec.totals(db, where, filtered) : spec.from(db.select(countSelection(spec))).where(where);
}

/** The count query's selection: the record count and the summed columns. */
export function countSelection(spec: ListSpec): Record<string, SQL> {
  const sel: Record<string, SQL> = { n: sql<number>`cast(${count()} as integer)` };
  for (const [k, col] of Object.entries(spec.summary ?? {})) sel[k] = sql<string>`coalesce(sum(${col}), 0)::text`;
  return sel;
}

/** The reply of one page from its rows and the count query's row (`summaryKeys`: the spec's summed columns). */
export function pageOf<Row>(req: PageRequest, rows: Row[], totals: unknown[], summaryKeys: string[] | undefined): PageReply<Row> {
  const agg = (totals[0] ?? { n: 0 }) as Record<string, unknown>;
  const records = Number(agg.n ?? 0);
  const reply: PageReply<Row> = { page: req.page, total: Math.ceil(records / req.rows), records, rows };
  if (summaryKeys) {
    // spec §9 rounds summaries to 2 decimals: that is money's scale; a column kept at more (volumes and
    // weights at 3) is summed at its own scale, so the total adds up to the rows shown above it
    reply.summary = Object.fromEntries(summaryKeys.map((k) => [k, summaryAmount(String(agg[k] ?? "0"))]));
  }
  return reply;
}

/** One page of a list, with the record count and optional summary. Every paged list goes through here. */
export async function listPage<Row = Record<string, unknown>>(db: DbOrTx, spec: ListSpec, req: PageRequest): Promise<PageReply<Row>> {
  const filtered = filterCondition(spec.fields, req.filters);
  const where = and(spec.where, filtered);
  const order = orderBy(spec, req);
  const rowsQ = pageQuery(db, spec, where, order, req.rows, (req.page - 1) * req.rows);
  const [rows, totals] = await Promise.all([rowsQ, countQuery(db, spec, where, filtered)]);
  return pageOf(req, rows as Row[], totals, spec.summary && Object.keys(spec.summary));
}

/** All matching rows in sort order, a page of 1000 at a time (exports). */
export async function* listAll<Row = Record<string, unknown>>(db: DbOrTx, spec: ListSpec, req: PageRequest): AsyncGenerator<Row[]> {
  const where = listWhere(spec, req);
  const order = orderBy(spec, req);
  for (let offset = 0; ; offset += MAX_ROWS) {
    const rows = (await pageQuery(db, spec, where, order, MAX_ROWS, offset)) as Row[];
    if (rows.length) yield rows;
    if (rows.length < MAX_ROWS) return;
  }
}
