import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/access/actor.js";
import { canSeeOrg } from "../../platform/access/scope.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { findUsage } from "../../platform/db/usage.js";
import { badRequest, businessRule, conflict, inUse, notFound } from "../../platform/http/errors.js";
import { organizations } from "../../platform/identity/schema.js";

/** Pieces the business area's services share. */

export const iso = (col: AnyPgColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const isoOrNull = (col: AnyPgColumn | SQL) => sql<string | null>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

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

/** Saves send the version they read; an update without one is a 400, a stale one a 409. */
export function requireVersion(input: { id?: number; version?: number }): void {
  if (input.id !== undefined && input.version === undefined) throw badRequest("masterdata.versionRequired", {}, [{ path: "body.version", message: "version is required with id" }]);
}
export function checkVersion(row: { version: number }, version: number | undefined): void {
  if (row.version !== version) throw conflict();
}

/** Refuses the delete of a record other modules still use (409, naming them): the user deactivates it instead. */
export async function refuseIfUsed(db: DbOrTx, entity: string, id: number, name: string, own: { label: { "zh-CN": string; "en-US": string }; count: number }[] = []): Promise<void> {
  const used = [...own.filter((u) => u.count > 0), ...(await findUsage(db, entity, id))];
  if (!used.length) return;
  const list = (locale: "zh-CN" | "en-US") => used.map((u) => `${u.label[locale]} ${u.count}`).join(locale === "zh-CN" ? "、" : ", ");
  throw inUse("masterdata.inUse", { name, usedBy: { "zh-CN": list("zh-CN"), "en-US": list("en-US") } });
}

/** count(*) as a JS integer. */
export const countOf = sql<number>`cast(count(*) as integer)`;

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
