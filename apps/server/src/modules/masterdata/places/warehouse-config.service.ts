import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { BatchRuleRow, BatchRuleSave, EffectiveBatchRule, WarehouseConfigRow, WarehouseConfigSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { businessRule, conflict, duplicate, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { translate } from "../../../platform/i18n/messages.js";
import { organizations } from "../../../platform/identity/schema.js";
import { isStaff, loadWarehouse, managedWarehouse, visibleWarehouse } from "./places.common.js";
import { warehouseBatchRules, warehouseConfigs } from "./places.schema.js";
import { orgWarehouses, warehouses } from "../schema.js";
import { isoTime, isoTimeOrNull, qualified } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, fixedField, requireVersion } from "../../../platform/crud/index.js";

export const WarehouseConfigAudit = auditNames("warehouse_config", ["createWarehouseConfig", "updateWarehouseConfig"]);
export const WarehouseBatchRuleAudit = auditNames("warehouse_batch_rule", ["createBatchRule", "updateBatchRule", "deleteBatchRule"]);

/**
 * A warehouse's operating settings (basicdata/warehouseConfig) and its inventory batch rules
 * (system/managewarehouse/batchway). Customers read both for the warehouses they use; the staff who run
 * the warehouse change them.
 */

// ---- settings ----

const c = warehouseConfigs;

/** What a warehouse without saved settings works by. */
export const WAREHOUSE_DEFAULTS = { orderCutoffTime: "15:00", shelvingSlaHours: 48 } as const;
/** A warehouse's shelving time-out in hours (on-shelf status 2 after it), for queries of other modules: its settings or the default. */
export const shelvingHoursOf = (warehouseId: AnyPgColumn | SQL) =>
  sql<number>`coalesce((select sc.shelving_sla_hours from ${c} sc where sc.warehouse_id = ${qualified(warehouseId)}), ${WAREHOUSE_DEFAULTS.shelvingSlaHours}::int)`;
/**
 * Today's order cut-off at a warehouse as an instant: the local date of now in its time zone, at its
 * cut-off time (its settings or the default), read in that zone (so it follows the warehouse's day, DST included).
 */
export const cutoffTodayOf = (warehouseId: AnyPgColumn | SQL) =>
  sql`(select ((now() at time zone cw.time_zone)::date + coalesce(cc.order_cutoff_time, ${WAREHOUSE_DEFAULTS.orderCutoffTime})::time) at time zone cw.time_zone
    from ${warehouses} cw left join ${c} cc on cc.warehouse_id = cw.id where cw.id = ${qualified(warehouseId)})`;
const configSelect = {
  warehouseId: warehouses.id,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  warehouseType: warehouses.warehouseType,
  timeZone: warehouses.timeZone,
  active: warehouses.active,
  orderCutoffTime: sql<string>`coalesce(${c.orderCutoffTime}, ${WAREHOUSE_DEFAULTS.orderCutoffTime})`,
  workingDays: sql<number[]>`coalesce(${c.workingDays}, '{1,2,3,4,5}'::smallint[])`,
  defaultLabelFormat: sql<string>`coalesce(${c.defaultLabelFormat}, '2')`,
  lengthUnit: sql<string>`coalesce(${c.lengthUnit}, 'cm')`,
  weightUnit: sql<string>`coalesce(${c.weightUnit}, 'g')`,
  allowPartialShipment: sql<boolean>`coalesce(${c.allowPartialShipment}, false)`,
  appointmentRequired: sql<boolean>`coalesce(${c.appointmentRequired}, true)`,
  acceptReturns: sql<boolean>`coalesce(${c.acceptReturns}, true)`,
  shelvingSlaHours: sql<number>`coalesce(${c.shelvingSlaHours}, ${WAREHOUSE_DEFAULTS.shelvingSlaHours}::int)`,
  dispatchSlaHours: sql<number>`coalesce(${c.dispatchSlaHours}, 24)`,
  maxParcelWeightKg: c.maxParcelWeightKg,
  configured: sql<boolean>`(${c.warehouseId} is not null)`,
  version: sql<number>`coalesce(${c.version}, 0)`,
  updatedAt: isoTimeOrNull(c.updatedAt),
};

/**
 * The list's query (warehouseConfigResource names its fields): the settings are the saved ones or the
 * defaults (coalesce), so they sort but only the cut-off, partial shipment and configured flags filter;
 * the warehouse's type and active flag stay filters of the API.
 */
export function configList(actor: Actor): ResourceListQuery {
  return {
    select: configSelect,
    from: (q) => q.from(warehouses).leftJoin(c, eq(c.warehouseId, warehouses.id)).$dynamic(),
    where: visibleWarehouse(actor),
    columns: {
      warehouseId: { column: warehouses.id, type: "int", sort: false },
      warehouseType: { column: warehouses.warehouseType, type: "int", sort: false },
      active: { column: warehouses.active, type: "bool", sort: false },
      orderCutoffTime: { column: configSelect.orderCutoffTime, type: "string" },
      allowPartialShipment: { column: configSelect.allowPartialShipment, type: "bool" },
      configured: { column: configSelect.configured, type: "bool" },
      workingDays: false,
      updatedAt: c.updatedAt,
    },
    tieBreaker: warehouses.id,
  };
}

export async function getWarehouseConfig(db: DbOrTx, actor: Actor, warehouseId: number): Promise<WarehouseConfigRow> {
  const [row] = await db
    .select(configSelect)
    .from(warehouses)
    .leftJoin(c, eq(c.warehouseId, warehouses.id))
    .where(and(eq(warehouses.id, warehouseId), visibleWarehouse(actor)));
  if (!row) throw notFound("masterdata.warehouse");
  return row as WarehouseConfigRow;
}

/** POST warehouseConfig/save: the settings saved, as the list shows them. */
export async function updateWarehouseConfig(ctx: CommandContext, input: WarehouseConfigSave): Promise<WarehouseConfigRow> {
  await saveWarehouseConfig(ctx, input);
  return getWarehouseConfig(ctx.db, ctx.actor, input.warehouseId);
}

/** Saves a warehouse's settings: the first save (version 0) creates them, later ones need the version read. */
export async function saveWarehouseConfig(ctx: CommandContext, input: WarehouseConfigSave): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const w = await loadWarehouse(tx, ctx.actor, input.warehouseId, "managed", true);
    const [before] = await tx.select().from(c).where(eq(c.warehouseId, w.id)).for("update");
    if ((before?.version ?? 0) !== input.version) throw conflict();
    const values = {
      orderCutoffTime: input.orderCutoffTime,
      workingDays: [...input.workingDays].sort(),
      defaultLabelFormat: input.defaultLabelFormat,
      lengthUnit: input.lengthUnit,
      weightUnit: input.weightUnit,
      allowPartialShipment: input.allowPartialShipment,
      appointmentRequired: input.appointmentRequired,
      acceptReturns: input.acceptReturns,
      shelvingSlaHours: input.shelvingSlaHours,
      dispatchSlaHours: input.dispatchSlaHours,
      maxParcelWeightKg: input.maxParcelWeightKg ?? null,
    };
    if (!before) {
      const [after] = await tx
        .insert(c)
        .values({ warehouseId: w.id, contextId: w.contextId, orgId: w.orgId, ...values })
        .returning();
      return {
        result: null,
        audit: WarehouseConfigAudit.entry("createWarehouseConfig", AuditAction.create, { entityId: w.id, orgId: w.orgId, after }),
      };
    }
    const [after] = await tx
      .update(c)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(c.warehouseId, w.id))
      .returning();
    return {
      result: null,
      audit: WarehouseConfigAudit.entry("updateWarehouseConfig", AuditAction.update, { entityId: w.id, orgId: w.orgId, before, after }),
    };
  });
}

