import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { WarningCheckReply } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { orgScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { isoTime, isoTimeOrNull } from "../../platform/crud/index.js";
import { type Database, type DbOrTx, inTransaction, type Tx } from "../../platform/db/database.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockBalances, stockBatches, stockMovements, stockScope } from "../inventory/index.js";
import { warehouses } from "../masterdata/index.js";
import { WarningAudit } from "./audit.js";
import { evaluateRule, reconcile, SALES_WINDOW_DAYS, type StockFigures, type Wanted } from "./domain/warnings.js";
import { stockWarningRules as rules, stockWarnings as w } from "./schema.js";

/**
 * The warning check: every active rule of a seller against the ledger's figures now, raising, updating
 * and clearing that seller's warnings in one transaction (its rules locked, so a periodic run and a
 * "check now" never race into twins). Sales-out is operation 100 of the last 30 days.
 */

const SALES_OUT = 100;
const key = (warehouseId: number, productId: number) => `${warehouseId}:${productId}`;

/** One seller's figures per warehouse and SKU, from the stock ledger. */
export async function figuresOf(db: DbOrTx, orgId: number): Promise<StockFigures[]> {
  const b = stockBalances;
  const balances = await db
    .select({
      warehouseId: b.warehouseId,
      productId: b.productId,
      available: sql<number>`coalesce(sum(case when ${b.inventoryType} = 0 then ${b.onHand} - ${b.reserved} - ${b.frozen} else 0 end), 0)::int`,
      unsellable: sql<number>`coalesce(sum(case when ${b.inventoryType} = 1 then ${b.onHand} else 0 end), 0)::int`,
    })
    .from(b)
    .where(eq(b.orgId, orgId))
    .groupBy(b.warehouseId, b.productId);
  const ages = await db
    .select({
      warehouseId: stockBatches.warehouseId,
      productId: stockBatches.productId,
      age: sql<number>`floor(extract(epoch from (now() - min(${stockBatches.receivedAt}))) / 86400)::int`,
    })
    .from(stockBatches)
    .where(and(eq(stockBatches.orgId, orgId), gt(stockBatches.remainingQty, 0)))
    .groupBy(stockBatches.warehouseId, stockBatches.productId);
  const m = stockMovements;
  const sales = await db
    .select({ warehouseId: m.warehouseId, productId: m.productId, units: sql<number>`coalesce(-sum(${m.quantity}), 0)::int` })
    .from(m)
    .where(
      and(
        eq(m.orgId, orgId),
        eq(m.bucket, "onHand"),
        eq(m.operationType, SALES_OUT),
        gte(m.createdAt, sql`now() - ${sql.raw(`interval '${SALES_WINDOW_DAYS} days'`)}`),
      ),
    )
    .groupBy(m.warehouseId, m.productId);
  const ageOf = new Map(ages.map((a) => [key(a.warehouseId, a.productId), Number(a.age)]));
  const salesOf = new Map(sales.map((s) => [key(s.warehouseId, s.productId), Number(s.units)]));
  return balances.map((x) => ({
    warehouseId: x.warehouseId,
    productId: x.productId,
    available: Number(x.available),
    unsellable: Number(x.unsellable),
    salesOut: salesOf.get(key(x.warehouseId, x.productId)) ?? 0,
    oldestAgeDays: ageOf.get(key(x.warehouseId, x.productId)) ?? null,
  }));
}

type Counts = Omit<WarningCheckReply, "rules"> & { rules: number };

/** Evaluates one seller's rules in the caller's transaction. */
export async function evaluateOrg(tx: Tx, orgId: number): Promise<Counts> {
  const all = await tx.select().from(rules).where(eq(rules.orgId, orgId)).orderBy(asc(rules.id)).for("update");
  const active = all.filter((r) => r.active);
  const figures = active.length ? await figuresOf(tx, orgId) : [];
  const wanted: Wanted[] = active.flatMap((rule) =>
    figures.flatMap((f) =>
      evaluateRule(rule, f).map((x) => ({ ...x, ruleId: rule.id, warehouseId: f.warehouseId, productId: f.productId })),
    ),
  );
  const open = await tx
    .select({
      id: w.id,
      ruleId: w.ruleId,
      warehouseId: w.warehouseId,
      productId: w.productId,
      kind: w.kind,
      figure: sql<string>`${w.figure}::text`,
      threshold: w.threshold,
    })
    .from(w)
    .where(and(eq(w.orgId, orgId), eq(w.status, "open")));
  const { raise, update, clear } = reconcile(open, wanted);
  const now = new Date();
  if (raise.length)
    await tx.insert(w).values(
      raise.map((x) => ({
        ruleId: x.ruleId,
        orgId,
        warehouseId: x.warehouseId,
        productId: x.productId,
        kind: x.kind,
        figure: x.figure,
        threshold: x.threshold,
        raisedAt: now,
        updatedAt: now,
      })),
    );
  for (const x of update) await tx.update(w).set({ figure: x.figure, threshold: x.threshold, updatedAt: now }).where(eq(w.id, x.id));
  if (clear.length)
    await tx
      .update(w)
      .set({ status: "cleared", clearedAt: now, updatedAt: now })
      .where(
        inArray(
          w.id,
          clear.map((x) => x.id),
        ),
      );
  return { rules: active.length, raised: raise.length, updated: update.length, cleared: clear.length, open: wanted.length };
}

const changed = (c: Counts) => c.raised + c.updated + c.cleared > 0;
const sum = (list: Counts[]): WarningCheckReply =>
  list.reduce(
    (a, c) => ({
      rules: a.rules + c.rules,
      raised: a.raised + c.raised,
      updated: a.updated + c.updated,
      cleared: a.cleared + c.cleared,
      open: a.open + c.open,
    }),
    {
      rules: 0,
      raised: 0,
      updated: 0,
      cleared: 0,
      open: 0,
    },
  );

/** "Check now": the caller's own rules (a seller), or those of the sellers in scope (staff; one of them with `orgId`). */
export async function checkNow(ctx: CommandContext, orgId?: number): Promise<WarningCheckReply> {
  return runCommand(ctx, async (tx) => {
    const orgs = await tx
      .selectDistinct({ orgId: rules.orgId })
      .from(rules)
      .where(and(orgScope(ctx.actor, rules.orgId), orgId === undefined ? undefined : eq(rules.orgId, orgId)))
      .orderBy(asc(rules.orgId));
    if (orgId !== undefined && orgs.length === 0) {
      // a seller of the caller's scope without rules has nothing to check; any other org is a 404
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, orgId), orgScope(ctx.actor, organizations.id)));
      if (!org) throw notFound("masterdata.org");
    }
    const results: (Counts & { orgId: number })[] = [];
    for (const o of orgs) results.push({ orgId: o.orgId, ...(await evaluateOrg(tx, o.orgId)) });
    return {
      result: sum(results),
      audit: results
        .filter(changed)
        .map(({ orgId: org, ...after }) =>
          WarningAudit.entry("checkStockWarnings", AuditAction.update, { entityId: org, orgId: org, after }),
        ),
    };
  });
}

