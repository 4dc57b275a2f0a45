import type { Lot } from "./fifo.js";

/** The age buckets of the spec's inventory age reports and storage billing, in whole days since receipt. */
export const ageBuckets = [
  { key: "age0to30", max: 30 },
  { key: "age31to60", max: 60 },
  { key: "age61to90", max: 90 },
  { key: "age91to180", max: 180 },
  { key: "age181to365", max: 365 },
  { key: "ageOver365", max: Infinity },
] as const;
export type AgeBucket = (typeof ageBuckets)[number]["key"];
export type AgeCounts = Record<AgeBucket, number>;

const DAY_MS = 86_400_000;

/** Whole days a lot received at `receivedAt` has been in stock at `asOf` (0 on the day it arrived). */
export const ageInDays = (receivedAt: Date, asOf: Date): number =>
  Math.max(0, Math.floor((asOf.getTime() - receivedAt.getTime()) / DAY_MS));

/** Units per age bucket at `asOf`: each lot's remainder counted at its own age (FIFO keeps that exact). */
export function ageProfile(lots: readonly Pick<Lot, "receivedAt" | "remaining">[], asOf: Date): AgeCounts {
  const out = Object.fromEntries(ageBuckets.map((b) => [b.key, 0])) as AgeCounts;
  for (const lot of lots) {
    if (lot.remaining <= 0) continue;
    const days = ageInDays(lot.receivedAt, asOf);
    out[ageBuckets.find((b) => days <= b.max)!.key] += lot.remaining;
  }
  return out;
}
