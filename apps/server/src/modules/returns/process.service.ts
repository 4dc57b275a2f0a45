import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { returnCodes, type ProcessTransition, type ReturnProcessRow } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { CommandContext } from "../../platform/audit/command.js";
import { now } from "../../platform/clock.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import type { DbOrTx, Tx } from "../../platform/db/database.js";
import { type DocumentTable, runTransition } from "../../platform/documents/transition.js";
import { notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { issueStock, moveStock, stockScope } from "../inventory/index.js";
import { warehouses } from "../masterdata/index.js";
import { returnProcessMachine } from "./domain/return-process.machine.js";
import { returnPlans, returnProcesses } from "./schema.js";

type Process = typeof returnProcesses.$inferSelect;
type State = Parameters<typeof returnProcessMachine.can>[0];

/**
 * Return processing: what becomes of the damaged units a return receipt put in unsellable stock. A row
 * per receipt line with damaged units is opened by the receipt itself (`openProcesses`, same
 * transaction). The seller or the operator decides; restock and destroy post only when the operator
 * confirms: a move from type 1 to type 0 (110/120, the lots keep their dates) or an other-out (70) from
 * type 1. Each step one transition (scope 404, state 409, version, audit, event `returns.returnProcess.*`).
 */
export const processScope = (actor: Actor) => stockScope(actor, returnProcesses.orgId, returnProcesses.warehouseId);

/** Opens a pending process for each line that brought damaged units (called inside the receipt's transaction). */
export async function openProcesses(
  tx: Tx,
  plan: { id: number; orgId: number; warehouseId: number },
  lines: { lineId: number; productId: number; damaged: number }[],
): Promise<void> {
  for (const l of lines.filter((x) => x.damaged > 0)) {
    // the id first, so the number can carry it
    const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence('return_processes', 'id'))::int as id`)) as unknown as {
      rows: { id: number }[];
    };
    const id = Number(res.rows[0]!.id);
    await tx.insert(returnProcesses).values({
      id,
      processNo: `RP${String(id).padStart(8, "0")}`,
      orgId: plan.orgId,
      planId: plan.id,
      lineId: l.lineId,
      warehouseId: plan.warehouseId,
      productId: l.productId,
      quantity: l.damaged,
    });
  }
}

const decider = alias(users, "decider");
const confirmer = alias(users, "confirmer");
const rowSelect = (actor: Actor) => ({
  id: returnProcesses.id,
  processNo: returnProcesses.processNo,
  orgId: returnProcesses.orgId,
  orgCode: organizations.code,
  planId: returnProcesses.planId,
  returnNo: returnPlans.returnNo,
  unplanned: returnPlans.unplanned,
  warehouseCode: warehouses.code,
  sku: products.sku,
  productName: actor.locale === "en-US" ? products.nameEn : products.nameZh,
  quantity: returnProcesses.quantity,
  reason: returnPlans.reason,
  status: returnProcesses.status,
  remark: returnProcesses.remark,
  decidedBy: decider.username,
  decidedAt: isoTimeOrNull(returnProcesses.decidedAt),
  confirmedBy: confirmer.username,
  confirmedAt: isoTimeOrNull(returnProcesses.confirmedAt),
  version: returnProcesses.version,
  createdAt: isoTime(returnProcesses.createdAt),
});
const fromProcesses = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(returnProcesses)
    .innerJoin(returnPlans, eq(returnPlans.id, returnProcesses.planId))
    .innerJoin(organizations, eq(organizations.id, returnProcesses.orgId))
    .innerJoin(warehouses, eq(warehouses.id, returnProcesses.warehouseId))
    .innerJoin(products, eq(products.id, returnProcesses.productId))
    .leftJoin(decider, eq(decider.id, returnProcesses.decidedBy))
    .leftJoin(confirmer, eq(confirmer.id, returnProcesses.confirmedBy))
    .$dynamic();

export function processList(actor: Actor): ResourceListQuery {
  return { select: rowSelect(actor), from: fromProcesses, where: processScope(actor), tieBreaker: returnProcesses.id };
}

export async function processRow(db: DbOrTx, actor: Actor, id: number): Promise<ReturnProcessRow> {
  const [row] = await fromProcesses(db.select(rowSelect(actor)))
    .where(and(eq(returnProcesses.id, id), processScope(actor)))
    .limit(1);
  if (!row) throw notFound("returns.returnProcess");
  return row as ReturnProcessRow;
}

const processDocument: DocumentTable<Process, State, ProcessTransition> = {
  machine: returnProcessMachine,
  table: returnProcesses,
  statusKey: "status",
  lock: async (tx, actor, id) => {
    const [row] = await tx
      .select()
      .from(returnProcesses)
      .where(and(eq(returnProcesses.id, id), processScope(actor)))
      .for("update");
    if (!row) throw notFound("returns.returnProcess");
    return row;
  },
};

const stockDoc = (p: Process, reason: string) => ({
  orderType: returnCodes.orderType,
  businessType: returnCodes.businessType,
  documentNo: p.processNo,
  reason,
});
const key = (p: Process, inventoryType: number) => ({ orgId: p.orgId, warehouseId: p.warehouseId, productId: p.productId, inventoryType });

/** The stock work of a confirmation; a decision moves no stock. */
const postings: Partial<Record<ProcessTransition, (tx: Tx, ctx: CommandContext, p: Process) => Promise<unknown>>> = {
  confirmRestock: (tx, ctx, p) =>
    moveStock(tx, ctx, stockDoc(p, "return restock"), { from: key(p, 1), to: key(p, 0), quantity: p.quantity, line: 1 }),
  confirmDestroy: (tx, ctx, p) =>
    issueStock(tx, ctx, { ...stockDoc(p, "return destruction"), operationType: 70 }, [{ ...key(p, 1), quantity: p.quantity, line: 1 }]),
};

export async function runProcess(
  ctx: CommandContext,
  transition: ProcessTransition,
  body: { id: number; version: number; remark?: string | null },
): Promise<ReturnProcessRow> {
  const confirming = transition === "confirmRestock" || transition === "confirmDestroy";
  const done = await runTransition(ctx, processDocument, transition, body.id, {
    version: body.version,
    input: body,
    apply: async ({ tx, row }) => {
      await postings[transition]?.(tx, ctx, row);
      const who = confirming
        ? { confirmedBy: ctx.actor.userId, confirmedAt: now() }
        : transition === "reopen"
          ? { decidedBy: null, decidedAt: null }
          : { decidedBy: ctx.actor.userId, decidedAt: now() };
      return {
        set: { ...who, ...(body.remark !== undefined ? { remark: body.remark } : {}) },
        event: {
          processNo: row.processNo,
          planId: row.planId,
          warehouseId: row.warehouseId,
          productId: row.productId,
          quantity: row.quantity,
          ...(confirming ? { operationType: transition === "confirmRestock" ? 110 : 70 } : {}),
        },
      };
    },
  });
  return processRow(ctx.db, ctx.actor, done.after.id);
}
