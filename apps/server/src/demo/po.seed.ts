import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { products } from "../modules/catalog/index.js";
import { purchaseOrderLines, purchaseOrders, savePlan, submitPlan } from "../modules/inbound/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoActor } from "./grants.js";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const suppliers = ["Shenzhen Huaxin Electronics Co.", "Ningbo Oceanic Housewares Ltd.", "Yiwu Bright Crafts Factory"];

/**
 * Purchase orders of the demo sellers (three each, from three suppliers, three or four SKUs a PO), as
 * purchasing will write them; then one inbound plan per seller imports part of its first PO and is
 * submitted, so that PO shows planned units and the others are still wholly importable.
 */
export async function seedPoDemo(tx: Tx, contextId: number): Promise<void> {
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  if (!lax) return;
  const now = Date.now();
  for (const [s, name] of ["seller_a", "seller_b"].entries()) {
    const seller = await demoActor(tx, contextId, name);
    if (!seller) continue;
    const items = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, seller.orgId), eq(products.active, true), eq(products.isKit, false)))
      .orderBy(products.id)
      .offset(20)
      .limit(10);
    if (items.length < 10) continue;
    for (let n = 0; n < 3; n++) {
      const [po] = await tx
        .insert(purchaseOrders)
        .values({
          orgId: seller.orgId,
          poNo: `PO${isoDay(now - (30 - n * 9) * DAY).replace(/-/g, "")}${s + 1}${n + 1}`,
          supplierName: suppliers[n]!,
          orderedOn: isoDay(now - (30 - n * 9) * DAY),
        })
        .returning({ id: purchaseOrders.id });
      const lines = await tx
        .insert(purchaseOrderLines)
        .values(
          items.slice(n * 3, n * 3 + 3 + (n === 2 ? 1 : 0)).map((p, i) => ({
            poId: po!.id,
            orgId: seller.orgId,
            lineNo: i + 1,
            productId: p.id,
            orderedQty: 100 * (i + 1) + 50 * n,
          })),
        )
        .returning({ id: purchaseOrderLines.id, productId: purchaseOrderLines.productId, orderedQty: purchaseOrderLines.orderedQty });
      if (n === 0) {
        // a plan bringing in the first two lines of the first PO: 60 of line 1, all of line 2
        const ctx = { db: tx, actor: seller, requestId: "demo-seed" };
        const plan = await savePlan(ctx, {
          warehouseId: lax.id,
          transitType: 1,
          transportMode: "sea_lcl",
          eta: isoDay(now + 12 * DAY),
          trackingNo: null,
          containerNo: null,
          remark: `${suppliers[0]}`,
          lines: [
            { productId: lines[0]!.productId, expectedQty: 60 },
            { productId: lines[1]!.productId, expectedQty: lines[1]!.orderedQty },
          ],
          cartons: [],
          poLines: [
            { poLineId: lines[0]!.id, quantity: 60 },
            { poLineId: lines[1]!.id, quantity: lines[1]!.orderedQty },
          ],
        });
        await submitPlan(ctx, { id: plan.id, version: plan.version });
      }
    }
  }
}
