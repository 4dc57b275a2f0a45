import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { products } from "../modules/catalog/index.js";
import { moveStock, receiveStock, reserveStock } from "../modules/inventory/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";
import { atDaysAgo, DAY } from "./history.js";

/** The opening stock was posted this many days ago (the history's start), its lots received before that. */
const OPENING = 45;

/**
 * Opening stock for the demo sellers (operation 5 init), posted through the ledger's service like any
 * document would, 45 days ago (the start of the demo's history): the first 40 active products of each seller
 * at LAX, every third at NJ, received over the year before in a few lots each (so the age reports have something to show), a few units moved to
 * unsellable and a few reserved. The ledger check reads 0 mismatches on it.
 */
export async function seedInventoryDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["inventory:stock:read", "inventory:stockdoc:read"],
    warehouse_staff: [
      "inventory:stock:read",
      "inventory:stock:adjust",
      "inventory:stock:freeze",
      "inventory:ledger:verify",
      "inventory:snapshot:run",
      "inventory:stockdoc:read",
      "inventory:stockdoc:manage",
      "inventory:stockdoc:approve",
    ],
    finance: ["inventory:stock:read"],
    customer_service: ["inventory:stock:read"],
  });
  const org = await demoOrgIds(tx, contextId);
  const whs = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), inArray(warehouses.code, ["USLAX1", "USNJ1"])));
  const lax = whs.find((w) => w.code === "USLAX1");
  const nj = whs.find((w) => w.code === "USNJ1");
  if (!lax || !nj) return;
  const now = Date.now();
  await atDaysAgo(OPENING, async () => {
    for (const [code, seed] of [
      ["SLA", 7],
      ["SLB", 13],
    ] as const) {
      const orgId = org[code];
      if (!orgId) continue;
      let state = seed;
      const rand = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n;
      const items = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.orgId, orgId), eq(products.active, true), eq(products.isKit, false)))
        .orderBy(products.id)
        .limit(40);
      for (const [i, p] of items.entries()) {
        for (const w of i % 3 === 0 ? [lax, nj] : [lax]) {
          // two to four lots, oldest up to 400 days ago
          const lots = 2 + rand(3);
          for (let l = 0; l < lots; l++) {
            const daysAgo = OPENING + rand(400);
            await receiveStock(
              tx,
              {},
              {
                documentNo: `INIT-${code}-${w.code}`,
                orderType: 7,
                businessType: 2,
                operationType: 5,
                receivedAt: new Date(now - daysAgo * DAY),
              },
              [{ orgId, warehouseId: w.id, productId: p.id, inventoryType: 0, quantity: 10 + rand(190), line: l + 1 }],
            );
          }
        }
        if (i % 7 === 3)
          await moveStock(
            tx,
            {},
            { documentNo: `MOVE-${code}-${i}`, reason: "Damaged in storage / 库内破损" },
            {
              from: { orgId, warehouseId: lax.id, productId: p.id, inventoryType: 0 },
              to: { orgId, warehouseId: lax.id, productId: p.id, inventoryType: 1 },
              quantity: 1 + rand(4),
            },
          );
        if (i % 5 === 1)
          await reserveStock(tx, {}, { orgId, reserveSource: 10, orderType: 1, documentNo: `SO-${code}-${1000 + i}` }, [
            { line: 1, orgId, warehouseId: lax.id, productId: p.id, inventoryType: 0, quantity: 1 + rand(5) },
          ]);
      }
    }
  });
}
