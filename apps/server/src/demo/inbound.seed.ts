import { and, eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { products } from "../modules/catalog/index.js";
import {
  arrivePlan,
  cancelPlan,
  completePlan,
  finishReceiving,
  inboundPlanLines,
  putawayPlan,
  receivePlan,
  savePlan,
  submitPlan,
} from "../modules/inbound/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import { demoActor, grantDemoPermissions } from "./grants.js";
import { atDaysAgo, DAY } from "./history.js";

/** Plan n's arrival, in days from today (negative: past), and the plan was made two weeks before it. */
const etaIn = [10, 6, -1, -3, -8, 12];
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Inbound plans of the demo sellers in every state, made through the module's commands as the seller
 * (save, submit, cancel) and the warehouse operator (arrive, receive with a damaged unit and a short
 * line, finish, put away, complete), each step at its date of the demo's month: the stock moves through
 * the ledger, the audit shows the history.
 */
export async function seedInboundDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["inbound:plan:read", "inbound:plan:manage"],
    warehouse_staff: ["inbound:plan:read", "inbound:plan:operate"],
    customer_service: ["inbound:plan:read"],
  });
  const actorOf = (name: string) => demoActor(tx, contextId, name);
  const operator = await actorOf("operator");
  const [lax] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.contextId, contextId), eq(warehouses.code, "USLAX1")));
  if (!operator || !lax) return;
  const op = { db: tx, actor: operator, requestId: "demo-seed" };
  const now = Date.now();
  for (const name of ["seller_a", "seller_b"]) {
    const seller = await actorOf(name);
    if (!seller) continue;
    const items = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, seller.orgId), eq(products.active, true), eq(products.isKit, false)))
      .orderBy(products.id)
      .limit(6);
    if (items.length < 3) continue;
    const ctx = { db: tx, actor: seller, requestId: "demo-seed" };
    const draft = (n: number, mode: "air" | "sea_fcl" | "express") =>
      savePlan(ctx, {
        warehouseId: lax.id,
        transitType: mode === "sea_fcl" ? 2 : 1,
        transportMode: mode,
        eta: isoDay(now + etaIn[n]! * DAY),
        trackingNo: mode === "sea_fcl" ? null : `1Z${String(900000 + n * 37)}`,
        containerNo: mode === "sea_fcl" ? `MSCU${String(4400000 + n)}` : null,
        remark: null,
        lines: items.slice(n % 3, (n % 3) + 3).map((p, i) => ({ productId: p.id, expectedQty: 12 * (i + 1) + n })),
        cartons: [
          {
            cartonNo: "C001",
            length: "60",
            width: "40",
            height: "40",
            lengthUnit: "cm",
            weight: "18500",
            weightUnit: "g",
            items: [{ productId: items[n % 3]!.id, quantity: 12 + n }],
          },
        ],
      });
    // 0 stays a draft; 1 submitted; 2 arrived; 3 received (a damaged unit, a short line), waiting for putaway; 4 completed; 5 cancelled
    for (let n = 0; n < 6; n++) {
      const arrived = -etaIn[n]!;
      const plan = await atDaysAgo(arrived + 14, async () => {
        const p = await draft(n, (["air", "sea_fcl", "express"] as const)[n % 3]!);
        if (n === 0) return undefined;
        const submitted = await submitPlan(ctx, { id: p.id, version: p.version });
        if (n === 5) await cancelPlan(ctx, { id: p.id, version: submitted.version });
        return n === 1 || n === 5 ? undefined : submitted;
      });
      if (!plan) continue;
      let version = await atDaysAgo(
        arrived,
        async () => {
          const at = await arrivePlan(op, { id: plan.id, version: plan.version });
          if (n === 2) return undefined;
          const detail = await receivePlan(op, {
            id: plan.id,
            version: at.version,
            // line 1: one unit damaged; line 3: three short
            lines: (await receiveLines(tx, plan.id)).map((l, i) => ({
              lineId: l.id,
              good: i === 2 ? l.expectedQty - 3 : l.expectedQty - (i === 0 ? 1 : 0),
              damaged: i === 0 ? 1 : 0,
            })),
          });
          return (await finishReceiving(op, { id: plan.id, version: detail.version })).version;
        },
        2,
      );
      if (version === undefined || n === 3) continue;
      await atDaysAgo(arrived - 1, async () => {
        version = (await putawayPlan(op, { id: plan.id, version: version! })).version;
        await completePlan(op, { id: plan.id, version });
      });
    }
  }
}

const receiveLines = (tx: Tx, planId: number) =>
  tx
    .select({ id: inboundPlanLines.id, expectedQty: inboundPlanLines.expectedQty })
    .from(inboundPlanLines)
    .where(eq(inboundPlanLines.planId, planId))
    .orderBy(inboundPlanLines.lineNo);
