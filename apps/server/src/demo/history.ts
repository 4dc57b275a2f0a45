import { eq } from "drizzle-orm";
import type { Tx } from "../platform/db/database.js";
import { runAt } from "../platform/clock.js";
import { localDate, takeSnapshot } from "../modules/inventory/index.js";
import { warehouses } from "../modules/masterdata/index.js";

/**
 * The demo's month of history: each seed runs its documents' commands at their own past dates
 * (`atDaysAgo`, the platform clock), in an order that could have happened (opening stock 45 days ago,
 * then the month's inbound, outbound, orders, returns and stock documents), and `seedSnapshotHistory`
 * then takes every warehouse's daily snapshot of the last 30 days from the ledger as it stood.
 */
export const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Runs `fn` as if it were 09:00 UTC (plus `hours` hours) `days` days ago, never later than a minute ago. */
export function atDaysAgo<T>(days: number, fn: () => Promise<T>, hours = 0): Promise<T> {
  const today = Date.now() - (Date.now() % DAY);
  const at = Math.min(today - days * DAY + (9 + hours) * HOUR, Date.now() - 60_000);
  return runAt(new Date(at), fn);
}

/** Every warehouse's snapshots of the last `days` days (final: runs recorded, events written) and a preview of today. */
export async function seedSnapshotHistory(tx: Tx, contextId: number, days = 30): Promise<void> {
  const whs = await tx
    .select({ id: warehouses.id, timeZone: warehouses.timeZone })
    .from(warehouses)
    .where(eq(warehouses.contextId, contextId));
  for (const w of whs) {
    const today = localDate(new Date(), w.timeZone);
    for (let d = days; d >= 0; d--) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - d * DAY).toISOString().slice(0, 10);
      await takeSnapshot(tx, w.id, day);
    }
  }
}
