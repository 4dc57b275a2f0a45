/**
 * The five buckets of a stock balance and the one rule on them: no bucket below zero, and
 * available = on hand − reserved − frozen never below zero either (issue 9, "The stock model").
 */
export const buckets = ["inTransit", "pendingPutaway", "onHand", "reserved", "frozen"] as const;
export type Bucket = (typeof buckets)[number];
export type Buckets = Record<Bucket, number>;

export const emptyBuckets = (): Buckets => ({ inTransit: 0, pendingPutaway: 0, onHand: 0, reserved: 0, frozen: 0 });
export const availableOf = (b: Buckets): number => b.onHand - b.reserved - b.frozen;

/** What a posting would break: the bucket (or `available`) that would go negative and by how much. */
export interface Shortfall {
  bucket: Bucket | "available";
  shortfall: number;
}

/** The first rule a balance breaks, on hand and available first (what a person asks about), or undefined. */
export function shortfallOf(b: Buckets): Shortfall | undefined {
  if (b.onHand < 0) return { bucket: "onHand", shortfall: -b.onHand };
  const available = availableOf(b);
  for (const bucket of buckets) if (b[bucket] < 0) return { bucket, shortfall: -b[bucket] };
  if (available < 0) return { bucket: "available", shortfall: -available };
  return undefined;
}
