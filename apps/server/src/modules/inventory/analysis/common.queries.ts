import { eq, sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, type PgSelect, QueryBuilder } from "drizzle-orm/pg-core";
import { CM_PER_INCH } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { products } from "../../catalog/index.js";
import { warehouses } from "../../masterdata/index.js";

/**
 * What the §2.1 report lists share. A report that groups (per SKU, per day, per week) groups inside a
 * subquery built here without a database handle: the list kit then filters, sorts, counts and pages
 * the grouped rows like any table's.
 */
export const qb = new QueryBuilder();

/** One unit's box in cubic metres (a product in inches converted exactly: 1 in = 2.54 cm). */
export const unitM3 = sql`(${products.length} * ${products.width} * ${products.height} * (case when ${products.lengthUnit} = 'inch' then ${CM_PER_INCH.pow(3).toString()}::numeric else 1 end) / 1000000)`;

/** `units` × one unit's box, 6 decimals (numeric: summed exactly). */
export const m3Of = (units: AnyPgColumn | SQL) => sql<string>`round(${units} * ${unitM3}, 6)`;

/** Whole days since an instant (0 on the day itself). */
export const daysSince = (at: AnyPgColumn | SQL) => sql<number>`cast(floor(extract(epoch from (now() - ${at})) / 86400) as integer)`;

/** A subquery's grouped key columns: seller, warehouse, product. */
interface Keyed {
  orgId: AnyPgColumn;
  warehouseId: AnyPgColumn;
  productId: AnyPgColumn;
}

/**
 * Joins a query's seller, warehouse and (when it has one) product: `withKeys(q.from(t).$dynamic(), t)`.
 * `left` for keys their rows always have (a balance's, by foreign key): the same rows, and a count or
 * summary that reads none of their columns skips the joins (PostgreSQL drops a left join to a unique key
 * nothing reads), which a list of every balance of a seller pays for three times otherwise.
 */
export function withKeys(q: PgSelect, t: Partial<Keyed> & { warehouseId: AnyPgColumn }, how: "inner" | "left" = "inner"): PgSelect {
  const join = (to: PgSelect, table: typeof warehouses | typeof organizations | typeof products, on: SQL) =>
    how === "left" ? to.leftJoin(table, on) : to.innerJoin(table, on);
  let out = join(q, warehouses, eq(warehouses.id, t.warehouseId));
  if (t.orgId) out = join(out, organizations, eq(organizations.id, t.orgId));
  if (t.productId) out = join(out, products, eq(products.id, t.productId));
  return out;
}

/** The seller / warehouse / product columns of a row (and the product's name in the reader's language). */
export const keySelect = (actor: Actor, t: Keyed) => ({
  orgCode: organizations.code,
  warehouseCode: warehouses.code,
  productId: t.productId,
  sku: products.sku,
  productName: actor.locale === "zh-CN" ? products.nameZh : products.nameEn,
});

/** The filters every per-SKU report offers: seller, warehouse, SKU, product name. */
export const keyFields = (t: Keyed) =>
  ({
    orgId: { column: t.orgId, type: "int" },
    orgCode: { column: organizations.code, type: "string" },
    warehouseId: { column: t.warehouseId, type: "int" },
    warehouseCode: { column: warehouses.code, type: "string" },
    productId: { column: t.productId, type: "int" },
    sku: { column: products.sku, type: "string" },
    name: { column: sql`(${products.nameZh} || ' ' || ${products.nameEn})`, type: "string", sort: false },
  }) satisfies ListSpec["fields"];

type Ref = AnyPgColumn | SQL | SQL.Aliased;

/** A grouped subquery's field as plain SQL (an aliased one renders as its alias, the subquery's column). */
export const ref = (x: Ref): SQL => sql`${x}`;

/** A grouped row's key as text (its `id`), also the list's tie-breaker: unique per row, so pages never overlap. */
export const textKey = (...parts: Ref[]) =>
  sql<string>`(${sql.join(
    parts.map((p) => sql`coalesce(${ref(p)}::text, '')`),
    sql` || '-' || `,
  )})`;

/** The list kit wants a column as tie-breaker; a grouped row's text key orders the same way. */
export const tieOn = (key: SQL) => key as unknown as AnyPgColumn;

/** Integer fields of a list, each filterable and sortable. */
export function intFields<K extends string>(cols: Record<K, Ref>): Record<K, { column: SQL; type: "int" }> {
  return Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, { column: ref(c as Ref), type: "int" as const }])) as Record<
    K,
    { column: SQL; type: "int" }
  >;
}

/** A list's summed columns. */
export const sums = (cols: Record<string, Ref>): Record<string, SQL> =>
  Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, ref(c)]));