// ---- batch rules ----

const r = warehouseBatchRules;
const customer = alias(organizations, "customer");
const ruleSelect = {
  id: r.id,
  warehouseId: r.warehouseId,
  warehouseCode: warehouses.code,
  warehouseName: warehouses.name,
  customerOrgId: r.customerOrgId,
  customerOrgCode: customer.code,
  customerOrgName: customer.name,
  rule: r.rule,
  minShelfLifeDays: r.minShelfLifeDays,
  mixLotsInLocation: r.mixLotsInLocation,
  active: r.active,
  remark: r.remark,
  version: r.version,
  updatedAt: isoTime(r.updatedAt),
};
/** Staff see the rules of the warehouses they run; a customer sees the defaults and its own rules of the warehouses it uses. */
const ruleScope = (actor: Actor) =>
  and(visibleWarehouse(actor), isStaff(actor) ? orgScope(actor, r.orgId) : or(isNull(r.customerOrgId), eq(r.customerOrgId, actor.orgId)));

/** The batch rules' query; its whitelist and export come from `batchRuleResource` (contracts). */
export function batchRuleList(actor: Actor): ResourceListQuery {
  return {
    select: ruleSelect,
    from: (q) =>
      q.from(r).innerJoin(warehouses, eq(warehouses.id, r.warehouseId)).leftJoin(customer, eq(customer.id, r.customerOrgId)).$dynamic(),
    where: ruleScope(actor),
    tieBreaker: r.id,
  };
}

export async function getBatchRule(db: DbOrTx, actor: Actor, id: number): Promise<BatchRuleRow> {
  const [row] = await db
    .select(ruleSelect)
    .from(r)
    .innerJoin(warehouses, eq(warehouses.id, r.warehouseId))
    .leftJoin(customer, eq(customer.id, r.customerOrgId))
    .where(and(eq(r.id, id), ruleScope(actor)));
  if (!row) throw notFound("masterdata.batchRule");
  return row as BatchRuleRow;
}

