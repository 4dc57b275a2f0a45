/**
 * Prepared lists: a list route builds its two queries (page and count) once per actor and request shape
 * (which filters, which sort) and runs them again with new values. Drizzle's query building (the
 * select list, the scope's SQL, `toSQL`) cost a paged list more CPU than the database round trips
 * themselves; a cache hit skips it, and the list spec too: only the filter values are checked and bound.
 *
 * Why the key holds the actor: a list spec is a function of the actor (its data scope, its locale's
 * labels, its permissions), so the SQL and the scope's bound values built for one actor serve that
 * actor's later requests. The spec must not read anything else (a clock, a setting): what changes
 * over time goes in as SQL (`now()`). Filter values, page size and offset are placeholders.
 *
 * The statements stay unnamed (`prepare("")`): a named one would be parsed and planned once per
 * connection, but PostgreSQL would keep one per shape on every connection and switch to generic plans.
 */
import { and, isDriverValueEncoder, Param, sql } from "drizzle-orm";
import type { PageReply, PageRequest } from "@entrepot/contracts";
import type { Actor } from "../access/actor.js";
import type { Db } from "../db/database.js";
import { type CheckedFilter, checkFilter, countQuery, filterSql, type ListSpec, orderBy, pageOf, pageQuery } from "./paging.js";

/** Entries kept per database, over all its lists (least recently used dropped first). */
const MAX_ENTRIES = 1000;

interface Prepared {
  rows: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  count: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  /** Each filter's field definition, in the request's order (the shape key fixes fields and order). */
  defs: CheckedFilter["def"][];
  summaryKeys: string[] | undefined;
}

const caches = new WeakMap<Db, Map<string, Prepared>>();
let nextList = 0;

/** The actor as its list specs may see it (the session's hash aside: one user's sessions share entries). */
function actorKey(actor: Actor): string {
  let key = "";
  for (const [k, v] of Object.entries(actor)) {
    if (k === "sessionHash") continue;
    key += `${k}=${v instanceof Set || Array.isArray(v) ? [...(v as Iterable<unknown>)].join(",") : String(v)}\u0001`;
  }
  return key;
}

function shapeKey(req: PageRequest): string {
  let key = `${req.sidx ?? ""}\u0002${req.sord}`;
  for (const f of req.filters) key += `\u0002${f.op}_${f.field}\u0003${f.values.length}`;
  return key;
}

/** A value bound at execution: with the column's encoder when the filter is on a column, as Drizzle binds a value. */
function placeholder(name: string, column: CheckedFilter["def"]["column"]): unknown {
  const p = sql.placeholder(name);
  return isDriverValueEncoder(column) ? new Param(p, column) : p;
}

/**
 * The paged list of one route, prepared per actor and request shape. Same answers and the same 400s as
 * `listPage(db, specOf(actor), req)`, which it replaces in the list route (exports and tasks still build
 * their queries: they run on transactions and page through everything once).
 */
export function preparedList(
  db: Db,
  specOf: (actor: Actor) => ListSpec,
): (actor: Actor, req: PageRequest, bound?: Record<string, unknown>) => Promise<PageReply<unknown>> {
  const listId = `${nextList++}\u0004`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const entries = cache;

  const prepare = (actor: Actor, req: PageRequest): { p: Prepared; checked: CheckedFilter[] } => {
    const spec = specOf(actor);
    // the same checks, in the same order, as listPage: filters first, then the sort
    const checked = req.filters.map((f) => checkFilter(spec.fields, f));
    const filtered = and(
      ...checked.map((c, i) =>
        filterSql(
          c,
          c.values.map((_, j) => placeholder(`f${i}_${j}`, c.def.column)),
        ),
      ),
    );
    const where = and(spec.where, filtered);
    const order = orderBy(spec, req);
    const rows = pageQuery(db, spec, where, order, sql.placeholder("limit"), sql.placeholder("offset")).prepare("");
    const count = countQuery(db, spec, where, filtered).prepare("");
    const p = { rows, count, defs: checked.map((c) => c.def), summaryKeys: spec.summary && Object.keys(spec.summary) };
    return { p, checked };
  };

  // `bound`: the values of the list's own placeholders (a list whose parameters only fill values: listArg)
  return async (actor, req, bound) => {
    const key = `${listId}${shapeKey(req)}\u0005${actorKey(actor)}`;
    const values: Record<string, unknown> = { ...bound, limit: req.rows, offset: (req.page - 1) * req.rows };
    const bind = (checked: CheckedFilter[]) => checked.forEach((c, i) => c.values.forEach((v, j) => (values[`f${i}_${j}`] = v)));
    let p = entries.get(key);
    if (p) {
      // most recently used last: the Map's order is the eviction order
      entries.delete(key);
      entries.set(key, p);
      const defs = p.defs;
      bind(req.filters.map((f, i) => checkFilter({ [f.field]: defs[i]! }, f)));
    } else {
      const built = prepare(actor, req);
      p = built.p;
      bind(built.checked);
      entries.set(key, p);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    const [rows, totals] = await Promise.all([p.rows.execute(values), p.count.execute(values)]);
    return pageOf(req, rows, totals, p.summaryKeys);
  };
}
