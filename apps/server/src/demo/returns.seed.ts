import { and, asc, eq, gt } from "drizzle-orm";
import type { ReturnPlanSave, ReturnReason } from "@entrepot/contracts";
import type { CommandContext } from "../platform/audit/command.js";
import { loadActor } from "../platform/auth/actors.js";
import type { Tx } from "../platform/db/database.js";
import { users } from "../platform/identity/schema.js";
import { stockBalances } from "../modules/inventory/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { b2cOrderLines, b2cOrders } from "../modules/orders/index.js";
import {
  cancelReturnPlan,
  completeReturnPlan,
  finishReturnReceiving,
  postReturnReceipt,
  receiveReturnPlan,
  returnPlanLines,
  returnProcesses,
  runReturnProcess,
  saveReturnPlan,
  saveReturnReceipt,
  submitReturnPlan,
} from "../modules/returns/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";
import { atDaysAgo, DAY } from "./history.js";

/** How far each demo return goes, and from what: a shipped order (`order` = its index among the seller's shipped orders) or free. */
const journeys: { state: "draft" | "submitted" | "receiving" | "completed" | "cancelled"; order?: number; reason: ReturnReason }[] = [
  { state: "completed", order: 0, reason: "defective" },
  { state: "submitted", order: 1, reason: "not_as_described" },
  { state: "receiving", order: 2, reason: "damaged" },
  { state: "draft", reason: "no_longer_needed" },
  { state: "cancelled", reason: "wrong_item" },
];

/**
 * Return plans for the demo sellers at LAX, through the plans' own commands as the seller and the warehouse
 * operator would run them: in transit at submit, released at cancel, received as good and damaged units
 * (operation 20), so the ledger check stays at 0 mismatches. Each return from an order takes only part of
 * what shipped, so the demo's shipped orders can still be returned from the screens.
 */
export async function seedReturnsDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["returns:plan:read", "returns:plan:manage", "returns:analysis:read", "returns:process:decide"],
    warehouse_staff: ["returns:plan:read", "returns:plan:operate", "returns:analysis:read", "returns:process:decide"],
    customer_service: ["returns:plan:read", "returns:analysis:read"],
  });
  const org = await demoOrgIds(tx, contextId);
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  const actorOf = async (username: string) => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.contextId, contextId), eq(users.username, username)));
    return u ? loadActor(tx, { userId: u.id }) : undefined;
  };
  const operator = await actorOf("operator");
  if (!lax || !operator) return;
  const op = { db: tx, actor: operator };
  const now = Date.now();
  for (const [code, username] of [
    ["SLA", "seller_a"],
    ["SLB", "seller_b"],
  ] as const) {
    const seller = await actorOf(username);
    if (!seller || !org[code]) continue;
    const ctx = { db: tx, actor: seller };
    const shipped = await tx
      .select({ id: b2cOrders.id, productId: b2cOrderLines.productId, trackingNo: b2cOrders.trackingNo })
      .from(b2cOrders)
      .innerJoin(b2cOrderLines, and(eq(b2cOrderLines.orderId, b2cOrders.id), eq(b2cOrderLines.line, 1)))
      .where(and(eq(b2cOrders.orgId, org[code]), eq(b2cOrders.warehouseId, lax.id), eq(b2cOrders.status, "shipped")))
      // the earliest shipped first: each return comes after its order went out
      .orderBy(asc(b2cOrders.shippedAt), asc(b2cOrders.id));
    const [free] = await tx
      .select({ productId: stockBalances.productId })
      .from(stockBalances)
      .where(and(eq(stockBalances.orgId, org[code]), eq(stockBalances.warehouseId, lax.id), gt(stockBalances.onHand, 0)))
      .orderBy(asc(stockBalances.productId))
      .limit(1);
    if (!free) continue;
    for (const [i, j] of journeys.entries()) {
      const source = j.order === undefined ? undefined : shipped[j.order];
      if (j.order !== undefined && !source) continue;
      const body: ReturnPlanSave = {
        warehouseId: lax.id,
        sourceOrderId: source?.id ?? null,
        carrier: "UPS",
        trackingNo: `1Z${code}RT${String(4200 + i).padStart(8, "0")}`,
        expectedDate: new Date(now + (i - 2) * DAY).toISOString().slice(0, 10),
        reason: j.reason,
        remark: null,
        lines: [{ productId: source?.productId ?? free.productId, expectedQty: source ? 1 : 2 }],
      };
      // return i announced (10 - 2i) days ago, the parcel received the day after
      const made = 10 - i * 2;
      let plan = await atDaysAgo(made, () => saveReturnPlan(ctx, body as never));
      const ref = () => ({ id: plan.id, version: plan.version });
      if (j.state !== "draft") plan = await atDaysAgo(made, () => submitReturnPlan(ctx, ref()), 1);
      if (j.state === "cancelled") plan = await atDaysAgo(made, () => cancelReturnPlan(ctx, ref()), 3);
      if (j.state === "receiving" || j.state === "completed")
        await atDaysAgo(made - 1, async () => {
          const [line] = await tx.select({ id: returnPlanLines.id }).from(returnPlanLines).where(eq(returnPlanLines.planId, plan.id));
          // the completed one came back as one good unit and one damaged (an over-receipt: a difference of +1)
          const damaged = j.state === "completed" ? 1 : 0;
          plan = await receiveReturnPlan(op, { ...ref(), lines: [{ lineId: line!.id, good: 1, damaged }], notes: null });
          if (j.state !== "completed") return;
          plan = await finishReturnReceiving(op, ref());
          plan = await completeReturnPlan(op, ref());
        });
    }
    await seedUnplanned(tx, {
      op,
      seller: ctx,
      orgId: org[code],
      code,
      warehouseId: lax.id,
      fromOrder: shipped[3],
      freeProductId: free.productId,
    });
  }
}

