/**
 * The server the bench drives, in its own process: src/main.ts's start-up (config from the environment
 * -> database -> migrations -> demo data -> buildApp -> listen), plus
 * - BENCH_SEED_ROWS=n: n entries of the dictionary type `benchLoad` (the benchmarked list), then VACUUM ANALYZE;
 * - BENCH_BARE_ROUTE=1: the bench-only bare route (bench/bare-route.ts).
 * Tells its parent over IPC when it listens (`{ ready: port }`) and, asked `"cpu"`, its CPU time so far; stops on SIGTERM (so --cpu-prof can write its profile).
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/platform/config.js";
import { type Database, databaseOptions, openDatabase, runMigrations } from "../src/platform/db/database.js";
import { bootstrap } from "../src/workflows/bootstrap.js";
import { bareListModule } from "./bare-route.js";

export const BENCH_DICT_TYPE = "benchLoad";

async function seedRows(database: Database, rows: number): Promise<void> {
  const res = await database.query("select id from dict_types where context_id = 1 and dict_type = $1", [BENCH_DICT_TYPE]);
  if (res.rows.length) return;
  await database.db.execute(
    sql`insert into dict_types (context_id, dict_type, name_zh, name_en) values (1, ${BENCH_DICT_TYPE}, '压测', 'Load test')`,
  );
  await database.db.execute(sql`
    insert into dict_data (context_id, type_id, dict_type, value, label_zh, label_en, sort)
    select 1, (select id from dict_types where context_id = 1 and dict_type = ${BENCH_DICT_TYPE}), ${BENCH_DICT_TYPE}, 'v' || lpad(g::text, 6, '0'), '行 ' || g, 'row ' || g, g
      from generate_series(1, ${rows}::int) g`);
  await database.query("vacuum analyze");
}

/** BENCH_VERBOSE=1: how long each start-up step took, on stderr. */
const t0 = performance.now();
const step = (what: string) => {
  if (process.env.BENCH_VERBOSE === "1") console.error(`bench server: ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

async function main(): Promise<void> {
  step("modules loaded");
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  step("database open");
  await runMigrations(database);
  step("migrated");
  await bootstrap(database, { demo: config.DEMO_DATA });
  step("demo data");
  const seed = Number(process.env.BENCH_SEED_ROWS ?? 0);
  if (seed > 0) await seedRows(database, seed);
  step("bench rows seeded");
  const app = await buildApp({ config, database, extraModules: process.env.BENCH_BARE_ROUTE === "1" ? [bareListModule] : [] });
  await app.listen({ port: config.PORT, host: config.HOST });
  step("listening");
  process.send?.({ ready: config.PORT });
  // the bench asks for the process's CPU time around each load run: CPU per request, less noisy than req/s on a shared machine
  process.on("message", (m: unknown) => {
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  process.once("disconnect", () => void stop());
}

main().catch((err: unknown) => {
  console.error("bench server failed to start:", err);
  process.exit(1);
});
