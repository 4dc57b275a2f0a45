import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Config } from "../config.js";
import { repoRoot } from "../config.js";
import { bindClock } from "../clock.js";
import { clearDeferredBegin, deferBegin } from "./batch.js";
import { leanTransactions } from "./transaction.js";

/** One SQL dialect, two engines: PGlite (embedded, default) and PostgreSQL (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  /** The postgres:// URL (PostgreSQL only): the job runner opens its own small pool with it. */
  readonly url?: string;
  /** The embedded engine's client (PGlite only): the job runner's adapter and test dumps use it. */
  readonly pglite?: PGlite;
  /** Runs plain SQL, for health checks and benchmarks. */
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export const migrationsFolder = join(repoRoot, "apps/server/drizzle");

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite in `dataDir` (or in memory when dataDir is undefined). */
  url?: string;
  dataDir?: string;
  statementTimeoutMs: number;
  poolSize?: number;
  /** A PGlite data dump to start from (tests: a migrated, seeded template). */
  loadDataDir?: Blob;
}

/** The open options an app's configuration gives (the server, the benches). */
export function databaseOptions(config: Pick<Config, "DATABASE_URL" | "DATA_DIR" | "STATEMENT_TIMEOUT_MS" | "DB_POOL_SIZE">): OpenOptions {
  return {
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    statementTimeoutMs: config.STATEMENT_TIMEOUT_MS,
    poolSize: config.DB_POOL_SIZE,
  };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // one bad query cannot hang a worker
      statement_timeout: opts.statementTimeoutMs,
      idle_in_transaction_session_timeout: Math.max(opts.statementTimeoutMs * 2, 60_000),
    });
    pool.on("error", () => {
      /* an idle client dropped by the server; the pool replaces it */
    });
    // a transaction's BEGIN goes with its first statement (batch.ts)
    pool.on("connect", (client) => deferBegin(client));
    pool.on("release", (_err, client) => clearDeferredBegin(client));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    leanTransactions(db, pool);
    return {
      kind: "postgres",
      db,
      url: opts.url,
      query: async (text, params) => pool.query(text, params as unknown[]),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(
    opts.dataDir ? join(opts.dataDir, "pglite") : undefined,
    opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {},
  );
  await client.exec(`SET statement_timeout = ${Number(opts.statementTimeoutMs)}`);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    query: async (text, params) => client.query(text, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>,
    close: () => client.close(),
    pglite: client,
  };
}

/** The PGlite instance behind a Database (for dumps in tests); undefined on PostgreSQL. */
export function pgliteOf(database: Database): PGlite | undefined {
  return database.pglite;
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "postgres") await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}

/** True when the migration table exists and holds every migration in the folder. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  try {
    const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (res as unknown as { rows: { n: number }[] }).rows;
    return (rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  }
}

/** One transaction per command: everything inside commits or nothing does. */
export function inTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Db).transaction(bindClock(fn));
}
