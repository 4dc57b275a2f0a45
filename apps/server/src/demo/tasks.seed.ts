import type { Tx } from "../platform/db/database.js";
import { grantDemoPermissions } from "./grants.js";

/**
 * The task centre's demo grants: everyone sees and downloads the tasks they started; warehouse staff
 * and seller administrators see (and may cancel or retry) every task of the orgs in their scope.
 * No demo tasks: a task is real work with a real result file, so the demo starts with an empty centre.
 */
export async function seedTasksDemo(tx: Tx, contextId: number): Promise<void> {
  const own = ["reports:task:read"] as const;
  const all = ["reports:task:read", "reports:task:readAll", "reports:task:manage"] as const;
  await grantDemoPermissions(tx, contextId, {
    warehouse_staff: all,
    seller_admin: all,
    finance: own,
    customer_service: own,
    ad_ops: own,
  });
}
