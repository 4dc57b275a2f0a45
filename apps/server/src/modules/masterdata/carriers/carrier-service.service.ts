import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { CarrierServiceRow, CarrierServiceSave, SetActiveBody } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { activeChannelCodes } from "./carrier.service.js";
import { carrierAccounts, carrierServices, deliveryChannels, systemCarriers, warehouseCarriers } from "./carriers.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const CarrierServiceAudit = auditNames("carrier_service", [
  "createCarrierService",
  "updateCarrierService",
  "activateCarrierService",
  "deactivateCarrierService",
  "deleteCarrierService",
]);

/**
 * Carrier services (UPS Ground, FedEx 2Day...): context-wide like their carriers. A service's code is
 * unique in the context (orders and rate cards name it); its carrier is fixed once created.
 */

const rowSelect = {
  id: carrierServices.id,
  carrierId: carrierServices.carrierId,
  carrierCode: systemCarriers.code,
  carrierName: systemCarriers.name,
  code: carrierServices.code,
  name: carrierServices.name,
  level: sql<CarrierServiceRow["level"]>`${carrierServices.level}`,
  transitDaysMin: carrierServices.transitDaysMin,
  transitDaysMax: carrierServices.transitDaysMax,
  unitSystem: sql<CarrierServiceRow["unitSystem"]>`${carrierServices.unitSystem}`,
  maxWeight: carrierServices.maxWeight,
  maxLength: carrierServices.maxLength,
  maxLengthGirth: carrierServices.maxLengthGirth,
  supportsSignature: carrierServices.supportsSignature,
  supportsInsurance: carrierServices.supportsInsurance,
  active: carrierServices.active,
  sort: carrierServices.sort,
  remark: carrierServices.remark,
  version: carrierServices.version,
  updatedAt: isoTime(carrierServices.updatedAt),
};

/** The list's query; its whitelist and export come from `carrierServiceResource` (contracts). */
export function carrierServiceList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(carrierServices).innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId)).$dynamic(),
    where: eq(carrierServices.contextId, actor.contextId),
    tieBreaker: carrierServices.id,
    columns: { level: carrierServices.level, unitSystem: carrierServices.unitSystem },
  };
}

export async function getCarrierService(db: DbOrTx, actor: Actor, id: number): Promise<CarrierServiceRow> {
  const [row] = await db
    .select(rowSelect)
    .from(carrierServices)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierServices.carrierId))
    .where(and(eq(carrierServices.contextId, actor.contextId), eq(carrierServices.id, id)));
  if (!row) throw notFound("masterdata.carrierService");
  return row;
}

async function lockService(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(carrierServices)
    .where(and(eq(carrierServices.contextId, actor.contextId), eq(carrierServices.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.carrierService");
  return row;
}

export async function saveCarrierService(ctx: CommandContext, input: CarrierServiceSave): Promise<CarrierServiceRow> {
  requireVersion(input);
  const { actor } = ctx;
  const values = {
    code: input.code,
    name: input.name,
    level: input.level,
    transitDaysMin: input.transitDaysMin,
    transitDaysMax: input.transitDaysMax,
    unitSystem: input.unitSystem ?? "imperial",
    maxWeight: input.maxWeight ?? null,
    maxLength: input.maxLength ?? null,
    maxLengthGirth: input.maxLengthGirth ?? null,
    supportsSignature: input.supportsSignature ?? false,
    supportsInsurance: input.supportsInsurance ?? false,
    sort: input.sort ?? 0,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    const [carrier] = await tx
      .select()
      .from(systemCarriers)
      .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, input.carrierId)));
    if (!carrier) throw unknownRef("carrierId", input.carrierId);
    const [clash] = await tx
      .select({ id: carrierServices.id })
      .from(carrierServices)
      .where(
        and(
          eq(carrierServices.contextId, actor.contextId),
          eq(carrierServices.code, values.code),
          input.id === undefined ? undefined : ne(carrierServices.id, input.id),
        ),
      );
    if (clash) throw duplicate("masterdata.serviceCodeExists", { code: values.code });
    if (input.id === undefined) {
      if (!carrier.active) throw businessRule("masterdata.carrierInactive", { code: carrier.code });
      const [row] = await tx
        .insert(carrierServices)
        .values({ contextId: actor.contextId, carrierId: carrier.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: CarrierServiceAudit.entry("createCarrierService", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const before = await lockService(tx, actor, input.id);
    checkVersion(before, input.version);
    if (before.carrierId !== carrier.id) throw businessRule("masterdata.fieldFixed", { field: "carrierId" });
    const [after] = await tx
      .update(carrierServices)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierServices.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: CarrierServiceAudit.entry("updateCarrierService", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getCarrierService(ctx.db, actor, id);
}

export async function setCarrierServiceActive(ctx: CommandContext, input: SetActiveBody): Promise<CarrierServiceRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockService(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (!input.active) {
      const channels = await activeChannelCodes(tx, { serviceId: before.id });
      if (channels.length) throw businessRule("masterdata.usedByActiveChannels", { name: before.code, channels: channels.join(", ") });
    } else {
      const [carrier] = await tx.select().from(systemCarriers).where(eq(systemCarriers.id, before.carrierId));
      if (!carrier!.active) throw businessRule("masterdata.carrierInactive", { code: carrier!.code });
    }
    const [after] = await tx
      .update(carrierServices)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierServices.id, before.id))
      .returning();
    return {
      result: null,
      audit: CarrierServiceAudit.entry(input.active ? "activateCarrierService" : "deactivateCarrierService", AuditAction.update, {
        entityId: before.id,
        before,
        after,
      }),
    };
  });
  return getCarrierService(ctx.db, ctx.actor, input.id);
}

export async function deleteCarrierService(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: carrierServices,
    load: (tx) => lockService(tx, ctx.actor, id),
    audit: { names: CarrierServiceAudit, command: "deleteCarrierService" },
    before: async (tx, before) => {
      const [channels] = await tx.select({ n: count() }).from(deliveryChannels).where(eq(deliveryChannels.serviceId, id));
      const [warehouses] = await tx
        .select({ n: count() })
        .from(warehouseCarriers)
        .where(sql`${id} = any(${warehouseCarriers.serviceIds})`);
      const [accounts] = await tx
        .select({ n: count() })
        .from(carrierAccounts)
        .where(sql`${id} = any(${carrierAccounts.serviceIds})`);
      const uses = { channels: Number(channels?.n ?? 0), warehouses: Number(warehouses?.n ?? 0), accounts: Number(accounts?.n ?? 0) };
      if (uses.channels + uses.warehouses + uses.accounts > 0) throw inUse("masterdata.serviceInUse", { code: before.code, ...uses });
    },
  });
}

/** Checks that service ids are services of one carrier (for accounts and warehouse set-ups). */
export async function assertServicesOfCarrier(tx: DbOrTx, carrierId: number, serviceIds: readonly number[]): Promise<void> {
  const ids = [...new Set(serviceIds)];
  if (!ids.length) return;
  const found = await tx
    .select({ id: carrierServices.id })
    .from(carrierServices)
    .where(and(inArray(carrierServices.id, ids), eq(carrierServices.carrierId, carrierId)));
  const missing = ids.find((sid) => !found.some((f) => f.id === sid));
  if (missing !== undefined) throw unknownRef("serviceIds", missing);
}
