import { and, eq } from "drizzle-orm";
import { now } from "../platform/clock.js";
import type { Tx } from "../platform/db/database.js";
import { products } from "../modules/catalog/index.js";
import { cancelWinitReceipt, postWinitReceipt, saveWinitReceipt } from "../modules/inbound/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoActor, grantDemoPermissions } from "./grants.js";
import { atDaysAgo } from "./history.js";

/**
 * Channel receipts at USLAX1 for seller A, made through the module's commands: a Winit delivery received
 * 10 days ago (one SKU short, one unit damaged), a Goodcang delivery booked today and waiting at the dock,
 * and a booking cancelled because the channel had sent it to another warehouse.
 */
export async function seedWinitReceiptDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["inbound:winit:read"],
    warehouse_staff: ["inbound:winit:read", "inbound:winit:manage"],
    customer_service: ["inbound:winit:read"],
  });
  const [operator, sellerA] = [await demoActor(tx, contextId, "operator"), await demoActor(tx, contextId, "seller_a")];
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  if (!operator || !sellerA || !lax) return;
  const skus = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.orgId, sellerA.orgId), eq(products.active, true), eq(products.isKit, false)))
    .orderBy(products.id)
    .limit(16);
  if (skus.length < 16) return;
  const op = { db: tx, actor: operator, requestId: "demo-seed" };
  const base = { orgId: sellerA.orgId, warehouseId: lax.id, note: null };
  await atDaysAgo(10, async () => {
    const r = await saveWinitReceipt(op, {
      ...base,
      channel: "winit",
      channelRef: "WI2611180042",
      trackingNo: "MSKU7741203",
      arrivedOn: now().toISOString().slice(0, 10),
      lines: [
        { productId: skus[12]!.id, expectedQty: 24, goodQty: 23, damagedQty: 1 },
        { productId: skus[13]!.id, expectedQty: 12, goodQty: 10, damagedQty: 0 },
      ],
    });
    await postWinitReceipt(op, { id: r.id, version: r.version });
  });
  await saveWinitReceipt(op, {
    ...base,
    channel: "goodcang",
    channelRef: "GC-US-88120",
    trackingNo: "1Z999AA10123456784",
    arrivedOn: new Date().toISOString().slice(0, 10),
    lines: [
      { productId: skus[14]!.id, expectedQty: 30, goodQty: 0, damagedQty: 0 },
      { productId: skus[15]!.id, expectedQty: 18, goodQty: 0, damagedQty: 0 },
    ],
  });
  const wrong = await saveWinitReceipt(op, {
    ...base,
    channel: "winit",
    channelRef: "WI2611200007",
    trackingNo: null,
    arrivedOn: null,
    note: "渠道改发 NJ 仓 / re-routed by the channel to NJ",
    lines: [{ productId: skus[12]!.id, expectedQty: 40, goodQty: 0, damagedQty: 0 }],
  });
  await cancelWinitReceipt(op, { id: wrong.id, version: wrong.version });
}
