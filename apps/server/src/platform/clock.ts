import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The platform's clock: what "now" is for a row's timestamps, a stock movement, an audit row or an event.
 * It is the real time, except inside `runAt`, where it runs from an instant in the past at the real pace:
 * the demo's month of history is made by the same commands a person runs, each at its own date, so the
 * ledger, the snapshots and every report read them as they would read real history. Only the demo seed
 * calls `runAt`; a request never does.
 */
const offset = new AsyncLocalStorage<number>();

export const now = (): Date => new Date(Date.now() + (offset.getStore() ?? 0));

/**
 * runAts not yet settled. When the last one settles the store is disabled: an AsyncLocalStorage that was
 * ever run keeps Node's promise hooks on, a cost on every promise of the process (~5 % of the app's CPU
 * of a stock posting after the demo seed, which runs at start-up); disabled, it costs nothing until the
 * next `runAt`.
 */
let running = 0;

/** Runs `fn` with the clock set to `at` (and running on from there). */
export async function runAt<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await offset.run(at.getTime() - Date.now(), fn);
  } finally {
    if (--running === 0) offset.disable();
  }
}

/**
 * `fn` bound to the caller's clock. A library that queues a callback (PGlite runs one transaction at a
 * time) may call it from another caller's async context; a transaction's body is bound before it is handed over.
 */
export function bindClock<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const o = offset.getStore();
  return o === undefined ? fn : (...args: A) => offset.run(o, () => fn(...args));
}

const DAY_MS = 86_400_000;
/** A calendar day (YYYY-MM-DD) `n` days later (earlier when negative), counted in whole UTC days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