/**
 * The periodic job's sweep: every seller with rules, one transaction each. Housekeeping like the daily
 * snapshot, it writes no audit row (a person's "check now" does): the warnings keep their own times.
 */
export async function checkAllWarnings(database: Database, log?: FastifyBaseLogger): Promise<WarningCheckReply> {
  const orgs = await database.db.selectDistinct({ orgId: rules.orgId }).from(rules).orderBy(asc(rules.orgId));
  const results: Counts[] = [];
  for (const o of orgs) results.push(await inTransaction(database.db, (tx) => evaluateOrg(tx, o.orgId)));
  const total = sum(results);
  if (changed(total)) log?.info(total, "stockcontrol: stock warnings checked");
  return total;
}

// ---- the warnings list ----

const rowSelect = {
  id: w.id,
  ruleId: w.ruleId,
  orgId: w.orgId,
  orgCode: organizations.code,
  warehouseId: w.warehouseId,
  warehouseCode: warehouses.code,
  productId: w.productId,
  sku: products.sku,
  kind: w.kind,
  figure: sql<string>`${w.figure}::text`,
  threshold: w.threshold,
  status: w.status,
  raisedAt: isoTime(w.raisedAt),
  updatedAt: isoTime(w.updatedAt),
  clearedAt: isoTimeOrNull(w.clearedAt),
};

/** A seller sees its own warnings; staff those of the sellers and warehouses their access groups allow. */
export const warningScope = (actor: Actor) => stockScope(actor, w.orgId, w.warehouseId);

export function warningList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) =>
      q
        .from(w)
        .innerJoin(organizations, eq(organizations.id, w.orgId))
        .innerJoin(warehouses, eq(warehouses.id, w.warehouseId))
        .innerJoin(products, eq(products.id, w.productId))
        .$dynamic(),
    where: warningScope(actor),
    tieBreaker: w.id,
    columns: { figure: { column: w.figure, type: "decimal" }, ruleId: { column: w.ruleId, type: "int", sort: false } },
  };
}
