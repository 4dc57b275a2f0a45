import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { InboundPlanDetail, InboundPlanRow, InboundStatus } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import { isoTime, qualified } from "../../platform/db/columns.js";
import type { DbOrTx } from "../../platform/db/database.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { notFound } from "../../platform/http/errors.js";
import { auditLog, organizations, users } from "../../platform/identity/schema.js";
import { products } from "../catalog/index.js";
import { stockScope } from "../inventory/index.js";
import { shelvingHoursOf, warehouses } from "../masterdata/index.js";
import { inboundPlanMachine, onShelfStatusOf } from "./domain/inbound-plan.machine.js";
import { inboundCartonItems, inboundCartons, inboundPlanLines, inboundPlans } from "./schema.js";
import { planPoLines } from "./po/po.service.js";

/**
 * Reads of inbound plans: the list (seller and operator alike, each in its scope), one plan with its
 * lines, cartons and history, and the §7.1 look-ups by plan number. A seller sees its own plans;
 * operator staff the orgs and warehouses their access groups allow; anything else is a 404.
 */

export const planScope = (actor: Actor): SQL => stockScope(actor, inboundPlans.orgId, inboundPlans.warehouseId);

const lineSum = (col: string) =>
  sql<number>`(select coalesce(sum(l.${sql.raw(col)}), 0)::int from inbound_plan_lines l where l.plan_id = ${inboundPlans.id})`;
const received = sql<number>`(${lineSum("received_good")} + ${lineSum("received_damaged")})`;

/** Goods received and waiting for putaway longer than the warehouse's shelving time-out (WMS/workConfig) are "shelving timed out" (spec onShelfStatus 2). */
const shelvingHours = shelvingHoursOf(inboundPlans.warehouseId);
/** The plans with a line whose shelving timed out: the same rule as `onShelfStatusOf`, in SQL (the list filter and the home page tile). */
export const shelvingTimedOut = sql<boolean>`(${inboundPlans.receivingAt} is not null
  and ${inboundPlans.receivingAt} + ${shelvingHours} * interval '1 hour' < now()
  and exists (select 1 from inbound_plan_lines l where l.plan_id = ${qualified(inboundPlans.id)} and l.on_shelf_status <> 0
    and l.received_good + l.received_damaged > 0 and l.putaway_qty < l.received_good + l.received_damaged))`;

const rowSelect = {
  id: inboundPlans.id,
  orgId: inboundPlans.orgId,
  orgCode: organizations.code,
  planNo: inboundPlans.planNo,
  warehouseId: inboundPlans.warehouseId,
  warehouseCode: warehouses.code,
  transitType: inboundPlans.transitType,
  transportMode: inboundPlans.transportMode,
  eta: inboundPlans.eta,
  trackingNo: inboundPlans.trackingNo,
  containerNo: inboundPlans.containerNo,
  status: inboundPlans.status,
  lineCount: sql<number>`(select count(*)::int from inbound_plan_lines l where l.plan_id = ${inboundPlans.id})`,
  expectedQty: lineSum("expected_qty"),
  receivedGood: lineSum("received_good"),
  receivedDamaged: lineSum("received_damaged"),
  putawayQty: lineSum("putaway_qty"),
  // before any receipt there is no difference to report yet
  differenceQty: sql<number>`(case when ${inboundPlans.receivingAt} is null then 0 else ${received} - ${lineSum("expected_qty")} end)`,
  remark: inboundPlans.remark,
  version: inboundPlans.version,
  createdAt: isoTime(inboundPlans.createdAt),
  updatedAt: isoTime(inboundPlans.updatedAt),
};

const fromPlans = (q: ReturnType<DbOrTx["select"]>) =>
  q
    .from(inboundPlans)
    .innerJoin(organizations, eq(organizations.id, inboundPlans.orgId))
    .innerJoin(warehouses, eq(warehouses.id, inboundPlans.warehouseId))
    .$dynamic();

export function planList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: fromPlans,
    where: planScope(actor),
    tieBreaker: inboundPlans.id,
    columns: {
      differenceQty: { column: rowSelect.differenceQty, filter: true },
      shelvingTimedOut: { column: shelvingTimedOut, type: "bool", sort: false },
    },
    summary: {
      expectedQty: rowSelect.expectedQty,
      receivedGood: rowSelect.receivedGood,
      receivedDamaged: rowSelect.receivedDamaged,
      putawayQty: rowSelect.putawayQty,
    },
  };
}

async function planRow(
  db: DbOrTx,
  actor: Actor,
  where: SQL,
): Promise<InboundPlanRow & { warehouseName: string; receivingAt: Date | null; shelvingHours: number }> {
  const [row] = await fromPlans(
    db.select({ ...rowSelect, warehouseName: warehouses.name, receivingAt: inboundPlans.receivingAt, shelvingHours }),
  )
    .where(and(where, planScope(actor)))
    .limit(1);
  if (!row) throw notFound("inbound.inboundPlan");
  return row as InboundPlanRow & { warehouseName: string; receivingAt: Date | null; shelvingHours: number };
}

