import { asc, eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { warehouses } from "../modules/masterdata/index.js";
import { evaluateStockWarnings, stockWarningRules, warehouseCapacities } from "../modules/stockcontrol/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

/**
 * Stock control's demo: who may do what, a storage capacity for every warehouse (so the forecast draws
 * its capacity line) and seller A's warning rules, checked once against the demo's month of stock.
 */
export async function seedStockControlDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["stockcontrol:warning:read", "stockcontrol:warning:manage"],
    warehouse_staff: [
      "stockcontrol:workconfig:read",
      "stockcontrol:workconfig:manage",
      "stockcontrol:warning:read",
      "stockcontrol:warning:manage",
      "stockcontrol:capacity:read",
    ],
    customer_service: ["stockcontrol:warning:read"],
  });
  const whs = await tx
    .select({ id: warehouses.id, orgId: warehouses.orgId })
    .from(warehouses)
    .where(eq(warehouses.contextId, contextId))
    .orderBy(asc(warehouses.id));
  // sized so the busiest demo warehouse (USLAX1, about 3,400 m³ of stock) is about 70 % full
  for (const w of whs)
    await tx.insert(warehouseCapacities).values({ warehouseId: w.id, orgId: w.orgId, capacityM3: "4800" }).onConflictDoNothing();
  const org = await demoOrgIds(tx, contextId);
  if (!org.SLA) return;
  await tx
    .insert(stockWarningRules)
    .values([{ orgId: org.SLA, coverDaysBelow: 30, ageDaysOver: 180, unsellableAbove: 2, remark: "Default / 默认规则" }]);
  await evaluateStockWarnings(tx, org.SLA);
}
