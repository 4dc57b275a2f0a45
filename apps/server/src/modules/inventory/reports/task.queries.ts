import { and, eq, sql } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Actor } from "../../../platform/access/actor.js";
import { warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import { auditNames } from "../../../platform/audit/names.js";
import { isoTime } from "../../../platform/db/columns.js";
import type { ListSpec } from "../../../platform/http/paging.js";
import { warehouses } from "../../masterdata/index.js";
import { stockBatchSnapshots, stockSnapshotRuns, stockSnapshots } from "../schema.js";
import { takeSnapshot } from "../snapshot.service.js";
import { stockScope } from "../stock.queries.js";

/**
 * inventory/task: the daily snapshot job's runs, one row per day: the warehouses of the caller's scope that day's
 * snapshot was taken for (against how many there are: done or partial), the balances it holds in the caller's
 * scope (a seller: its own) and the lots of the batch snapshot taken with them, how long the runs took and when the last one ended. Days not over yet (previews) are
 * not runs. The sweep takes every warehouse, active or not, so every warehouse counts. An operator re-runs a day for the warehouses of its scope: each warehouse-day is replaced, never doubled.
 */
export function taskListSpec(actor: Actor): ListSpec {
  const r = stockSnapshotRuns;
  const days = new QueryBuilder()
    .select({
      day: r.snapshotDate,
      warehouses: sql<number>`count(*)::int`.as("tk_warehouses"),
      durationMs: sql<number>`coalesce(sum(${r.durationMs}), 0)::int`.as("tk_duration_ms"),
      firstStartedAt: sql<Date>`min(${r.startedAt})`.as("tk_first_started_at"),
      lastTakenAt: sql<Date>`max(${r.takenAt})`.as("tk_last_taken_at"),
    })
    .from(r)
    .where(warehouseScope(actor, r.warehouseId))
    .groupBy(r.snapshotDate)
    .as("runs_by_day");
  // the day's snapshot rows in the caller's scope, counted in lateral subqueries (their WHERE names its tables)
  const day = days.day as AnyPgColumn;
  const s = stockSnapshots;
  const b = stockBatchSnapshots;
  const balanceCount = new QueryBuilder()
    .select({ n: sql<number>`count(*)::int`.as("tk_balances") })
    .from(s)
    .where(and(eq(s.snapshotDate, day), stockScope(actor, s.orgId, s.warehouseId)))
    .as("tk_balance_count");
  const batchCount = new QueryBuilder()
    .select({ n: sql<number>`count(*)::int`.as("tk_batches") })
    .from(b)
    .where(and(eq(b.snapshotDate, day), stockScope(actor, b.orgId, b.warehouseId)))
    .as("tk_batch_count");
  const balances = balanceCount.n;
  const batches = batchCount.n;
  const expected = sql<number>`(select count(*)::int from ${warehouses} where ${warehouseScope(actor, warehouses.id)})`;
  const status = sql<"done" | "partial">`(case when ${days.warehouses} >= ${expected} then 'done' else 'partial' end)`;
  return {
    select: {
      id: sql<number>`(${day} - date '2000-01-01')::int`,
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      warehouses: days.warehouses,
      expectedWarehouses: expected,
      balances,
      batches,
      durationMs: days.durationMs,
      status,
      startedAt: isoTime(days.firstStartedAt as unknown as AnyPgColumn),
      finishedAt: isoTime(days.lastTakenAt as unknown as AnyPgColumn),
    },
    from: (q) =>
      q
        .from(days)
        .innerJoinLateral(balanceCount, sql`true`)
        .innerJoinLateral(batchCount, sql`true`)
        .$dynamic(),
    fields: {
      day: { column: day, type: "date" },
      warehouses: { column: sql`${days.warehouses}`, type: "int" },
      durationMs: { column: sql`${days.durationMs}`, type: "int" },
      status: { column: status, type: "string" },
    },
    defaultSort: { field: "day", dir: "desc" },
    tieBreaker: day,
  };
}

const TaskAudit = auditNames("stock_snapshot", ["rerunStockSnapshotDay"]);

/** Re-runs `date`'s snapshot for every warehouse of the operator's scope, in one transaction with its audit row. */
export function rerunSnapshotDay(ctx: CommandContext, date: string) {
  return runCommand(ctx, async (tx) => {
    const whs = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(warehouseScope(ctx.actor, warehouses.id))
      .orderBy(warehouses.id);
    let balances = 0;
    for (const w of whs) balances += await takeSnapshot(tx, w.id, date, ctx);
    const result = { date, warehouses: whs.length, balances };
    return {
      result,
      audit: TaskAudit.entry("rerunStockSnapshotDay", AuditAction.create, { entityId: date, orgId: ctx.actor.orgId, after: result }),
    };
  });
}