export async function planLines(
  db: DbOrTx,
  actor: Actor,
  planId: number,
  receiving: { receivingAt: Date | null; shelvingHours: number },
  now = new Date(),
) {
  const { receivingAt } = receiving;
  const rows = await db
    .select({
      id: inboundPlanLines.id,
      lineNo: inboundPlanLines.lineNo,
      productId: inboundPlanLines.productId,
      sku: products.sku,
      productName: actor.locale === "zh-CN" ? products.nameZh : products.nameEn,
      expectedQty: inboundPlanLines.expectedQty,
      receivedGood: inboundPlanLines.receivedGood,
      receivedDamaged: inboundPlanLines.receivedDamaged,
      putawayQty: inboundPlanLines.putawayQty,
      onShelfStatus: inboundPlanLines.onShelfStatus,
    })
    .from(inboundPlanLines)
    .innerJoin(products, eq(products.id, inboundPlanLines.productId))
    .where(eq(inboundPlanLines.planId, planId))
    .orderBy(asc(inboundPlanLines.lineNo));
  return rows.map((l) => ({
    ...l,
    differenceQty: receivingAt ? l.receivedGood + l.receivedDamaged - l.expectedQty : 0,
    onShelfStatus: onShelfStatusOf(l, receivingAt, now, Number(receiving.shelvingHours)),
  }));
}

export async function planCartons(db: DbOrTx, planId: number) {
  const cartons = await db.select().from(inboundCartons).where(eq(inboundCartons.planId, planId)).orderBy(asc(inboundCartons.id));
  const items = cartons.length
    ? await db
        .select({
          cartonId: inboundCartonItems.cartonId,
          productId: inboundCartonItems.productId,
          sku: products.sku,
          quantity: inboundCartonItems.quantity,
        })
        .from(inboundCartonItems)
        .innerJoin(products, eq(products.id, inboundCartonItems.productId))
        .where(
          inArray(
            inboundCartonItems.cartonId,
            cartons.map((c) => c.id),
          ),
        )
        .orderBy(asc(inboundCartonItems.id))
    : [];
  return cartons.map((c) => ({
    id: c.id,
    cartonNo: c.cartonNo,
    length: c.length,
    width: c.width,
    height: c.height,
    lengthUnit: c.lengthUnit as "cm" | "inch",
    weight: c.weight,
    weightUnit: c.weightUnit as "g" | "lbs",
    items: items.filter((i) => i.cartonId === c.id).map(({ cartonId: _c, ...i }) => i),
  }));
}

async function planHistory(db: DbOrTx, planId: number) {
  return db
    .select({ at: isoTime(auditLog.at), command: auditLog.command, action: auditLog.action, username: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, inboundPlanMachine.entity), eq(auditLog.entityId, String(planId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

async function detailOf(db: DbOrTx, actor: Actor, where: SQL): Promise<InboundPlanDetail> {
  const { receivingAt, shelvingHours: hours, ...row } = await planRow(db, actor, where);
  return {
    ...row,
    lines: await planLines(db, actor, row.id, { receivingAt, shelvingHours: hours }),
    cartons: await planCartons(db, row.id),
    history: await planHistory(db, row.id),
    actions: inboundPlanMachine.available(row.status),
    poLines: await planPoLines(db, row.id),
  };
}

/** One plan's list row (what a save answers). */
export async function getPlanRow(db: DbOrTx, actor: Actor, id: number): Promise<InboundPlanRow> {
  const { warehouseName: _w, receivingAt: _r, shelvingHours: _h, ...row } = await planRow(db, actor, eq(inboundPlans.id, id));
  return row;
}

export const getPlan = (db: DbOrTx, actor: Actor, id: number) => detailOf(db, actor, eq(inboundPlans.id, id));
export const getPlanByNo = (db: DbOrTx, actor: Actor, planNo: string) => detailOf(db, actor, eq(inboundPlans.planNo, planNo));

/** Inbound/inboundPlanOrderNoList: the plan numbers in scope, newest first, narrowed by a keyword and a status. */
export async function planNoList(db: DbOrTx, actor: Actor, q: { keyword?: string; status?: InboundStatus; limit: number }) {
  return db
    .select({ id: inboundPlans.id, planNo: inboundPlans.planNo, status: inboundPlans.status })
    .from(inboundPlans)
    .where(
      and(
        planScope(actor),
        q.keyword ? ilike(inboundPlans.planNo, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        q.status ? eq(inboundPlans.status, q.status) : undefined,
      ),
    )
    .orderBy(desc(inboundPlans.id))
    .limit(q.limit) as Promise<{ id: number; planNo: string; status: InboundStatus }[]>;
}

/** Inbound/getLineByInboundPlanOrderNosAndProductItemCount: per plan number in scope, its lines and unit count. */
export async function lineCounts(db: DbOrTx, actor: Actor, planNos: string[]) {
  const plans = await db
    .select({ id: inboundPlans.id, planNo: inboundPlans.planNo, receivingAt: inboundPlans.receivingAt, shelvingHours })
    .from(inboundPlans)
    .where(and(inArray(inboundPlans.planNo, planNos), planScope(actor)))
    .orderBy(asc(inboundPlans.planNo));
  return Promise.all(
    plans.map(async (p) => {
      const lines = await planLines(db, actor, p.id, p);
      return { planNo: p.planNo, lineCount: lines.length, productItemCount: lines.reduce((n, l) => n + l.expectedQty, 0), lines };
    }),
  );
}
