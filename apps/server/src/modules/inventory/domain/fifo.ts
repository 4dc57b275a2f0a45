/** An on-hand lot (a batch) with what is left of it. Ids below zero are lots a posting is creating. */
export interface Lot {
  id: number;
  receivedAt: Date;
  remaining: number;
}

export interface LotTake {
  lotId: number;
  quantity: number;
  receivedAt: Date;
}

/** FIFO order: oldest received first, then the older lot id (a stable order when dates are equal). */
export const fifoOrder = (a: Lot, b: Lot): number => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id - b.id;

/**
 * Takes `quantity` units first-in-first-out from `lots` (which it does not change). `short` is what the
 * lots could not give: the ledger's invariant (lot remainders sum to on hand) makes it 0 whenever on hand
 * suffices, so callers check on hand first and treat a short take as a broken ledger.
 */
export function takeFifo(lots: readonly Lot[], quantity: number): { takes: LotTake[]; short: number } {
  const takes: LotTake[] = [];
  let left = quantity;
  for (const lot of [...lots].sort(fifoOrder)) {
    if (left <= 0) break;
    if (lot.remaining <= 0) continue;
    const q = Math.min(lot.remaining, left);
    takes.push({ lotId: lot.id, quantity: q, receivedAt: lot.receivedAt });
    left -= q;
  }
  return { takes, short: left };
}
