import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { ActiveCarrier, CarrierServiceLevel, SetActiveBody, SystemCarrierRow, SystemCarrierSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, duplicate, inUse, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import {
  carrierAccountBlacklist,
  carrierAccounts,
  carrierServices,
  carrierVolumeWeights,
  deliveryChannels,
  systemCarriers,
  warehouseCarriers,
} from "./carriers.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion } from "../../../platform/crud/index.js";

export const SystemCarrierAudit = auditNames("system_carrier", [
  "createCarrier",
  "updateCarrier",
  "activateCarrier",
  "deactivateCarrier",
  "deleteCarrier",
]);

/**
 * System carriers: context-wide reference data. Everyone logged in reads the active ones (with their
 * active services) for dropdowns; operator staff holding masterdata:carrier:manage maintain them.
 */

const serviceCount = sql<number>`cast((select count(*) from carrier_services s where s.carrier_id = "system_carriers"."id") as integer)`;
const rowSelect = {
  id: systemCarriers.id,
  code: systemCarriers.code,
  name: systemCarriers.name,
  trackingUrl: systemCarriers.trackingUrl,
  active: systemCarriers.active,
  sort: systemCarriers.sort,
  serviceCount,
  remark: systemCarriers.remark,
  version: systemCarriers.version,
  updatedAt: isoTime(systemCarriers.updatedAt),
};

/** The list's query; its whitelist and export come from `systemCarrierResource` (contracts). */
export function carrierList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(systemCarriers).$dynamic(),
    where: eq(systemCarriers.contextId, actor.contextId),
    tieBreaker: systemCarriers.id,
    columns: { id: { column: systemCarriers.id, type: "int" } },
  };
}

export async function getCarrier(db: DbOrTx, actor: Actor, id: number): Promise<SystemCarrierRow> {
  const [row] = await db
    .select(rowSelect)
    .from(systemCarriers)
    .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, id)));
  if (!row) throw notFound("masterdata.carrier");
  return row;
}

/** Every carrier of the context, active or not (managers' pickers and filters). */
export async function listAllCarriers(db: DbOrTx, actor: Actor): Promise<SystemCarrierRow[]> {
  return db
    .select(rowSelect)
    .from(systemCarriers)
    .where(eq(systemCarriers.contextId, actor.contextId))
    .orderBy(asc(systemCarriers.sort), asc(systemCarriers.code));
}

/** The active carriers with their active services: what every dropdown reads. */
export async function listActiveCarriers(db: DbOrTx, actor: Actor): Promise<ActiveCarrier[]> {
  const carriers = await db
    .select({ id: systemCarriers.id, code: systemCarriers.code, name: systemCarriers.name, trackingUrl: systemCarriers.trackingUrl })
    .from(systemCarriers)
    .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.active, true)))
    .orderBy(asc(systemCarriers.sort), asc(systemCarriers.code));
  if (!carriers.length) return [];
  const services = await db
    .select({
      id: carrierServices.id,
      carrierId: carrierServices.carrierId,
      code: carrierServices.code,
      name: carrierServices.name,
      level: carrierServices.level,
    })
    .from(carrierServices)
    .where(
      and(
        inArray(
          carrierServices.carrierId,
          carriers.map((c) => c.id),
        ),
        eq(carrierServices.active, true),
      ),
    )
    .orderBy(asc(carrierServices.sort), asc(carrierServices.code));
  return carriers.map((c) => ({
    ...c,
    services: services
      .filter((s) => s.carrierId === c.id)
      .map(({ id, code, name, level }) => ({ id, code, name, level: level as CarrierServiceLevel })),
  }));
}

async function lockCarrier(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(systemCarriers)
    .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.carrier");
  return row;
}

async function assertCodeFree(tx: Tx, actor: Actor, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: systemCarriers.id })
    .from(systemCarriers)
    .where(
      and(
        eq(systemCarriers.contextId, actor.contextId),
        eq(systemCarriers.code, code),
        exceptId === undefined ? undefined : ne(systemCarriers.id, exceptId),
      ),
    );
  if (clash) throw duplicate("masterdata.carrierCodeExists", { code });
}

