import type { Database } from "../src/platform/db/database.js";

/**
 * What a test worker keeps between the files it runs (vitest `isolate: false`): the apps open on its
 * shared databases. Kept apart from harness.ts so the per-file setup (setup-file.ts) loads nothing else.
 */
export const openApps = new Set<{ database: Database; close(): Promise<void> }>();

/** Closes the apps a file left open, so their job runners stop before the next file resets the database. */
export async function closeLeftoverApps(): Promise<void> {
  for (const a of [...openApps]) {
    openApps.delete(a);
    await a.close();
  }
}
