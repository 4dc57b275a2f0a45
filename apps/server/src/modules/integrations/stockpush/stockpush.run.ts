import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { StockPushRunReply, StockPushStatus, StockPushTrigger } from "@entrepot/contracts";
import { type Actor, systemActor } from "../../../platform/access/actor.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { Database, DbOrTx } from "../../../platform/db/database.js";
import { notFound } from "../../../platform/http/errors.js";
import { organizations } from "../../../platform/identity/schema.js";
import { definePeriodicJob } from "../../../platform/jobs/periodic.js";
import { products, skuMaps } from "../../catalog/index.js";
import { stockBalances } from "../../inventory/index.js";
import { storeAccounts } from "../../masterdata/index.js";
import { StockPushAudit } from "../audit.js";
import { listingQuantity } from "./domain/quantity.js";
import { channelAdapter } from "./stockpush.adapter.js";
import { stockPushHistory, stockPushSettings } from "./stockpush.schema.js";
import { settingScope } from "./stockpush.settings.js";

type Setting = typeof stockPushSettings.$inferSelect;
type HistoryInsert = typeof stockPushHistory.$inferInsert;

const emptyReply = (): StockPushRunReply => ({ accounts: 0, listings: 0, pushed: 0, unchanged: 0, failed: 0 });

/** Each listing's quantity now: its warehouse-fulfilled active SKU maps, the normal stock of the counted warehouses. */
async function plan(db: DbOrTx, s: Setting, onlyProducts?: number[]) {
  const maps = await db
    .select({ id: skuMaps.id, listingSku: skuMaps.listingSku, productId: skuMaps.productId, quantity: skuMaps.quantity, sku: products.sku })
    .from(skuMaps)
    .innerJoin(products, eq(products.id, skuMaps.productId))
    .where(
      and(
        eq(skuMaps.storeAccountId, s.storeAccountId),
        eq(skuMaps.orgId, s.orgId),
        eq(skuMaps.active, true),
        eq(skuMaps.fulfilmentChannel, "warehouse"),
        onlyProducts ? inArray(skuMaps.productId, onlyProducts) : undefined,
      ),
    )
    .orderBy(skuMaps.listingSku, skuMaps.id);
  if (maps.length === 0) return [];
  const productIds = [...new Set(maps.map((m) => m.productId))];
  const balances = await db
    .select({
      productId: stockBalances.productId,
      available: sql<number>`(${stockBalances.onHand} - ${stockBalances.reserved} - ${stockBalances.frozen})::int`,
    })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.orgId, s.orgId),
        eq(stockBalances.inventoryType, 0),
        inArray(stockBalances.productId, productIds),
        s.warehouseIds.length > 0 ? inArray(stockBalances.warehouseId, s.warehouseIds) : undefined,
      ),
    );
  const byProduct = new Map<number, number[]>();
  for (const b of balances) byProduct.set(b.productId, [...(byProduct.get(b.productId) ?? []), Number(b.available)]);
  const rule = { ratio: s.ratio, safetyStock: s.safetyStock, cap: s.cap };
  return maps.map((m) => {
    const available = byProduct.get(m.productId) ?? [];
    return { map: m, available: available.reduce((a, b) => a + Math.max(0, b), 0), quantity: listingQuantity(available, rule, m.quantity) };
  });
}

/** The quantity the channel holds as far as we know: the last successful push of each listing of the account. */
async function lastPushed(db: DbOrTx, storeAccountId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinctOn([stockPushHistory.skuMapId], { skuMapId: stockPushHistory.skuMapId, qty: stockPushHistory.newQty })
    .from(stockPushHistory)
    .where(and(eq(stockPushHistory.storeAccountId, storeAccountId), inArray(stockPushHistory.status, ["pushed", "unchanged"])))
    .orderBy(stockPushHistory.skuMapId, desc(stockPushHistory.id));
  return new Map(rows.map((r) => [r.skuMapId, r.qty]));
}

/**
 * Pushes one store account (or only the listings of `onlyProducts`: a stock change's): each listing whose
 * quantity changed goes to the channel; every listing gets a history row (pushed, unchanged, or failed with
 * the channel's message). The channel calls happen before the command's transaction (a marketplace is not
 * rolled back); the history, the account's last push time and the audit row commit together. Answers the
 * products of the listings the channel refused.
 */
