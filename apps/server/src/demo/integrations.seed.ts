import type { Tx } from "../platform/db/database.js";
import { grantDemoPermissions } from "./grants.js";

/** Webhook subscriptions are the seller's own: its administrator manages them; nothing else is seeded. */
export async function seedIntegrationsDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, { seller_admin: ["integrations:webhook:read", "integrations:webhook:manage"] });
}
