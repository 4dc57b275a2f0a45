import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CatalogFormOptions } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, storeAccountScope, warehouseScope } from "../../platform/access/scope.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { organizations } from "../../platform/identity/schema.js";
import { orgWarehouses, productLines, storeAccounts, warehouses } from "../masterdata/index.js";
import { divisorsFor } from "./divisors.js";

/**
 * What the catalogue's forms offer, within the caller's scope: the sellers (a seller: itself), their
 * active product lines, the warehouses with the sellers assigned to each, store accounts, divisors.
 */
export async function catalogFormOptions(db: DbOrTx, actor: Actor): Promise<CatalogFormOptions> {
  const orgs = await db
    .select({ id: organizations.id, code: organizations.code, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.kind, "seller"), orgScope(actor, organizations.id)))
    .orderBy(asc(organizations.code));
  const orgIds = orgs.map((o) => o.id);
  if (!orgIds.length) return { orgs, productLines: [], warehouses: [], storeAccounts: [], divisors: await divisorRows(db, actor) };
  const lines = await db
    .select({ id: productLines.id, orgId: productLines.orgId, code: productLines.code, name: productLines.name })
    .from(productLines)
    .where(and(inArray(productLines.orgId, orgIds), eq(productLines.active, true)))
    .orderBy(asc(productLines.code));
  const assigned = await db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      orgIds: sql<number[]>`array_agg(distinct ${orgWarehouses.orgId})`,
    })
    .from(warehouses)
    .innerJoin(
      orgWarehouses,
      and(eq(orgWarehouses.warehouseId, warehouses.id), eq(orgWarehouses.active, true), inArray(orgWarehouses.orgId, orgIds)),
    )
    .where(and(eq(warehouses.active, true), actor.orgKind === "seller" ? undefined : warehouseScope(actor, warehouses.id)))
    .groupBy(warehouses.id, warehouses.code, warehouses.name, warehouses.sort)
    .orderBy(asc(warehouses.sort), asc(warehouses.code));
  const accounts = await db
    .select({ id: storeAccounts.id, orgId: storeAccounts.orgId, title: storeAccounts.title, channel: storeAccounts.channel })
    .from(storeAccounts)
    .where(and(inArray(storeAccounts.orgId, orgIds), eq(storeAccounts.active, true), storeAccountScope(actor, storeAccounts.id)))
    .orderBy(asc(storeAccounts.title));
  return {
    orgs,
    productLines: lines,
    warehouses: assigned.map((w) => ({ ...w, orgIds: w.orgIds.map(Number) })),
    storeAccounts: accounts,
    divisors: await divisorRows(db, actor),
  };
}

async function divisorRows(db: DbOrTx, actor: Actor) {
  return (await divisorsFor(db, actor.contextId)).map((d) => ({
    code: d.code,
    divisor: d.divisor,
    system: d.system,
    name: actor.locale === "zh-CN" ? d.name.zh : d.name.en,
  }));
}
