/** The in-process benches' database (stock-bench.ts, ads-bench.ts): a fresh data folder, the demo data, a throwaway PostgreSQL database. */
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../src/platform/config.js";
import { type Database, databaseOptions, openDatabase, runMigrations } from "../src/platform/db/database.js";
import { bootstrap } from "../src/workflows/bootstrap.js";
import { adminUrl } from "../test/template-db.js";

/**
 * The pool: BENCH_POOL_SIZE, else two connections per core of this machine, where PostgreSQL and the app share
 * the cores (PostgreSQL's own guidance starts a pool at about twice the database server's cores). More
 * connections than that make PostgreSQL slower, not faster: with 20 on 2 cores its CPU per stock posting was
 * 1.5–1.9 ms against 1.0–1.2 ms with 4 (20 concurrent clients both times; bench/README.md).
 */
export const benchPoolSize = (): number => Number(process.env.BENCH_POOL_SIZE ?? 2 * availableParallelism());

/**
 * Opens the database of `url` (PostgreSQL) or an embedded one in a new data folder, migrated and with
 * the demo data; the config is the app's, with a pool of `benchPoolSize()` connections and no statement
 * timeout that bulk seeding would outlast. The caller closes the database and removes `dataDir`.
 */
export async function openDemoDatabase(prefix: string, url?: string): Promise<{ database: Database; config: Config; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = "silent";
  process.env.DEMO_DATA = "true";
  process.env.DB_POOL_SIZE = String(benchPoolSize());
  // seeding millions of rows in bulk outlasts the default statement timeout on a busy machine
  process.env.STATEMENT_TIMEOUT_MS ??= "600000";
  delete process.env.DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  await runMigrations(database);
  await bootstrap(database, { demo: true });
  return { database, config, dataDir };
}

/** Runs `fn` on a database of its own on the PostgreSQL server of `url`, dropped afterwards. */
export async function onThrowawayPostgres(url: string, name: string, fn: (url: string) => Promise<void>): Promise<void> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    await fn(adminUrl(url, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs `fn` on the database `name` of the PostgreSQL server of `url`, created when missing and kept afterwards. */
export async function onKeptPostgres(url: string, name: string, fn: (url: string) => Promise<void>): Promise<void> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rows.length) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  await fn(adminUrl(url, name));
}
