import { and, eq } from "drizzle-orm";
import { processedTransactionInput, type ProcessedTransactionInput } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { badRequest, businessRule, notFound } from "../../../platform/http/errors.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { organizations } from "../../../platform/identity/schema.js";
import { isStaff } from "./places.common.js";
import { processedTransactions } from "./places.schema.js";
import { orgWarehouses, warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";

/**
 * The register of processed transactions (processedTransaction/findByPage): work done in a warehouse for
 * an org, waiting for billing to rate it. Rows are written by the modules that do the work, through
 * `recordProcessedTransaction` (exported by index.ts); the fee status is billing's to change.
 */

const t = processedTransactions;
const rowSelect = {
  id: t.id,
  orgId: t.orgId,
  orgCode: organizations.code,
  orgName: organizations.name,
  warehouseId: t.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  businessType: t.businessType,
  orderType: t.orderType,
  referenceNo: t.referenceNo,
  skuCount: t.skuCount,
  quantity: t.quantity,
  weightKg: t.weightKg,
  volumeM3: t.volumeM3,
  processedAt: isoTime(t.processedAt),
  feeStatus: t.feeStatus,
  source: t.source,
  remark: t.remark,
  createdAt: isoTime(t.createdAt),
};

/** A customer sees its own rows; staff the rows of the orgs and warehouses in their scope. */
export function transactionListSpec(actor: Actor): ListSpec {
  return {
    select: rowSelect,
    from: (q) =>
      q.from(t).innerJoin(organizations, eq(organizations.id, t.orgId)).innerJoin(warehouses, eq(warehouses.id, t.warehouseId)).$dynamic(),
    where: and(
      eq(t.contextId, actor.contextId),
      orgScope(actor, t.orgId),
      isStaff(actor) ? warehouseScope(actor, t.warehouseId) : undefined,
    ),
    fields: {
      id: { column: t.id, type: "int" },
      orgId: { column: t.orgId, type: "int" },
      orgCode: { column: organizations.code, type: "string" },
      warehouseId: { column: t.warehouseId, type: "int" },
      warehouseCode: { column: warehouses.code, type: "string" },
      businessType: { column: t.businessType, type: "int" },
      orderType: { column: t.orderType, type: "int" },
      referenceNo: { column: t.referenceNo, type: "string" },
      skuCount: { column: t.skuCount, type: "int" },
      quantity: { column: t.quantity, type: "int" },
      weightKg: { column: t.weightKg, type: "decimal" },
      volumeM3: { column: t.volumeM3, type: "decimal" },
      processedAt: { column: t.processedAt, type: "timestamp" },
      feeStatus: { column: t.feeStatus, type: "int" },
      source: { column: t.source, type: "string" },
    },
    defaultSort: { field: "processedAt", dir: "desc" },
    tieBreaker: t.id,
    summary: { quantity: t.quantity, weightKg: t.weightKg, volumeM3: t.volumeM3 },
  };
}

/**
 * Records a processed transaction inside the caller's transaction. The org must use the warehouse (an
 * assignment, active or not) or run it; the same org, order type and reference record once: a second
 * call returns the first row's id with `created: false`.
 */
export async function recordProcessedTransaction(db: DbOrTx, raw: ProcessedTransactionInput): Promise<{ id: number; created: boolean }> {
  const parsed = processedTransactionInput.safeParse(raw);
  if (!parsed.success)
    throw badRequest(
      "VALIDATION_FAILED",
      {},
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  const input = parsed.data;
  const [w] = await db.select().from(warehouses).where(eq(warehouses.id, input.warehouseId));
  if (!w) throw notFound("masterdata.warehouse");
  const [org] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, input.orgId), eq(organizations.contextId, w.contextId)));
  if (!org) throw notFound("masterdata.org");
  if (org.id !== w.orgId) {
    const [uses] = await db
      .select({ id: orgWarehouses.id })
      .from(orgWarehouses)
      .where(and(eq(orgWarehouses.orgId, org.id), eq(orgWarehouses.warehouseId, w.id)))
      .limit(1);
    if (!uses) throw businessRule("masterdata.transactionOrgMismatch", { org: org.code, code: w.code });
  }
  const [row] = await db
    .insert(t)
    .values({ contextId: w.contextId, ...input, source: input.source ?? null, remark: input.remark ?? null })
    .onConflictDoNothing()
    .returning({ id: t.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.orgId, input.orgId), eq(t.orderType, input.orderType), eq(t.referenceNo, input.referenceNo)));
  return { id: existing!.id, created: false };
}
