import type { Database } from "../src/platform/db/database.js";

/**
 * A test worker keeps one database per engine for all its files (opening a PGlite dump costs 3-9 s, a
 * file's own PostgreSQL database a CREATE DATABASE and a pool) and puts it back to the template's state
 * between files. The template holds a copy of every table's rows in the schema `test_seed`
 * (`snapshotSeed`, run once per test run); `resetToSeed` empties the tables written to since the last
 * reset and copies their rows back, sets the sequences to the template's values (so ids are what a fresh
 * template gives) and empties pg-boss's job tables (no job of one file runs in the next). Same SQL on
 * PGlite and PostgreSQL.
 *
 * Which tables were written to is recorded by a statement-level trigger on every table (test databases
 * only): copying all the demo rows back (~140k, most of them advertising history no test writes) took
 * 1.2-1.7 s on PostgreSQL and 3-5 s on PGlite per file; a file typically writes a dozen small tables.
 */
export const SEED_SCHEMA = "test_seed";
const SEQUENCES = "__sequences";
/** The tables written to since the last reset (filled by the `__mark_dirty` trigger function). */
const DIRTY = "__dirty";
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
  sql.push(`CREATE TABLE ${SEED_SCHEMA}.${DIRTY} (name text PRIMARY KEY)`);
  // once per statement, not per row; a rolled-back write takes its mark with it (its rows went too)
  sql.push(`CREATE FUNCTION ${SEED_SCHEMA}.__mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${SEED_SCHEMA}.${DIRTY} (name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  for (const t of tables)
    sql.push(
      `CREATE TRIGGER zz_test_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.${q(t)} FOR EACH STATEMENT EXECUTE FUNCTION ${SEED_SCHEMA}.__mark_dirty()`,
    );
  await runScript(database, sql.join(";\n"));
}

interface Plan {
  /** The tables of the template, with the columns that take a value (generated ones excluded). */
  tables: { name: string; columns: string[]; rows: number }[];
  /** Per table, the tables whose foreign keys point at it: TRUNCATE ... CASCADE empties them too. */
  referencedBy: Map<string, string[]>;
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
  const fks = await database.query(
    `select distinct p.relname as parent, c.relname as child from pg_constraint k
       join pg_class p on p.oid = k.confrelid join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and p.relname <> c.relname`,
  );
  const referencedBy = new Map<string, string[]>();
  for (const r of fks.rows) {
    const list = referencedBy.get(String(r.parent)) ?? [];
    list.push(String(r.child));
    referencedBy.set(String(r.parent), list);
  }
  const plan = { tables, referencedBy };
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
  const written = await database.query(`select name from ${SEED_SCHEMA}.${DIRTY}`);
  const restore = cascadeOf(
    plan,
    written.rows.map((r) => String(r.name)),
  );
  const tables = plan.tables.filter((t) => restore.has(t.name));
  const sql: string[] = [];
  for (const t of extra) sql.push(`DROP TABLE IF EXISTS public.${q(t)} CASCADE`);
  const truncate = [...tables.map((t) => `public.${q(t.name)}`), ...boss.rows.map((r) => `pgboss.${q(String(r.name))}`)];
  if (truncate.length) sql.push(`TRUNCATE ${truncate.join(", ")} RESTART IDENTITY CASCADE`);
  // foreign keys are not checked while the rows come back (any order); they held in the template
  sql.push(`SET LOCAL session_replication_role = replica`);
  for (const t of tables) {
    if (!t.rows) continue;
    const cols = t.columns.join(", ");
    sql.push(`INSERT INTO public.${q(t.name)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM ${SEED_SCHEMA}.${q(t.name)}`);
  }
  sql.push(
    `SELECT setval(format('public.%I', s.name)::regclass, coalesce(s.last_value, s.start_value), s.last_value IS NOT NULL)
       FROM ${SEED_SCHEMA}.${SEQUENCES} s JOIN pg_sequences p ON p.schemaname = 'public' AND p.sequencename = s.name`,
  );
  sql.push(`DELETE FROM ${SEED_SCHEMA}.${DIRTY}`);
  // one round trip, one transaction: a reset is all or nothing
  await runScript(database, `BEGIN;\n${sql.join(";\n")};\nCOMMIT`);
}

/** The written tables and every table a TRUNCATE ... CASCADE of them would empty (followed transitively). */
function cascadeOf(plan: Plan, written: string[]): Set<string> {
  const out = new Set<string>();
  const todo = [...written];
  while (todo.length) {
    const t = todo.pop()!;
    if (out.has(t)) continue;
    out.add(t);
    todo.push(...(plan.referencedBy.get(t) ?? []));
  }
  return out;
}

/** Several statements at once: PGlite's exec, or pg's simple query protocol (a query without parameters). */
async function runScript(database: Database, script: string): Promise<void> {
  if (database.pglite) await database.pglite.exec(script);
  else await database.query(script);
}