async function lockRule(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ rule: r })
    .from(r)
    .innerJoin(warehouses, eq(warehouses.id, r.warehouseId))
    .where(and(eq(r.id, id), managedWarehouse(actor)))
    .for("update", { of: r });
  if (!row) throw notFound("masterdata.batchRule");
  return row.rule;
}

/** Creates (no id) or updates (id + version) a batch rule; the warehouse and the customer are fixed once created. */
export async function saveBatchRule(ctx: CommandContext, input: BatchRuleSave): Promise<number> {
  requireVersion(input);
  const { actor } = ctx;
  return runCommand(ctx, async (tx) => {
    const customerOrgId = input.customerOrgId ?? null;
    const values = {
      rule: input.rule,
      minShelfLifeDays: input.rule === "fefo" ? (input.minShelfLifeDays ?? null) : null,
      mixLotsInLocation: input.mixLotsInLocation ?? false,
      active: input.active ?? true,
      remark: input.remark ?? null,
    };
    if (input.id === undefined) {
      const w = await loadWarehouse(tx, actor, input.warehouseId, "managed");
      if (customerOrgId !== null) {
        const [uses] = await tx
          .select({ code: organizations.code })
          .from(organizations)
          .innerJoin(orgWarehouses, and(eq(orgWarehouses.orgId, organizations.id), eq(orgWarehouses.warehouseId, w.id)))
          .where(and(eq(organizations.id, customerOrgId), orgScope(actor, organizations.id)))
          .limit(1);
        if (!uses) {
          const [org] = await tx
            .select({ code: organizations.code })
            .from(organizations)
            .where(and(eq(organizations.id, customerOrgId), orgScope(actor, organizations.id)));
          if (!org) throw notFound("masterdata.org");
          throw businessRule("masterdata.batchRuleNotAssigned", { org: org.code, code: w.code });
        }
      }
      const [clash] = await tx
        .select({ id: r.id, code: organizations.code })
        .from(r)
        .leftJoin(organizations, eq(organizations.id, r.customerOrgId))
        .where(and(eq(r.warehouseId, w.id), customerOrgId === null ? isNull(r.customerOrgId) : eq(r.customerOrgId, customerOrgId)));
      if (clash)
        throw duplicate("masterdata.batchRuleExists", {
          code: w.code,
          who: clash.code ?? translate("masterdata.batchRuleDefault", actor.locale),
        });
      const [row] = await tx
        .insert(r)
        .values({ contextId: w.contextId, orgId: w.orgId, warehouseId: w.id, customerOrgId, ...values })
        .returning();
      return {
        result: row!.id,
        audit: WarehouseBatchRuleAudit.entry("createBatchRule", AuditAction.create, { entityId: row!.id, orgId: w.orgId, after: row }),
      };
    }
    const before = await lockRule(tx, actor, input.id);
    checkVersion(before, input.version);
    if (before.warehouseId !== input.warehouseId) throw fixedField("warehouseId");
    if (input.customerOrgId !== undefined && before.customerOrgId !== customerOrgId) throw fixedField("customerOrgId");
    const [after] = await tx
      .update(r)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(r.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: WarehouseBatchRuleAudit.entry("updateBatchRule", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
}

export async function deleteBatchRule(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: r,
    load: (tx) => lockRule(tx, ctx.actor, id),
    audit: { names: WarehouseBatchRuleAudit, command: "deleteBatchRule" },
  });
}

/**
 * The batch rule that applies to an org's stock in a warehouse: the org's own active rule, else the
 * warehouse's active default, else none. Inventory (picking, allocation) calls this through index.ts.
 */
export async function effectiveBatchRule(db: DbOrTx, warehouseId: number, orgId: number | null): Promise<EffectiveBatchRule> {
  const rows = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.warehouseId, warehouseId),
        eq(r.active, true),
        orgId === null ? isNull(r.customerOrgId) : or(isNull(r.customerOrgId), eq(r.customerOrgId, orgId)),
      ),
    );
  const own = rows.find((x) => x.customerOrgId !== null);
  const chosen = own ?? rows.find((x) => x.customerOrgId === null);
  if (!chosen) return { warehouseId, orgId, rule: "none", minShelfLifeDays: null, mixLotsInLocation: false, source: "none", ruleId: null };
  return {
    warehouseId,
    orgId,
    rule: chosen.rule as EffectiveBatchRule["rule"],
    minShelfLifeDays: chosen.minShelfLifeDays,
    mixLotsInLocation: chosen.mixLotsInLocation,
    source: own ? "customer" : "warehouse",
    ruleId: chosen.id,
  };
}
