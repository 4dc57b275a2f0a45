import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { storeAccounts } from "../modules/masterdata/index.js";
import { runStockPush, stockPushSettings } from "../modules/integrations/index.js";
import { demoActor, demoOrgIds, grantDemoPermissions } from "./grants.js";

/**
 * Webhook subscriptions are the seller's own: its administrator manages them; nothing else is seeded.
 * Stock push: seller A's administrator and operator staff manage it; seller A has two push settings (its
 * second store account pushed once through the sandbox channel, so the history has rows; its first one off).
 */
export async function seedIntegrationsDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: [
      "integrations:webhook:read",
      "integrations:webhook:manage",
      "integrations:stockpush:read",
      "integrations:stockpush:manage",
    ],
    warehouse_staff: ["integrations:stockpush:read", "integrations:stockpush:manage"],
  });
  const org = await demoOrgIds(tx, contextId);
  const seller = await demoActor(tx, contextId, "seller_a");
  if (!org.SLA || !seller) return;
  const accounts = await tx
    .select({ id: storeAccounts.id })
    .from(storeAccounts)
    .where(and(eq(storeAccounts.orgId, org.SLA), eq(storeAccounts.contextId, contextId)))
    .orderBy(storeAccounts.id)
    .limit(2);
  if (accounts.length < 2) return;
  await tx.insert(stockPushSettings).values([
    { orgId: org.SLA, storeAccountId: accounts[0]!.id, enabled: false, ratio: "50", safetyStock: 0, cap: 100 },
    { orgId: org.SLA, storeAccountId: accounts[1]!.id, enabled: true, ratio: "80", safetyStock: 2 },
  ]);
  await runStockPush({ db: tx, actor: seller }, accounts[1]!.id, "manual");
}