export async function saveCarrier(ctx: CommandContext, input: SystemCarrierSave): Promise<SystemCarrierRow> {
  requireVersion(input);
  const values = {
    code: input.code,
    name: input.name,
    trackingUrl: input.trackingUrl ?? null,
    sort: input.sort ?? 0,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    if (input.id === undefined) {
      await assertCodeFree(tx, ctx.actor, values.code);
      const [row] = await tx
        .insert(systemCarriers)
        .values({ contextId: ctx.actor.contextId, ...values })
        .returning();
      return { result: row!.id, audit: SystemCarrierAudit.entry("createCarrier", AuditAction.create, { entityId: row!.id, after: row }) };
    }
    const before = await lockCarrier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await assertCodeFree(tx, ctx.actor, values.code, before.id);
    const [after] = await tx
      .update(systemCarriers)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(systemCarriers.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: SystemCarrierAudit.entry("updateCarrier", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getCarrier(ctx.db, ctx.actor, id);
}

/** Codes of the active delivery channels using a carrier or a service (they must be deactivated first). */
export async function activeChannelCodes(tx: DbOrTx, by: { carrierId: number } | { serviceId: number }): Promise<string[]> {
  const cond = "carrierId" in by ? eq(deliveryChannels.carrierId, by.carrierId) : eq(deliveryChannels.serviceId, by.serviceId);
  const rows = await tx
    .select({ code: deliveryChannels.code })
    .from(deliveryChannels)
    .where(and(cond, eq(deliveryChannels.active, true)))
    .orderBy(asc(deliveryChannels.code));
  return rows.map((r) => r.code);
}

/** Deactivating a carrier takes it out of every dropdown; refused while active channels ship with it. */
export async function setCarrierActive(ctx: CommandContext, input: SetActiveBody): Promise<SystemCarrierRow> {
  await runCommand(ctx, async (tx) => {
    const before = await lockCarrier(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (!input.active) {
      const channels = await activeChannelCodes(tx, { carrierId: before.id });
      if (channels.length) throw businessRule("masterdata.usedByActiveChannels", { name: before.code, channels: channels.join(", ") });
    }
    const [after] = await tx
      .update(systemCarriers)
      .set({ active: input.active, version: before.version + 1, updatedAt: new Date() })
      .where(eq(systemCarriers.id, before.id))
      .returning();
    return {
      result: null,
      audit: SystemCarrierAudit.entry(input.active ? "activateCarrier" : "deactivateCarrier", AuditAction.update, {
        entityId: before.id,
        before,
        after,
      }),
    };
  });
  return getCarrier(ctx.db, ctx.actor, input.id);
}

/** Deleting is for mistakes: a carrier with services, divisors, accounts or warehouse set-ups is deactivated instead. */
export async function deleteCarrier(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: systemCarriers,
    load: (tx) => lockCarrier(tx, ctx.actor, id),
    audit: { names: SystemCarrierAudit, command: "deleteCarrier" },
    before: async (tx, before) => {
      const countOf = async (
        table:
          | typeof carrierServices
          | typeof carrierVolumeWeights
          | typeof carrierAccounts
          | typeof warehouseCarriers
          | typeof carrierAccountBlacklist,
      ) => {
        const [r] = await tx.select({ n: count() }).from(table).where(eq(table.carrierId, id));
        return Number(r?.n ?? 0);
      };
      const uses = {
        services: await countOf(carrierServices),
        divisors: await countOf(carrierVolumeWeights),
        accounts: await countOf(carrierAccounts),
        warehouses: await countOf(warehouseCarriers),
        blacklist: await countOf(carrierAccountBlacklist),
      };
      if (Object.values(uses).some((n) => n > 0)) throw inUse("masterdata.carrierInUse", { code: before.code, ...uses });
    },
  });
}
