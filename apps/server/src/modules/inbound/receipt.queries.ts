import { and, desc, eq, or, sql } from "drizzle-orm";
import type { ReceiptLookupReply } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { organizations } from "../../platform/identity/schema.js";
import { warehouses } from "../masterdata/index.js";
import { planScope } from "./plan.queries.js";
import { inboundPlans } from "./schema.js";
import { unsourcedScope } from "./unsourced/unsourced.queries.js";
import { unsourcedReceipts } from "./unsourced/unsourced.schema.js";

/**
 * The receipt desk's look-up: a code scanned or typed at the dock names an inbound plan (its number, a
 * carton label `<plan no>-<carton no>`, its tracking or container number) or an unsourced parcel (its
 * receipt or tracking number), in the caller's scope; nothing found means the parcel came without a plan.
 */
export async function lookupReceipt(db: DbOrTx, actor: Actor, raw: string): Promise<ReceiptLookupReply> {
  const code = raw.trim().toUpperCase();
  const plans = await db
    .select({
      id: inboundPlans.id,
      planNo: inboundPlans.planNo,
      orgCode: organizations.code,
      warehouseCode: warehouses.code,
      status: inboundPlans.status,
      eta: inboundPlans.eta,
    })
    .from(inboundPlans)
    .innerJoin(organizations, eq(organizations.id, inboundPlans.orgId))
    .innerJoin(warehouses, eq(warehouses.id, inboundPlans.warehouseId))
    .where(
      and(
        planScope(actor),
        sql`${inboundPlans.status} <> 'draft'`,
        or(
          eq(inboundPlans.planNo, code),
          sql`${code} like ${inboundPlans.planNo} || '-%'`,
          sql`upper(${inboundPlans.trackingNo}) = ${code}`,
          sql`upper(${inboundPlans.containerNo}) = ${code}`,
        ),
      ),
    )
    .orderBy(desc(inboundPlans.id))
    .limit(20);
  const unsourced = await db
    .select({
      id: unsourcedReceipts.id,
      receiptNo: unsourcedReceipts.receiptNo,
      warehouseCode: warehouses.code,
      status: unsourcedReceipts.status,
    })
    .from(unsourcedReceipts)
    .innerJoin(warehouses, eq(warehouses.id, unsourcedReceipts.warehouseId))
    .where(and(unsourcedScope(actor), or(eq(unsourcedReceipts.receiptNo, code), sql`upper(${unsourcedReceipts.trackingNo}) = ${code}`)))
    .orderBy(desc(unsourcedReceipts.id))
    .limit(20);
  return { plans, unsourced: unsourced as ReceiptLookupReply["unsourced"] };
}
