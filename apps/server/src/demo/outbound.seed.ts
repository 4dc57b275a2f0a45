import { and, eq, gt, sql } from "drizzle-orm";
import type { OutboundPlanSave } from "@entrepot/contracts";
import { loadActor } from "../platform/auth/actors.js";
import type { Tx } from "../platform/db/database.js";
import { users } from "../platform/identity/schema.js";
import { stockBalances } from "../modules/inventory/index.js";
import { warehouses } from "../modules/masterdata/index.js";
import {
  cancelOutboundPlan,
  completeOutboundPlan,
  packOutboundPlan,
  pickOutboundPlan,
  saveOutboundPlan,
  shipOutboundPlan,
  submitOutboundPlan,
} from "../modules/outbound/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";
import { atDaysAgo, DAY } from "./history.js";

/** How far each demo plan goes: the sellers' drafts and cancellations, the warehouse's picking to completion. */
const journeys = ["draft", "submitted", "picking", "packed", "shipped", "completed", "completed", "cancelled"] as const;
const fcs = [
  { destinationType: "FBA", destinationCode: "ONT8", destinationAddress: "24300 Nandina Ave, Moreno Valley, CA 92551" },
  { destinationType: "FBA", destinationCode: "LGB8", destinationAddress: "1568 N Linden Ave, Rialto, CA 92376" },
  { destinationType: "WFS", destinationCode: "WFS-LAX1", destinationAddress: "6750 Kimball Ave, Chino, CA 91708" },
  { destinationType: "FBA", destinationCode: "SBD1", destinationAddress: "1494 S Waterman Ave, San Bernardino, CA 92408" },
] as const;
const carton = { kind: "carton", length: "60", width: "40", height: "40", lengthUnit: "cm", weight: "12.5", weightUnit: "lbs" } as const;
const pallet = { kind: "pallet", length: "120", width: "100", height: "150", lengthUnit: "cm", weight: "300", weightUnit: "lbs" } as const;

/**
 * Outbound plans for the demo sellers at LAX, through the plans' own commands as the seller and the
 * warehouse operator would run them: reserved at submit, released at cancel, shipped out of the ledger
 * (the ledger check stays at 0 mismatches). Their dates are then spread over the last weeks so the
 * bulletin board has days to show.
 */
export async function seedOutboundDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    seller_admin: ["outbound:plan:read", "outbound:plan:manage", "outbound:board:read"],
    warehouse_staff: ["outbound:plan:read", "outbound:plan:operate", "outbound:board:read"],
    customer_service: ["outbound:plan:read"],
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
    // stock the plans can take: plenty available, none of it held by the opening reservations
    const stock = await tx
      .select({ productId: stockBalances.productId })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.orgId, org[code]),
          eq(stockBalances.warehouseId, lax.id),
          eq(stockBalances.inventoryType, 0),
          gt(sql`${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen}`, 60),
        ),
      )
      .orderBy(stockBalances.productId)
      .limit(journeys.length * 2);
    if (stock.length < journeys.length * 2) continue;
    for (const [i, journey] of journeys.entries()) {
      const fc = fcs[i % fcs.length]!;
      const body: OutboundPlanSave = {
        warehouseId: lax.id,
        ...fc,
        fbaShipmentId: fc.destinationType === "FBA" ? `FBA17${code}${String(4100 + i).padStart(6, "0")}` : null,
        referenceId: `REF-${code}-${100 + i}`,
        shipBy: new Date(now + (i - 3) * 2 * DAY).toISOString().slice(0, 10),
        carrier: i % 2 ? "UPS" : "Estes",
        transportMode: i % 3 === 0 ? "SPD" : "LTL",
        remark: null,
        lines: [
          { productId: stock[i * 2]!.productId, quantity: 12 + i * 3 },
          { productId: stock[i * 2 + 1]!.productId, quantity: 6 + i },
        ],
        packages: i % 3 === 0 ? [{ ...carton, count: 4 + i, unitsEach: 6 }] : [{ ...pallet, count: 1, unitsEach: 20 }],
      };
      // spread over the last three weeks: plan i made (21 - 2i) days ago, picked, packed and shipped two days later
      const made = 21 - i * 2;
      let plan = await atDaysAgo(made, () => saveOutboundPlan(ctx, body as never));
      const step = async (run: (c: typeof ctx, b: { id: number; version: number }) => Promise<typeof plan>, c = op) =>
        (plan = await run(c, { id: plan.id, version: plan.version }));
      if (journey === "draft") continue;
      await atDaysAgo(made, () => step(submitOutboundPlan, ctx), 1);
      if (journey === "cancelled") {
        await atDaysAgo(made - 1, () => step(cancelOutboundPlan, ctx));
        continue;
      }
      if (journey === "submitted") continue;
      await atDaysAgo(made - 2, async () => {
        await step(pickOutboundPlan);
        if (journey === "picking") return;
        await step(packOutboundPlan);
        if (journey === "packed") return;
        await step(shipOutboundPlan);
      });
      if (journey === "completed") await atDaysAgo(made - 4, () => step(completeOutboundPlan));
    }
  }
}
