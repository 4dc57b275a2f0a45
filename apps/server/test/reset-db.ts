import type { Database } from "../src/platform/db/database.js";

/**
 * A test worker keeps one database per engine for all its files (opening a PGlite dump costs 3-9 s, a
 * file's own PostgreSQL database a CREATE DATABASE and a pool) and puts it back to the template's state
 * between files. The template holds a copy of every table's rows in the schema `test_seed`
 * (`snapshotSeed`, run once per test run); `resetToSeed` empties the tables and copies the rows back,
 * sets the sequences to the template's values (so ids are what a fresh template gives) and empties
 * pg-boss's job tables (no job of one file runs in the next). Same SQL on PGlite and PostgreSQL.
 */
export const SEED_SCHEMA = "test_seed";
const SEQUENCES = "__sequences";
/** pg-boss's per-job state; its queue definitions and version stay (every app ensures them at start). */
const BOSS_JOB_TABLES = ["job", "job_dependency", "warning", "schedule", "subscription", "queue_stats"];

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function publicTables(database: Database): Promise<string[]> {
  const res = await database.query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return res.rows.map((r) => String(r.name));
}

/** Copies every public table's rows and the sequences' positions into `test_seed` (in the template, once). */
export async function snapshotSeed(database: Database): Promise<void> {
  const tables = await publicTables(database);
  const sql = [`DROP SCHEMA IF EXISTS ${SEED_SCHEMA} CASCADE`, `CREATE SCHEMA ${SEED_SCHEMA}`];
  for (const t of tables) sql.push(`CREATE TABLE ${SEED_SCHEMA}.${q(t)} AS TABLE public.${q(t)}`);
  sql.push(
    `CREATE TABLE ${SEED_SCHEMA}.${SEQUENCES} AS SELECT sequencename::text AS name, start_value, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  await runScript(database, sql.join(";\n"));
}

interface Plan {
  /** The tables of the template, with the columns that take a value (generated ones excluded). */
  tables: { name: string; columns: string[]; rows: number }[];
}
const plans = new WeakMap<Database, Plan>();

async function planOf(database: Database): Promise<Plan> {
  const known = plans.get(database);
  if (known) return known;
  const res = await database.query(
    `select c.relname as name,
            (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and exists (select 1 from pg_class t join pg_namespace tn on tn.oid = t.relnamespace where tn.nspname = $1 and t.relname = c.relname)
      order by 1`,
    [SEED_SCHEMA],
  );
  const tables: Plan["tables"] = [];
  for (const r of res.rows) {
    const name = String(r.name);
    const count = await database.query(`select count(*)::int as n from ${SEED_SCHEMA}.${q(name)}`);
    tables.push({ name, columns: String(r.columns).split(", "), rows: Number(count.rows[0]!.n) });
  }
  const plan = { tables };
  plans.set(database, plan);
  return plan;
}

/**
 * Puts the database back to the template's state. Call it with no app open on the database (their job
 * runners stopped): TRUNCATE waits for every other session's locks.
 */
export async function resetToSeed(database: Database): Promise<void> {
  const plan = await planOf(database);
  const known = new Set(plan.tables.map((t) => t.name));
  // tables a test made for itself (a test import's target table...) go with the file that made them
  const extra = (await publicTables(database)).filter((t) => !known.has(t));
  const boss = await database.query(
    `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind in ('r', 'p') and not c.relispartition and relname = any($1)`,
    [BOSS_JOB_TABLES],
  );
  const sql: string[] = [];
  for (const t of extra) sql.push(`DROP TABLE IF EXISTS public.${q(t)} CASCADE`);
  const truncate = [...plan.tables.map((t) => `public.${q(t.name)}`), ...boss.rows.map((r) => `pgboss.${q(String(r.name))}`)];
  sql.push(`TRUNCATE ${truncate.join(", ")} RESTART IDENTITY CASCADE`);
  // foreign keys are not checked while the rows come back (any order); they held in the template
  sql.push(`SET LOCAL session_replication_role = replica`);
  for (const t of plan.tables) {
    if (!t.rows) continue;
    const cols = t.columns.join(", ");
    sql.push(`INSERT INTO public.${q(t.name)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM ${SEED_SCHEMA}.${q(t.name)}`);
  }
  sql.push(
    `SELECT setval(format('public.%I', s.name)::regclass, coalesce(s.last_value, s.start_value), s.last_value IS NOT NULL)
       FROM ${SEED_SCHEMA}.${SEQUENCES} s JOIN pg_sequences p ON p.schemaname = 'public' AND p.sequencename = s.name`,
  );
  // one round trip, one transaction: a reset is all or nothing
  await runScript(database, `BEGIN;\n${sql.join(";\n")};\nCOMMIT`);
}

/** Several statements at once: PGlite's exec, or pg's simple query protocol (a query without parameters). */
async function runScript(database: Database, script: string): Promise<void> {
  if (database.pglite) await database.pglite.exec(script);
  else await database.query(script);
}
