import type { PermissionCode } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { grantDemoPermissions } from "./grants.js";

const read: PermissionCode[] = [
  "advertising:account:read",
  "advertising:campaign:read",
  "advertising:rule:read",
  "advertising:report:read",
  "advertising:promotion:read",
];
const all: PermissionCode[] = [
  ...read,
  "advertising:account:manage",
  "advertising:campaign:manage",
  "advertising:rule:manage",
  "advertising:promotion:manage",
];

/**
 * Advertising's demo grants: the operator's ad staff (`ad_ops`) run the sellers' advertising (every
 * advertising permission, on the sellers their access groups allow: the demo puts `adops` in no group, so
 * both sellers) and read the catalogue they advertise; a seller's administrator runs its own; seller staff
 * read it. The platform administrator holds every code already (bootstrap grants it all).
 */
export async function seedAdvertisingDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    ad_ops: [...all, "catalog:product:read", "catalog:skuMap:read"],
    seller_admin: all,
    seller_staff: read,
  });
}
