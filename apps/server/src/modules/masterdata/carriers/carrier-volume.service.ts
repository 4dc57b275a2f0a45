import { and, asc, eq, gte, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { CarrierUnitSystem, DivisorRule, VolumeWeightRow, VolumeWeightSave } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { conflict, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { translate } from "../../../platform/i18n/messages.js";
import { carrierVolumeWeights, systemCarriers } from "./carriers.schema.js";
import { isoTime } from "../../../platform/db/columns.js";
import { auditNames, checkVersion, deleteRecord, requireVersion, unknownRef } from "../../../platform/crud/index.js";

export const CarrierVolumeWeightAudit = auditNames("carrier_volume_weight", [
  "createVolumeWeight",
  "updateVolumeWeight",
  "deleteVolumeWeight",
]);

/**
 * Volume-weight divisors per carrier and unit system, each over a period (effective_from ..
 * effective_to inclusive, open-ended when null). Periods of one carrier and unit system never overlap,
 * so on any day there is at most one divisor in force per carrier and unit system.
 */

const today = sql<string>`current_date`;
const inForceOn = (day: SQL | string) =>
  and(
    lte(carrierVolumeWeights.effectiveFrom, sql`${day}`),
    or(isNull(carrierVolumeWeights.effectiveTo), gte(carrierVolumeWeights.effectiveTo, sql`${day}`)),
  );
const inForceToday = sql<boolean>`(${carrierVolumeWeights.effectiveFrom} <= current_date and (${carrierVolumeWeights.effectiveTo} is null or ${carrierVolumeWeights.effectiveTo} >= current_date))`;

const rowSelect = {
  id: carrierVolumeWeights.id,
  carrierId: carrierVolumeWeights.carrierId,
  carrierCode: systemCarriers.code,
  carrierName: systemCarriers.name,
  unitSystem: sql<CarrierUnitSystem>`${carrierVolumeWeights.unitSystem}`,
  divisor: carrierVolumeWeights.divisor,
  weightIncrement: carrierVolumeWeights.weightIncrement,
  dimensionIncrement: carrierVolumeWeights.dimensionIncrement,
  minVolume: carrierVolumeWeights.minVolume,
  effectiveFrom: sql<string>`to_char(${carrierVolumeWeights.effectiveFrom}, 'YYYY-MM-DD')`,
  effectiveTo: sql<string | null>`to_char(${carrierVolumeWeights.effectiveTo}, 'YYYY-MM-DD')`,
  inForce: inForceToday,
  remark: carrierVolumeWeights.remark,
  version: carrierVolumeWeights.version,
  updatedAt: isoTime(carrierVolumeWeights.updatedAt),
};

/** The list's query; its whitelist and export come from `volumeWeightResource` (contracts). */
export function volumeWeightList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(carrierVolumeWeights).innerJoin(systemCarriers, eq(systemCarriers.id, carrierVolumeWeights.carrierId)).$dynamic(),
    where: eq(carrierVolumeWeights.contextId, actor.contextId),
    tieBreaker: carrierVolumeWeights.id,
    columns: {
      id: { column: carrierVolumeWeights.id, type: "int" },
      unitSystem: carrierVolumeWeights.unitSystem,
      effectiveFrom: carrierVolumeWeights.effectiveFrom,
      effectiveTo: carrierVolumeWeights.effectiveTo,
      updatedAt: { column: carrierVolumeWeights.updatedAt, type: "timestamp" },
    },
  };
}

export interface VolumeWeightFilter {
  carrierId?: number;
  carrierCode?: string;
  unitSystem?: CarrierUnitSystem;
}

function filterWhere(contextId: number, f: VolumeWeightFilter): SQL | undefined {
  return and(
    eq(carrierVolumeWeights.contextId, contextId),
    f.carrierId ? eq(carrierVolumeWeights.carrierId, f.carrierId) : undefined,
    f.carrierCode ? eq(systemCarriers.code, f.carrierCode) : undefined,
    f.unitSystem ? eq(carrierVolumeWeights.unitSystem, f.unitSystem) : undefined,
  );
}

/** bossFindAllByContextId: every divisor of the context, past, present and future. */
export async function listVolumeWeights(db: DbOrTx, actor: Actor, f: VolumeWeightFilter): Promise<VolumeWeightRow[]> {
  return db
    .select(rowSelect)
    .from(carrierVolumeWeights)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierVolumeWeights.carrierId))
    .where(filterWhere(actor.contextId, f))
    .orderBy(asc(systemCarriers.code), asc(carrierVolumeWeights.unitSystem), asc(carrierVolumeWeights.effectiveFrom));
}

/** bossFindByContextId: the divisors in force on a day (default today), of active carriers. */
export async function listVolumeWeightsInForce(
  db: DbOrTx,
  actor: Actor,
  f: VolumeWeightFilter & { date?: string },
): Promise<VolumeWeightRow[]> {
  return db
    .select(rowSelect)
    .from(carrierVolumeWeights)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierVolumeWeights.carrierId))
    .where(and(filterWhere(actor.contextId, f), eq(systemCarriers.active, true), inForceOn(f.date ?? today)))
    .orderBy(asc(systemCarriers.code), asc(carrierVolumeWeights.unitSystem));
}

