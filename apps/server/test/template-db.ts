import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/platform/config.js";
import { type Database, openDatabase, pgliteOf, runMigrations } from "../src/platform/db/database.js";
import { bootstrap } from "../src/workflows/bootstrap.js";
import { resetToSeed, snapshotSeed } from "./reset-db.js";

/**
 * Test databases start from a template that is migrated and holds the demo data, made once per run
 * (global-setup.ts): a PGlite dump file for the embedded engine, a template database on PostgreSQL.
 * They also hold pg-boss's schema and queues (installed once here, not by each worker's first app) and
 * the copy of the rows that `resetToSeed` restores between test files.
 */
export async function makePgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ statementTimeoutMs: 30_000 });
  await prepare(database);
  const blob = await pgliteOf(database)!.dumpDataDir("none");
  await database.close();
  return blob;
}

export function adminUrl(url: string, dbName: string): string {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.toString();
}

export async function makePostgresTemplate(url: string, name: string): Promise<void> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ url: adminUrl(url, name), statementTimeoutMs: 30_000, poolSize: 2 });
  await prepare(database);
  await database.close();
}

async function prepare(database: Database): Promise<void> {
  await runMigrations(database);
  await bootstrap(database, { demo: true });
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" }), database });
  await app.ready();
  await app.close();
  await snapshotSeed(database);
  // the runner's start queued periodic runs: a test file starts with none
  await resetToSeed(database);
}
