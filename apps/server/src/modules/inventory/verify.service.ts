import { sql } from "drizzle-orm";
import type { LedgerVerifyReply } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { DbOrTx } from "../../platform/db/database.js";
import { stockScope } from "./stock.queries.js";
import { dayFigures, figuresDiffer, namedFigures } from "./movement-days.js";
import { stockBalances } from "./schema.js";

/**
 * The ledger check: recomputes every balance's five buckets from its movements and every batch's
 * remainder from the on-hand movements that name it, the batch remainders of each balance against
 * its on hand, and each day of the balance's movement summary (`stock_movement_days`, what 收发存
 * reads) from that day's on-hand movements. A balance with any difference is one mismatch; the
 * first ten are shown.
 */
export async function verifyLedger(db: DbOrTx, actor: Actor): Promise<LedgerVerifyReply> {
  const scope = stockScope(actor, stockBalances.orgId, stockBalances.warehouseId);
  const res = await db.execute(sql`
    with b as (select * from stock_balances where ${scope}),
    m as (
      select m.balance_id,
        sum(case when bucket = 'inTransit' then quantity else 0 end)::int as in_transit,
        sum(case when bucket = 'pendingPutaway' then quantity else 0 end)::int as pending_putaway,
        sum(case when bucket = 'onHand' then quantity else 0 end)::int as on_hand,
        sum(case when bucket = 'reserved' then quantity else 0 end)::int as reserved,
        sum(case when bucket = 'frozen' then quantity else 0 end)::int as frozen,
        count(*)::int as n
      from stock_movements m join b on b.id = m.balance_id group by m.balance_id
    ),
    lots as (
      select sb.balance_id, sum(sb.remaining_qty)::int as remaining, count(*)::int as n,
        count(*) filter (where sb.remaining_qty <> coalesce(bm.total, 0))::int as bad_lots
      from stock_batches sb join b on b.id = sb.balance_id
      left join (select batch_id, sum(quantity)::int as total from stock_movements where batch_id is not null group by batch_id) bm on bm.batch_id = sb.id
      group by sb.balance_id
    ),
    days as (
      select coalesce(x.balance_id, d.balance_id) as balance_id, count(*)::int as bad_days
      from (
        select m.balance_id, (m.created_at at time zone 'UTC')::date as day, m.org_id, m.warehouse_id,
          ${namedFigures(dayFigures(sql`m.quantity`, sql`m.operation_type`))}
        from stock_movements m join b on b.id = m.balance_id where m.bucket = 'onHand'
        group by m.balance_id, (m.created_at at time zone 'UTC')::date, m.org_id, m.warehouse_id
      ) x
      full join (select d.* from stock_movement_days d join b on b.id = d.balance_id) d on d.balance_id = x.balance_id and d.day = x.day
      where x.balance_id is null or d.balance_id is null or x.org_id <> d.org_id or x.warehouse_id <> d.warehouse_id
        or ${figuresDiffer("x", "d")}
      group by coalesce(x.balance_id, d.balance_id)
    )
    select b.id, b.org_id, b.warehouse_id, b.product_id, b.inventory_type,
      b.in_transit, b.pending_putaway, b.on_hand, b.reserved, b.frozen,
      coalesce(m.in_transit, 0) as m_in_transit, coalesce(m.pending_putaway, 0) as m_pending_putaway, coalesce(m.on_hand, 0) as m_on_hand,
      coalesce(m.reserved, 0) as m_reserved, coalesce(m.frozen, 0) as m_frozen,
      coalesce(m.n, 0) as movements, coalesce(lots.n, 0) as batches, coalesce(lots.remaining, 0) as lot_remaining, coalesce(lots.bad_lots, 0) as bad_lots,
      coalesce(days.bad_days, 0) as bad_days
    from b left join m on m.balance_id = b.id left join lots on lots.balance_id = b.id left join days on days.balance_id = b.id
    order by b.id`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  const n = (v: unknown) => Number(v ?? 0);
  const reply: LedgerVerifyReply = { balances: rows.length, batches: 0, movements: 0, mismatches: 0, examples: [] };
  for (const r of rows) {
    reply.batches += n(r.batches);
    reply.movements += n(r.movements);
    const stored = {
      inTransit: n(r.in_transit),
      pendingPutaway: n(r.pending_putaway),
      onHand: n(r.on_hand),
      reserved: n(r.reserved),
      frozen: n(r.frozen),
    };
    const fromMovements = {
      inTransit: n(r.m_in_transit),
      pendingPutaway: n(r.m_pending_putaway),
      onHand: n(r.m_on_hand),
      reserved: n(r.m_reserved),
      frozen: n(r.m_frozen),
    };
    const problems: string[] = [];
    for (const k of Object.keys(stored) as (keyof typeof stored)[])
      if (stored[k] !== fromMovements[k]) problems.push(`${k} ${stored[k]} ≠ movements ${fromMovements[k]}`);
    if (n(r.lot_remaining) !== stored.onHand) problems.push(`batch remainders ${n(r.lot_remaining)} ≠ on hand ${stored.onHand}`);
    if (n(r.bad_lots) > 0) problems.push(`${n(r.bad_lots)} batch remainder(s) ≠ their movements`);
    if (n(r.bad_days) > 0) problems.push(`${n(r.bad_days)} day(s) of the movement summary ≠ their movements`);
    if (!problems.length) continue;
    reply.mismatches++;
    if (reply.examples.length < 10)
      reply.examples.push({
        balanceId: n(r.id),
        orgId: n(r.org_id),
        warehouseId: n(r.warehouse_id),
        productId: n(r.product_id),
        inventoryType: n(r.inventory_type),
        problem: problems.join("; "),
        stored: { ...stored, batchRemainders: n(r.lot_remaining) },
        fromMovements,
      });
  }
  return reply;
}