/** A divisor in force, in the shape the dimensional-weight rule takes. */
export interface DivisorInForce extends DivisorRule {
  carrierId: number;
  carrierCode: string;
  unitSystem: CarrierUnitSystem;
  divisor: string;
  weightIncrement: string;
  dimensionIncrement: string | null;
  minVolume: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * For other modules (the catalogue's dimensional weights): the divisors in force on a day in a context,
 * one per active carrier and unit system. Feed one to `dimensionalWeight` (domain/dimensional-weight.ts).
 */
export async function divisorsInForce(
  db: DbOrTx,
  contextId: number,
  f: VolumeWeightFilter & { date?: string } = {},
): Promise<DivisorInForce[]> {
  const rows = await db
    .select(rowSelect)
    .from(carrierVolumeWeights)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierVolumeWeights.carrierId))
    .where(and(filterWhere(contextId, f), eq(systemCarriers.active, true), inForceOn(f.date ?? today)))
    .orderBy(asc(systemCarriers.code), asc(carrierVolumeWeights.unitSystem));
  return rows.map((r) => ({
    carrierId: r.carrierId,
    carrierCode: r.carrierCode,
    unitSystem: r.unitSystem,
    divisor: r.divisor,
    weightIncrement: r.weightIncrement,
    dimensionIncrement: r.dimensionIncrement,
    minVolume: r.minVolume,
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
  }));
}

async function getVolumeWeight(db: DbOrTx, actor: Actor, id: number): Promise<VolumeWeightRow> {
  const [row] = await db
    .select(rowSelect)
    .from(carrierVolumeWeights)
    .innerJoin(systemCarriers, eq(systemCarriers.id, carrierVolumeWeights.carrierId))
    .where(and(eq(carrierVolumeWeights.contextId, actor.contextId), eq(carrierVolumeWeights.id, id)));
  if (!row) throw notFound("masterdata.volumeWeight");
  return row;
}

async function lockVolumeWeight(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(carrierVolumeWeights)
    .where(and(eq(carrierVolumeWeights.contextId, actor.contextId), eq(carrierVolumeWeights.id, id)))
    .for("update");
  if (!row) throw notFound("masterdata.volumeWeight");
  return row;
}

export async function saveVolumeWeight(ctx: CommandContext, input: VolumeWeightSave): Promise<VolumeWeightRow> {
  requireVersion(input);
  const { actor } = ctx;
  const values = {
    unitSystem: input.unitSystem,
    divisor: input.divisor,
    weightIncrement: input.weightIncrement,
    dimensionIncrement: input.dimensionIncrement ?? null,
    minVolume: input.minVolume ?? null,
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo ?? null,
    remark: input.remark ?? null,
  };
  const id = await runCommand(ctx, async (tx) => {
    // lock the carrier row: two saves of one carrier's divisors run one after the other, so the overlap check holds
    const [carrier] = await tx
      .select()
      .from(systemCarriers)
      .where(and(eq(systemCarriers.contextId, actor.contextId), eq(systemCarriers.id, input.carrierId)))
      .for("update");
    if (!carrier) throw unknownRef("carrierId", input.carrierId);
    const before = input.id === undefined ? undefined : await lockVolumeWeight(tx, actor, input.id);
    if (before) checkVersion(before, input.version);
    const [overlap] = await tx
      .select({ id: carrierVolumeWeights.id })
      .from(carrierVolumeWeights)
      .where(
        and(
          eq(carrierVolumeWeights.carrierId, carrier.id),
          eq(carrierVolumeWeights.unitSystem, values.unitSystem),
          before ? ne(carrierVolumeWeights.id, before.id) : undefined,
          values.effectiveTo ? lte(carrierVolumeWeights.effectiveFrom, values.effectiveTo) : undefined,
          or(isNull(carrierVolumeWeights.effectiveTo), gte(carrierVolumeWeights.effectiveTo, values.effectiveFrom)),
        ),
      );
    if (overlap) {
      throw conflict("masterdata.divisorOverlap", {
        carrier: carrier.code,
        unitSystem: translate(`masterdata.unitSystem.${values.unitSystem}`, actor.locale),
        from: values.effectiveFrom,
      });
    }
    if (!before) {
      const [row] = await tx
        .insert(carrierVolumeWeights)
        .values({ contextId: actor.contextId, carrierId: carrier.id, ...values })
        .returning();
      return {
        result: row!.id,
        audit: CarrierVolumeWeightAudit.entry("createVolumeWeight", AuditAction.create, { entityId: row!.id, after: row }),
      };
    }
    const [after] = await tx
      .update(carrierVolumeWeights)
      .set({ carrierId: carrier.id, ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(carrierVolumeWeights.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: CarrierVolumeWeightAudit.entry("updateVolumeWeight", AuditAction.update, { entityId: before.id, before, after }),
    };
  });
  return getVolumeWeight(ctx.db, actor, id);
}

export async function deleteVolumeWeight(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: carrierVolumeWeights,
    load: (tx) => lockVolumeWeight(tx, ctx.actor, id),
    audit: { names: CarrierVolumeWeightAudit, command: "deleteVolumeWeight" },
  });
}
