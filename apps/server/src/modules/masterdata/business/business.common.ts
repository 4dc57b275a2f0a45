import { eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import { canSeeOrg } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { badRequest, businessRule, notFound } from "../../../platform/http/errors.js";
import { organizations } from "../../../platform/identity/schema.js";

/** Pieces the business area's services share. */

/**
 * The seller org that owns a new tenant row: a seller's user creates for its own org; operator or
 * platform staff name one of the seller orgs they serve. Another org (or one outside the scope) is a 404.
 */
export async function ownerOrg(db: DbOrTx, actor: Actor, orgId: number | undefined): Promise<number> {
  if (actor.orgKind !== "operator" && actor.orgKind !== "platform") {
    if (orgId !== undefined && orgId !== actor.orgId) throw notFound("masterdata.org");
    return actor.orgId;
  }
  if (orgId === undefined) throw badRequest("masterdata.orgRequired", {}, [{ path: "body.orgId", message: "orgId is required" }]);
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("masterdata.org");
  const [org] = await db.select({ kind: organizations.kind }).from(organizations).where(eq(organizations.id, orgId));
  if (org?.kind !== "seller") throw businessRule("masterdata.orgNotSeller");
  return orgId;
}

/** count(*) as a JS integer. */
export const countOf = sql<number>`cast(count(*) as integer)`;

/** How many rows of `table` match `where`: the own usage counts a delete reports (`deleteRecord`'s `usage.own`). */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: countOf }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The operator org that keeps customers and salespeople: operator staff keep their own org's; the
 * platform names an operator org of its context. Sellers keep none (422).
 */
export async function operatorOrg(db: DbOrTx, actor: Actor, orgId?: number): Promise<number> {
  if (actor.orgKind === "operator") {
    if (orgId !== undefined && orgId !== actor.orgId) throw notFound("masterdata.org");
    return actor.orgId;
  }
  if (actor.orgKind !== "platform") throw businessRule("masterdata.customerOwner");
  if (orgId === undefined) throw badRequest("masterdata.orgRequired", {}, [{ path: "body.orgId", message: "orgId is required" }]);
  if (!(await canSeeOrg(db, actor, orgId))) throw notFound("masterdata.org");
  const [org] = await db.select({ kind: organizations.kind }).from(organizations).where(eq(organizations.id, orgId));
  if (org?.kind !== "operator") throw businessRule("masterdata.customerOwner");
  return orgId;
}