export async function pushAccount(
  ctx: CommandContext,
  s: Setting,
  trigger: StockPushTrigger,
  reply: StockPushRunReply,
  onlyProducts?: number[],
): Promise<number[]> {
  const [account] = await ctx.db
    .select({ channel: storeAccounts.channel })
    .from(storeAccounts)
    .where(eq(storeAccounts.id, s.storeAccountId));
  const lines = await plan(ctx.db, s, onlyProducts);
  const previous = await lastPushed(ctx.db, s.storeAccountId);
  const adapter = channelAdapter();
  const rows: HistoryInsert[] = [];
  for (const { map, available, quantity } of lines) {
    const prev = previous.get(map.id) ?? null;
    let status: StockPushStatus = "unchanged";
    let error: string | null = null;
    if (prev !== quantity) {
      try {
        await adapter.push(ctx.db, {
          storeAccountId: s.storeAccountId,
          channel: account?.channel ?? "",
          listingSku: map.listingSku,
          quantity,
        });
        status = "pushed";
      } catch (err) {
        status = "failed";
        error = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || "error";
      }
    }
    reply[status]++;
    rows.push({
      orgId: s.orgId,
      storeAccountId: s.storeAccountId,
      skuMapId: map.id,
      listingSku: map.listingSku,
      productId: map.productId,
      sku: map.sku,
      available,
      previousQty: prev,
      newQty: quantity,
      status,
      error,
      trigger,
    });
  }
  reply.accounts++;
  reply.listings += lines.length;
  // a stock change whose listings are all gone since it was queued leaves no trace
  if (rows.length === 0 && onlyProducts) return [];
  const counts = { pushed: 0, unchanged: 0, failed: 0 };
  for (const r of rows) counts[r.status as StockPushStatus]++;
  await runCommand(ctx, async (tx) => {
    if (rows.length > 0) await tx.insert(stockPushHistory).values(rows);
    await tx.update(stockPushSettings).set({ lastPushAt: new Date() }).where(eq(stockPushSettings.id, s.id));
    return {
      result: undefined,
      audit: StockPushAudit.entry("pushStock", AuditAction.update, {
        entityId: s.id,
        orgId: s.orgId,
        after: { storeAccountId: s.storeAccountId, trigger, listings: rows.length, ...counts },
      }),
    };
  });
  return [...new Set(rows.filter((r) => r.status === "failed").map((r) => r.productId))];
}

/** Push now: one store account (404 outside the caller's scope; pushed even when disabled), or every enabled one in scope. */
export async function runStockPush(
  ctx: CommandContext,
  storeAccountId: number | undefined,
  trigger: StockPushTrigger = "manual",
): Promise<StockPushRunReply> {
  const reply = emptyReply();
  const where =
    storeAccountId === undefined
      ? and(settingScope(ctx.actor), eq(stockPushSettings.enabled, true))
      : and(settingScope(ctx.actor), eq(stockPushSettings.storeAccountId, storeAccountId));
  const settings = await ctx.db.select().from(stockPushSettings).where(where).orderBy(stockPushSettings.id).limit(500);
  if (storeAccountId !== undefined && settings.length === 0) throw notFound("integrations.stockPushSetting");
  for (const s of settings) await pushAccount(ctx, s, trigger, reply);
  return reply;
}

/** The scheduled push: every enabled store account of every seller, each as the platform acting for its org. */
export async function pushAllScheduled(database: Database): Promise<StockPushRunReply> {
  const total = emptyReply();
  const orgs = await database.db
    .selectDistinct({
      id: organizations.id,
      contextId: organizations.contextId,
      kind: organizations.kind,
      code: organizations.code,
      name: organizations.name,
    })
    .from(stockPushSettings)
    .innerJoin(organizations, eq(organizations.id, stockPushSettings.orgId))
    .where(and(eq(stockPushSettings.enabled, true), isNotNull(stockPushSettings.storeAccountId)));
  for (const org of orgs) {
    const actor: Actor = systemActor(org);
    const r = await runStockPush({ db: database.db, actor }, undefined, "schedule");
    for (const k of Object.keys(total) as (keyof StockPushRunReply)[]) total[k] += r[k];
  }
  return total;
}

/** Hourly, as sellers of an overseas warehouse expect from their ERP (declared on the module). */
export const stockPushJob = definePeriodicJob({
  name: "integrations.stockPush",
  everySeconds: 3600,
  run: async (database, log) => {
    const r = await pushAllScheduled(database);
    if (r.listings > 0) log.info({ stockPush: r }, "stock push");
  },
});
