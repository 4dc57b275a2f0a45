import { openDatabase, pgliteOf, runMigrations } from "../src/platform/db/database.js";
import { bootstrap } from "../src/workflows/bootstrap.js";

/**
 * Test databases start from a template that is migrated and holds the demo data, made once per run
 * (global-setup.ts): a PGlite dump file for the embedded engine, a template database on PostgreSQL.
 */
export async function makePgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ statementTimeoutMs: 30_000 });
  await runMigrations(database);
  await bootstrap(database, { demo: true });
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
  await runMigrations(database);
  await bootstrap(database, { demo: true });
  await database.close();
}
