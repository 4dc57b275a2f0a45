import { and, eq, type SQL } from "drizzle-orm";
import type { OrgKind } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { businessRule, notFound } from "../../../platform/http/errors.js";
import { organizations } from "../../../platform/identity/schema.js";
import { warehouses } from "../schema.js";

/** Pieces every service of the places area uses: timestamps as ISO text, the org and warehouse look-ups in scope. */

/** Staff of the operator or the platform (who run warehouses), as opposed to their customers. */
export const isStaff = (actor: Actor) => actor.orgKind === "operator" || actor.orgKind === "platform";

export type OrgRow = typeof organizations.$inferSelect;

/**
 * The org a record is created for: the given one (it must be in the caller's scope, else 404) or the
 * caller's own; `kinds` limits what kind of org it may be (422 with `kindKey` otherwise).
 */
export async function targetOrg(
  db: DbOrTx,
  actor: Actor,
  orgId: number | undefined,
  kinds?: readonly OrgKind[],
  kindKey = "masterdata.org",
): Promise<OrgRow> {
  const id = orgId ?? actor.orgId;
  const [org] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), orgScope(actor, organizations.id)))
    .limit(1);
  if (!org) throw notFound("masterdata.org");
  if (kinds && !kinds.includes(org.kind as OrgKind)) throw businessRule(kindKey);
  return org;
}

export type WarehouseRecord = typeof warehouses.$inferSelect;

/** Who may see a warehouse: the platform's warehouse scope (sellers: assigned; operator staff: theirs, narrowed by access groups). */
export const visibleWarehouse = (actor: Actor) => and(eq(warehouses.contextId, actor.contextId), warehouseScope(actor, warehouses.id))!;
/** Who may change a warehouse: visible AND run by an org of the caller's scope (so never a seller). */
export const managedWarehouse = (actor: Actor) => and(visibleWarehouse(actor), orgScope(actor, warehouses.orgId))!;

export async function loadWarehouse(
  db: DbOrTx,
  actor: Actor,
  id: number,
  mode: "visible" | "managed",
  lock = false,
): Promise<WarehouseRecord> {
  const q = db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.id, id), mode === "managed" ? managedWarehouse(actor) : visibleWarehouse(actor)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("masterdata.warehouse");
  return row;
}

/** In pickers, customers see only the warehouses the operator shows them (warehouses.page_display). */
export const pickerDisplay = (actor: Actor): SQL | undefined => (isStaff(actor) ? undefined : eq(warehouses.pageDisplay, true));
