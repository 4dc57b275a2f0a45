import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/database.js";
import { notFound } from "../http/errors.js";
import { organizations } from "../identity/schema.js";
import type { Actor } from "./actor.js";

/**
 * THE data-scope helper. Every query on a tenant-owned table narrows its `org_id` column with this,
 * never with a hand-written condition:
 * - a seller's (or forwarder's, supplier's) user sees its own org;
 * - operator staff see their own org and the orgs it manages, narrowed by their access groups if they have any;
 * - the platform org sees every org of its context.
 */
export function orgScope(actor: Actor, orgColumn: AnyPgColumn): SQL {
  switch (actor.orgKind) {
    case "platform":
      return inArray(
        orgColumn,
        sql`(select ${organizations.id} from ${organizations} where ${organizations.contextId} = ${actor.contextId})`,
      );
    case "operator":
      // Staff in one or more access groups see their own org and their groups' orgs; staff in no group
      // keep the full managed scope. The group tables belong to the admin module (orgs area): read by name.
      return inArray(
        orgColumn,
        sql`(select o.id from organizations o
              where (o.id = ${actor.orgId} or o.managing_org_id = ${actor.orgId})
                and (o.id = ${actor.orgId}
                     or not exists (select 1 from access_group_users agu where agu.user_id = ${actor.userId})
                     or o.id in (select ago.org_id from access_group_orgs ago join access_group_users agu on agu.group_id = ago.group_id
                                  where agu.user_id = ${actor.userId})))`,
      );
    default:
      return eq(orgColumn, actor.orgId);
  }
}

/**
 * The warehouse scope: narrows a column holding a warehouse id (`warehouses.id`, or any table's
 * `warehouse_id`) to the warehouses the actor may see. Warehouses belong to the operator that runs them;
 * sellers reach them through assignments. Tables of the masterdata module are read by name.
 * - platform: every warehouse of its context;
 * - operator staff: their org's warehouses, narrowed to the union of their access groups' warehouses
 *   when any of their groups lists warehouses;
 * - a seller's (forwarder's...) user: the warehouses with an active assignment (org_warehouses) to its org.
 */
export function warehouseScope(actor: Actor, warehouseColumn: AnyPgColumn): SQL {
  switch (actor.orgKind) {
    case "platform":
      return inArray(warehouseColumn, sql`(select w.id from warehouses w where w.context_id = ${actor.contextId})`);
    case "operator":
      return inArray(
        warehouseColumn,
        sql`(select w.id from warehouses w
              where w.org_id = ${actor.orgId}
                and (not exists (select 1 from access_group_users agu join access_groups ag on ag.id = agu.group_id
                                  where agu.user_id = ${actor.userId} and cardinality(ag.warehouse_ids) > 0)
                     or w.id in (select unnest(ag.warehouse_ids) from access_group_users agu join access_groups ag on ag.id = agu.group_id
                                  where agu.user_id = ${actor.userId})))`,
      );
    default:
      return inArray(warehouseColumn, sql`(select ow.warehouse_id from org_warehouses ow where ow.org_id = ${actor.orgId} and ow.active)`);
  }
}

/**
 * The store-account scope, on top of orgScope for tables keyed by a store account: operator staff whose
 * access groups list store accounts see only those accounts (of the orgs orgScope lets them see);
 * everyone else is not narrowed further.
 */
export function storeAccountScope(actor: Actor, accountColumn: AnyPgColumn): SQL {
  if (actor.orgKind !== "operator") return sql`true`;
  return sql`(not exists (select 1 from access_group_users agu join access_groups ag on ag.id = agu.group_id
                           where agu.user_id = ${actor.userId} and cardinality(ag.account_ids) > 0)
              or ${accountColumn} in (select unnest(ag.account_ids) from access_group_users agu join access_groups ag on ag.id = agu.group_id
                                      where agu.user_id = ${actor.userId}))`;
}

/** True when the actor may see rows of `orgId` (for checks on ids given in a request body). */
export async function canSeeOrg(db: DbOrTx, actor: Actor, orgId: number): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), orgScope(actor, organizations.id)))
    .limit(1);
  return rows.length > 0;
}

type TenantTable = PgTable & { id: AnyPgColumn; orgId: AnyPgColumn };

/** Loads one tenant-owned row by id within the actor's scope; another org's row is a 404, never a 403. */
export async function loadScoped<T extends TenantTable>(
  db: DbOrTx,
  table: T,
  id: number,
  actor: Actor,
  entityKey?: string,
): Promise<T["$inferSelect"]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), orgScope(actor, table.orgId)))
    .limit(1);
  if (!rows[0]) throw notFound(entityKey);
  return rows[0] as T["$inferSelect"];
}
