import { and, eq, sql } from "drizzle-orm";
import type { WorkConfigRow, WorkConfigSave } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { isoTimeOrNull, staleVersion } from "../../platform/crud/index.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ListSpec } from "../../platform/http/paging.js";
import { getWarehouseConfig, saveWarehouseConfig, WAREHOUSE_DEFAULTS, warehouseConfigs as wc, warehouses } from "../masterdata/index.js";
import { CapacityAudit } from "./audit.js";
import { warehouseCapacities as cap } from "./schema.js";

/**
 * WMS/workConfig: per warehouse the shelving time-out and the order cut-off (kept in the masterdata
 * warehouse settings, their one home, which inbound and orders read) and the storage capacity (kept here,
 * which the forecast and the home page read). Staff see and change the warehouses they run, narrowed by
 * their access groups.
 */

/** The warehouses the caller runs and may see. */
export const runWarehouse = (actor: Actor) =>
  and(eq(warehouses.contextId, actor.contextId), warehouseScope(actor, warehouses.id), orgScope(actor, warehouses.orgId))!;

const select = {
  warehouseId: warehouses.id,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  timeZone: warehouses.timeZone,
  shelvingTimeoutHours: sql<number>`coalesce(${wc.shelvingSlaHours}, ${WAREHOUSE_DEFAULTS.shelvingSlaHours}::int)`,
  orderCutoffTime: sql<string>`coalesce(${wc.orderCutoffTime}, ${WAREHOUSE_DEFAULTS.orderCutoffTime})`,
  storageCapacityM3: sql<string | null>`${cap.capacityM3}::text`,
  configured: sql<boolean>`(${cap.warehouseId} is not null)`,
  version: sql<number>`coalesce(${cap.version}, 0)`,
  updatedAt: isoTimeOrNull(cap.updatedAt),
};
const from = (q: ReturnType<DbOrTx["select"]>) =>
  q.from(warehouses).leftJoin(wc, eq(wc.warehouseId, warehouses.id)).leftJoin(cap, eq(cap.warehouseId, warehouses.id)).$dynamic();

export function workConfigListSpec(actor: Actor): ListSpec {
  return {
    select,
    from,
    where: runWarehouse(actor),
    fields: {
      warehouseId: { column: warehouses.id, type: "int" },
      warehouseCode: { column: warehouses.code, type: "string" },
      warehouseName: { column: warehouses.name, type: "string" },
      orderCutoffTime: { column: select.orderCutoffTime, type: "string" },
      storageCapacityM3: { column: cap.capacityM3, type: "decimal" },
      configured: { column: select.configured, type: "bool" },
    },
    defaultSort: { field: "warehouseCode", dir: "asc" },
    tieBreaker: warehouses.id,
  };
}

export async function getWorkConfig(db: DbOrTx, actor: Actor, warehouseId: number): Promise<WorkConfigRow> {
  const [row] = await from(db.select(select)).where(and(eq(warehouses.id, warehouseId), runWarehouse(actor)));
  if (!row) throw notFound("masterdata.warehouse");
  return { ...row, version: Number(row.version), shelvingTimeoutHours: Number(row.shelvingTimeoutHours) } as WorkConfigRow;
}

/**
 * One transaction: the capacity row (its version guards the whole form), and the time-out and cut-off
 * through the masterdata settings' own save (its scope check, version and audit row) when they changed.
 */
export async function saveWorkConfig(ctx: CommandContext, input: WorkConfigSave): Promise<WorkConfigRow> {
  await runCommand(ctx, async (tx) => {
    const current = await getWorkConfig(tx, ctx.actor, input.warehouseId);
    const [before] = await tx.select().from(cap).where(eq(cap.warehouseId, input.warehouseId)).for("update");
    if ((before?.version ?? 0) !== input.version) throw staleVersion(input.version, before?.version ?? 0);
    if (current.shelvingTimeoutHours !== input.shelvingTimeoutHours || current.orderCutoffTime !== input.orderCutoffTime) {
      const { warehouseId, version, ...settings } = await getWarehouseConfig(tx, ctx.actor, input.warehouseId);
      await saveWarehouseConfig(
        { ...ctx, db: tx },
        {
          warehouseId,
          version,
          orderCutoffTime: input.orderCutoffTime,
          workingDays: settings.workingDays,
          defaultLabelFormat: settings.defaultLabelFormat,
          lengthUnit: settings.lengthUnit,
          weightUnit: settings.weightUnit,
          allowPartialShipment: settings.allowPartialShipment,
          appointmentRequired: settings.appointmentRequired,
          acceptReturns: settings.acceptReturns,
          shelvingSlaHours: input.shelvingTimeoutHours,
          dispatchSlaHours: settings.dispatchSlaHours,
          maxParcelWeightKg: settings.maxParcelWeightKg,
        },
      );
    }
    const capacityM3 = input.storageCapacityM3 ?? null;
    const [w] = await tx.select({ orgId: warehouses.orgId }).from(warehouses).where(eq(warehouses.id, input.warehouseId));
    const [after] = before
      ? await tx
          .update(cap)
          .set({ capacityM3, version: before.version + 1, updatedAt: new Date() })
          .where(eq(cap.warehouseId, before.warehouseId))
          .returning()
      : await tx.insert(cap).values({ warehouseId: input.warehouseId, orgId: w!.orgId, capacityM3 }).returning();
    return {
      result: null,
      audit: CapacityAudit.entry("saveWorkConfig", before ? AuditAction.update : AuditAction.create, {
        entityId: input.warehouseId,
        orgId: w!.orgId,
        before: before ? { ...before, shelvingTimeoutHours: current.shelvingTimeoutHours, orderCutoffTime: current.orderCutoffTime } : null,
        after: { ...after, shelvingTimeoutHours: input.shelvingTimeoutHours, orderCutoffTime: input.orderCutoffTime },
      }),
    };
  });
  return getWorkConfig(ctx.db, ctx.actor, input.warehouseId);
}
