import { and, eq, sql } from "drizzle-orm";
import type { SetActiveBody, WarehouseCarrierCreate, WarehouseCarrierEdit, WarehouseCarrierRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { assertServicesOfCarrier } from "./carrier-service.service.js";
import { ints } from "./carrier.shared.js";
import { systemCarriers, warehouseCarriers } from "./carriers.schema.js";
import { warehouses } from "../schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, unknownRef } from "../../../platform/crud/index.js";

export const WarehouseCarrierAudit = auditNames("warehouse_carrier", [
  "createWarehouseCarrier",
  "editWarehouseCarrier",
  "activateWarehouseCarrier",
  "deactivateWarehouseCarrier",
  "deleteWarehouseCarrier",
]);

/**
 * Warehouse carriers (WarehouseCarrier): which carriers (and which of their services) a warehouse ships
 * with, on which weekdays the carrier picks up and when, and the daily cut-off after which orders go
 * to the next pickup. Rows of the warehouse's operator, seen through the warehouse scope.
 */

const serviceCodes = sql<string>`coalesce((select string_agg(s.code, ', ' order by s.code) from carrier_services s where s.id = any("warehouse_carriers"."service_ids")), '')`;
const rowSelect = {
  id: warehouseCarriers.id,
  warehouseId: warehouseCarriers.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  carrierId: warehouseCarriers.carrierId,
  carrierCode: systemCarriers.code,
  carrierName: systemCarriers.name,
  serviceIds: warehouseCarriers.serviceIds,
  serviceCodes,
  pickupDays: warehouseCarriers.pickupDays,
  pickupTime: warehouseCarriers.pickupTime,
  cutoffTime: warehouseCarriers.cutoffTime,
  active: warehouseCarriers.active,
  remark: warehouseCarriers.remark,
  version: warehouseCarriers.version,
  updatedAt: isoTime(warehouseCarriers.updatedAt),
};

function fromWarehouseCarriers(q: ReturnType<DbOrTx["select"]>) {
  return q
    .from(warehouseCarriers)
    .innerJoin(warehouses, eq(warehouses.id, warehouseCarriers.warehouseId))
    .innerJoin(systemCarriers, eq(systemCarriers.id, warehouseCarriers.carrierId))
    .$dynamic();
}

const normalise = (r: WarehouseCarrierRow): WarehouseCarrierRow => ({
  ...r,
  serviceIds: ints(r.serviceIds),
  pickupDays: ints(r.pickupDays),
});

/** The list's query (warehouseCarrierResource names its fields; the arrays are no filters, `id` stays one of the API). */
export function warehouseCarrierList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromWarehouseCarriers,
    where: warehouseScope(actor, warehouseCarriers.warehouseId),
    columns: { id: { column: warehouseCarriers.id, type: "int", sort: false }, serviceIds: false, pickupDays: false },
    tieBreaker: warehouseCarriers.id,
  };
}

export async function getWarehouseCarrier(db: DbOrTx, actor: Actor, id: number): Promise<WarehouseCarrierRow> {
  const [row] = await fromWarehouseCarriers(db.select(rowSelect) as never).where(
    and(eq(warehouseCarriers.id, id), warehouseScope(actor, warehouseCarriers.warehouseId)),
  );
  if (!row) throw notFound("masterdata.warehouseCarrier");
  return normalise(row as WarehouseCarrierRow);
}

/** The warehouses the caller may configure carriers for (its warehouse scope), for pickers. */
export async function warehouseOptions(db: DbOrTx, actor: Actor) {
  return db
    .select({ warehouseId: warehouses.id, warehouseCode: warehouses.code, warehouseName: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.active, true), warehouseScope(actor, warehouses.id)))
    .orderBy(warehouses.sort, warehouses.code);
}

async function lockWarehouseCarrier(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(warehouseCarriers)
    .where(and(eq(warehouseCarriers.id, id), warehouseScope(actor, warehouseCarriers.warehouseId)))
    .for("update");
  if (!row) throw notFound("masterdata.warehouseCarrier");
  return row;
}

const schedule = (input: {
  serviceIds?: number[];
  pickupDays: number[];
  pickupTime?: string | null;
  cutoffTime: string;
  remark?: string | null;
}) => ({
  serviceIds: [...new Set(input.serviceIds ?? [])],
  pickupDays: [...new Set(input.pickupDays)].sort((a, b) => a - b),
  pickupTime: input.pickupTime ?? null,
  cutoffTime: input.cutoffTime,
  remark: input.remark ?? null,
});

/** WarehouseCarrier/save: a new carrier at a warehouse (one row per warehouse and carrier). */
export async function createWarehouseCarrier(ctx: CommandContext, input: WarehouseCarrierCreate): Promise<WarehouseCarrierRow> {
  const { actor } = ctx;
  const id = await runCommand(ctx, async (tx) => {
    const [wh] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), warehouseScope(actor, warehouses.id)));
    if (!wh) throw unknownRef("warehouseId", input.warehouseId);
    const [carrier] = await tx
      .select()
      .from(systemCarriers)
      .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, input.carrierId)));
    if (!carrier) throw unknownRef("carrierId", input.carrierId);
    if (!carrier.active) throw businessRule("masterdata.carrierInactive", { code: carrier.code });
    const values = schedule(input);
    await assertServicesOfCarrier(tx, carrier.id, values.serviceIds);
    const [clash] = await tx
      .select({ id: warehouseCarriers.id })
      .from(warehouseCarriers)
      .where(and(eq(warehouseCarriers.warehouseId, wh.id), eq(warehouseCarriers.carrierId, carrier.id)));
    if (clash) throw duplicate("masterdata.warehouseCarrierExists", { warehouse: wh.code, carrier: carrier.code });
    const [row] = await tx
      .insert(warehouseCarriers)
      .values({ contextId: actor.contextId, orgId: wh.orgId, warehouseId: wh.id, carrierId: carrier.id, ...values })
      .returning();
    return {
      result: row!.id,
      audit: WarehouseCarrierAudit.entry("createWarehouseCarrier", AuditAction.create, { entityId: row!.id, orgId: wh.orgId, after: row }),
    };
  });
  return getWarehouseCarrier(ctx.db, actor, id);
}

/** WarehouseCarrier/edit: services, pickup schedule and cut-off (warehouse and carrier are fixed). */
export async function editWarehouseCarrier(ctx: CommandContext, input: WarehouseCarrierEdit): Promise<WarehouseCarrierRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockWarehouseCarrier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const values = schedule(input);
    await assertServicesOfCarrier(tx, before.carrierId, values.serviceIds);
    const [after] = await tx
      .update(warehouseCarriers)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouseCarriers.id, before.id))
      .returning();
    return {
      result: null,
      audit: WarehouseCarrierAudit.entry("editWarehouseCarrier", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
  return getWarehouseCarrier(ctx.db, ctx.actor, input.id);
}

export async function setWarehouseCarrierActive(ctx: CommandContext, input: SetActiveBody): Promise<WarehouseCarrierRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockWarehouseCarrier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(warehouseCarriers)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(warehouseCarriers.id, before.id))
      .returning();
    return {
      result: null,
      audit: WarehouseCarrierAudit.entry(input.active ? "activateWarehouseCarrier" : "deactivateWarehouseCarrier", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
  return getWarehouseCarrier(ctx.db, ctx.actor, input.id);
}

export async function deleteWarehouseCarrier(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: warehouseCarriers,
    load: (tx) => lockWarehouseCarrier(tx, ctx.actor, id),
    audit: { names: WarehouseCarrierAudit, command: "deleteWarehouseCarrier" },
  });
}
