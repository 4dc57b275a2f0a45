import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { products } from "../modules/catalog/index.js";
import {
  assignReceipt,
  confirmClaim,
  disposeReceipt,
  requestClaim,
  saveUnsourced,
  unsourcedReceiptLines,
  unsourcedReceipts,
} from "../modules/inbound/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoActor, grantDemoPermissions } from "./grants.js";

const DAY = 86_400_000;

/**
 * Unsourced parcels at USLAX1 in every state, made through the module's commands: two waiting for their
 * owner (one with a label nobody can read), one claimed by seller A waiting for the warehouse, one claimed
 * and confirmed (stock posted to seller A, a damaged unit unsellable), one given to seller B by the
 * warehouse, one disposed of after 40 days unclaimed. Arrival dates are spread over the past weeks.
 */
export async function seedUnsourcedDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["inbound:unsourced:read", "inbound:unsourced:claim"],
    warehouse_staff: ["inbound:unsourced:read", "inbound:unsourced:operate"],
    customer_service: ["inbound:unsourced:read"],
  });
  const actorOf = (name: string) => demoActor(tx, contextId, name);
  const [operator, sellerA, sellerB] = [await actorOf("operator"), await actorOf("seller_a"), await actorOf("seller_b")];
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  if (!operator || !sellerA || !sellerB || !lax) return;
  const skusOf = (orgId: number) =>
    tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.orgId, orgId), eq(products.active, true), eq(products.isKit, false)))
      .orderBy(products.id)
      .limit(12);
  const [ofA, ofB] = [await skusOf(sellerA.orgId), await skusOf(sellerB.orgId)];
  if (ofA.length < 12 || ofB.length < 3) return;
  const op = { db: tx, actor: operator, requestId: "demo-seed" };
  const now = Date.now();
  const parcel = async (n: number, daysAgo: number, lines: { code: string; good: number; damaged: number }[]) => {
    const row = await saveUnsourced(op, {
      warehouseId: lax.id,
      carrier: ["UPS", "FedEx", "USPS", "DHL"][n % 4]!,
      trackingNo: `1ZUNS${String(700100 + n * 13)}`,
      remark: null,
      lines,
    });
    // arrival dates as if the parcels came over the past weeks (the list's "days held")
    await tx
      .update(unsourcedReceipts)
      .set({ receivedAt: new Date(now - daysAgo * DAY), createdAt: new Date(now - daysAgo * DAY) })
      .where(eq(unsourcedReceipts.id, row.id));
    return row;
  };
  const lineIds = async (id: number) =>
    (
      await tx.select().from(unsourcedReceiptLines).where(eq(unsourcedReceiptLines.receiptId, id)).orderBy(unsourcedReceiptLines.lineNo)
    ).map((l) => l.id);

  // waiting: one with seller A's SKU on the box (it may claim it as 1ZUNS700100), one nobody can read
  await parcel(0, 3, [
    { code: ofA[6]!.sku, good: 6, damaged: 0 },
    { code: ofA[7]!.sku, good: 2, damaged: 1 },
  ]);
  await parcel(1, 12, [{ code: "BLUE-CASE-NO-LABEL", good: 20, damaged: 0 }]);
  // claimed by seller A, waiting for the warehouse to confirm
  await parcel(2, 5, [{ code: ofA[8]!.sku, good: 10, damaged: 0 }]);
  await requestClaim({ db: tx, actor: sellerA, requestId: "demo-seed" }, { trackingNo: "1ZUNS700126", lines: [] });
  // claimed by seller A and confirmed: the stock is A's
  const done = await parcel(3, 18, [
    { code: ofA[9]!.sku, good: 8, damaged: 1 },
    { code: ofA[10]!.sku.toLowerCase(), good: 5, damaged: 0 },
  ]);
  const [asked] = await requestClaim({ db: tx, actor: sellerA, requestId: "demo-seed" }, { trackingNo: "1ZUNS700139", lines: [] });
  const ids = await lineIds(done.id);
  await confirmClaim(op, {
    id: done.id,
    version: asked!.version,
    lines: [
      { lineId: ids[0]!, productId: ofA[9]!.id },
      { lineId: ids[1]!, productId: ofA[10]!.id },
    ],
  });
  // given to seller B by the warehouse (the label read "B-RED-MUG")
  const given = await parcel(4, 9, [{ code: "B-RED-MUG", good: 12, damaged: 0 }]);
  await assignReceipt(op, {
    id: given.id,
    version: given.version,
    orgId: sellerB.orgId,
    lines: [{ lineId: (await lineIds(given.id))[0]!, productId: ofB[2]!.id }],
  });
  // nobody claimed it in 40 days
  const stale = await parcel(5, 40, [{ code: "UNKNOWN-SHOE-BOX", good: 1, damaged: 0 }]);
  await disposeReceipt(op, { id: stale.id, version: stale.version, reason: "Unclaimed for 40 days: donated" });
}
