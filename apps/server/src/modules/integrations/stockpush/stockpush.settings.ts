import { and, eq, inArray, sql } from "drizzle-orm";
import type { StockPushOptions, StockPushSettingRow, stockPushSettingSave } from "@entrepot/contracts";
import type { z } from "zod";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, storeAccountScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { checkVersion, deleteRecord, fixedField, requireVersion, unknownRef } from "../../../platform/crud/index.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import type { DbOrTx, Tx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations } from "../../../platform/identity/schema.js";
import { orgWarehouses, storeAccounts, warehouses } from "../../masterdata/index.js";
import { StockPushAudit } from "../audit.js";
import { stockPushSettings } from "./stockpush.schema.js";

const rowSelect = {
  id: stockPushSettings.id,
  orgId: stockPushSettings.orgId,
  orgName: organizations.name,
  storeAccountId: stockPushSettings.storeAccountId,
  storeAccount: storeAccounts.title,
  enabled: stockPushSettings.enabled,
  warehouseIds: stockPushSettings.warehouseIds,
  warehouseList: sql<string>`coalesce((select string_agg(w.code, ', ' order by w.code) from ${warehouses} w
    where w.id in (select (jsonb_array_elements_text(${stockPushSettings.warehouseIds}))::int)), '')`,
  ratio: sql<string>`${stockPushSettings.ratio}::text`,
  safetyStock: stockPushSettings.safetyStock,
  cap: stockPushSettings.cap,
  lastPushAt: isoTimeOrNull(stockPushSettings.lastPushAt),
  version: stockPushSettings.version,
  updatedAt: isoTime(stockPushSettings.updatedAt),
};

/** A seller its own; operator staff the sellers (and store accounts) their access groups allow. */
export const settingScope = (actor: Actor) =>
  and(orgScope(actor, stockPushSettings.orgId), storeAccountScope(actor, stockPushSettings.storeAccountId))!;

const joined = (db: DbOrTx) =>
  db
    .select(rowSelect)
    .from(stockPushSettings)
    .innerJoin(organizations, eq(organizations.id, stockPushSettings.orgId))
    .innerJoin(storeAccounts, eq(storeAccounts.id, stockPushSettings.storeAccountId));

export function stockPushSettingList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) =>
      q
        .from(stockPushSettings)
        .innerJoin(organizations, eq(organizations.id, stockPushSettings.orgId))
        .innerJoin(storeAccounts, eq(storeAccounts.id, stockPushSettings.storeAccountId))
        .$dynamic(),
    where: settingScope(actor),
    tieBreaker: stockPushSettings.id,
    columns: { ratio: stockPushSettings.ratio },
  };
}

export async function getStockPushSetting(db: DbOrTx, actor: Actor, id: number): Promise<StockPushSettingRow> {
  const [row] = await joined(db).where(and(eq(stockPushSettings.id, id), settingScope(actor)));
  if (!row) throw notFound("integrations.stockPushSetting");
  return row;
}

async function lockSetting(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(stockPushSettings)
    .where(and(eq(stockPushSettings.id, id), settingScope(actor)))
    .for("update");
  if (!row) throw notFound("integrations.stockPushSetting");
  return row;
}

/** The store account in the caller's scope (else a field error naming it). */
async function accountInScope(db: DbOrTx, actor: Actor, id: number) {
  const [a] = await db
    .select({ id: storeAccounts.id, orgId: storeAccounts.orgId })
    .from(storeAccounts)
    .where(and(eq(storeAccounts.id, id), orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)));
  if (!a) throw unknownRef("body.storeAccountId", id);
  return a;
}

/** Every counted warehouse must be one the seller is assigned to. */
async function checkWarehouses(db: DbOrTx, orgId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: orgWarehouses.warehouseId })
    .from(orgWarehouses)
    .where(and(eq(orgWarehouses.orgId, orgId), inArray(orgWarehouses.warehouseId, unique)));
  const ok = new Set(found.map((f) => f.id));
  const missing = unique.find((w) => !ok.has(w));
  if (missing !== undefined) throw unknownRef("body.warehouseIds", missing);
  return unique;
}

export async function saveStockPushSetting(
  ctx: CommandContext,
  input: z.output<typeof stockPushSettingSave>,
): Promise<StockPushSettingRow> {
  requireVersion(input);
  const id = await runCommand(ctx, async (tx) => {
    const values = {
      enabled: input.enabled,
      ratio: input.ratio,
      safetyStock: input.safetyStock,
      cap: input.cap ?? null,
    };
    if (input.id === undefined) {
      const account = await accountInScope(tx, ctx.actor, input.storeAccountId);
      const warehouseIds = await checkWarehouses(tx, account.orgId, input.warehouseIds);
      const [after] = await tx
        .insert(stockPushSettings)
        .values({ ...values, warehouseIds, orgId: account.orgId, storeAccountId: account.id })
        .returning();
      return {
        result: after!.id,
        audit: StockPushAudit.entry("createStockPushSetting", AuditAction.create, { entityId: after!.id, orgId: after!.orgId, after }),
      };
    }
    const before = await lockSetting(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    if (input.storeAccountId !== before.storeAccountId) throw fixedField("body.storeAccountId");
    const warehouseIds = await checkWarehouses(tx, before.orgId, input.warehouseIds);
    const [after] = await tx
      .update(stockPushSettings)
      .set({ ...values, warehouseIds, version: before.version + 1, updatedAt: new Date() })
      .where(eq(stockPushSettings.id, before.id))
      .returning();
    return {
      result: before.id,
      audit: StockPushAudit.entry("updateStockPushSetting", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before,
        after,
      }),
    };
  });
  return getStockPushSetting(ctx.db, ctx.actor, id);
}

export async function deleteStockPushSetting(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: stockPushSettings,
    load: (tx) => lockSetting(tx, ctx.actor, id),
    audit: { names: StockPushAudit, command: "deleteStockPushSetting" },
  });
}

/** The store accounts and warehouses the settings form picks from, in the caller's scope. */
export async function stockPushOptions(db: DbOrTx, actor: Actor): Promise<StockPushOptions> {
  const accounts = await db
    .select({ id: storeAccounts.id, orgId: storeAccounts.orgId, title: storeAccounts.title, channel: storeAccounts.channel })
    .from(storeAccounts)
    .where(and(orgScope(actor, storeAccounts.orgId), storeAccountScope(actor, storeAccounts.id)))
    .orderBy(storeAccounts.title, storeAccounts.id)
    .limit(2000);
  const whs = await db
    .selectDistinct({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
    .from(orgWarehouses)
    .innerJoin(warehouses, eq(warehouses.id, orgWarehouses.warehouseId))
    .where(orgScope(actor, orgWarehouses.orgId))
    .orderBy(warehouses.code, warehouses.id)
    .limit(2000);
  return { storeAccounts: accounts, warehouses: whs };
}