/**
 * Two parcels back without a plan, recorded and posted by the warehouse (one found from the tracking
 * number of a shipped order, one not), each with a damaged unit; the seller then decides: the first
 * damaged unit restocked after inspection (confirmed by the operator), the second left to decide.
 */
async function seedUnplanned(
  tx: Tx,
  d: {
    op: CommandContext;
    seller: CommandContext;
    orgId: number;
    code: string;
    warehouseId: number;
    fromOrder?: { id: number; productId: number; trackingNo: string | null };
    freeProductId: number;
  },
): Promise<void> {
  const parcels = [
    { days: 6, order: d.fromOrder, trackingNo: d.fromOrder?.trackingNo ?? `9400${d.code}UN0001`, productId: d.fromOrder?.productId },
    { days: 3, order: undefined, trackingNo: `9400${d.code}UN0002`, productId: d.freeProductId },
  ];
  for (const p of parcels) {
    if (!p.productId) continue;
    const draft = await atDaysAgo(p.days, () =>
      saveReturnReceipt(d.op, {
        orgId: d.orgId,
        warehouseId: d.warehouseId,
        sourceOrderId: p.order?.id ?? null,
        carrier: "USPS",
        trackingNo: p.trackingNo,
        reason: "undeliverable",
        remark: null,
        notes: "no return label, found at the dock",
        lines: [{ productId: p.productId, good: 1, damaged: 1 }],
      } as never),
    );
    await atDaysAgo(p.days, () => postReturnReceipt(d.op, { id: draft.id, version: draft.version }), 1);
  }
  const open = await tx
    .select({ id: returnProcesses.id, version: returnProcesses.version })
    .from(returnProcesses)
    .where(and(eq(returnProcesses.orgId, d.orgId), eq(returnProcesses.status, "pending")))
    .orderBy(asc(returnProcesses.id));
  const first = open[0];
  if (!first) return;
  const decided = await atDaysAgo(2, () => runReturnProcess(d.seller, "restock", { ...first, remark: "only the box is damaged" }));
  await atDaysAgo(1, () => runReturnProcess(d.op, "confirmRestock", { id: decided.id, version: decided.version }));
}
