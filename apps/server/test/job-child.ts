/**
 * A separate app process for the crash tests (runner.crash.test.ts): it opens the given database,
 * starts an app (and so a job runner), optionally starts tasks, prints one JSON line, and then runs
 * until the test kills it (SIGKILL: a crash) or stops it.
 *   CHILD_DATABASE_URL=postgres://... | CHILD_PGLITE_DIR=/tmp/x   CHILD_DATA_DIR=/tmp/y
 *   node --import tsx test/job-child.ts [start <service> <paramsJson> <count>]
 */
import { buildApp } from "../src/app.js";
import { loadActor } from "../src/platform/auth/actors.js";
import { loadConfig } from "../src/platform/config.js";
import { openDatabase } from "../src/platform/db/database.js";
import { startTask } from "../src/platform/jobs/index.js";
import "./tasks-fixture.js";

const [mode, service, paramsJson, count] = process.argv.slice(2);
const database = await openDatabase({
  url: process.env.CHILD_DATABASE_URL,
  dataDir: process.env.CHILD_PGLITE_DIR,
  statementTimeoutMs: 30_000,
  poolSize: 3,
});
const config = loadConfig({
  LOG_LEVEL: "silent",
  WEB_DIST: "/nonexistent",
  DATA_DIR: process.env.CHILD_DATA_DIR,
  JOBS_HEARTBEAT_SECONDS: "10",
  JOBS_CONCURRENCY: "2",
});
const app = await buildApp({ config, database });
await app.ready();
const taskIds: number[] = [];
if (mode === "start") {
  const res = await database.query("select id from users where username = 'seller_a'");
  const actor = await loadActor(database.db, { userId: Number(res.rows[0]!.id) });
  for (let i = 0; i < Number(count ?? 1); i++)
    taskIds.push((await startTask({ db: database.db, actor: actor! }, service!, JSON.parse(paramsJson ?? "{}"))).id);
}
process.stdout.write(`${JSON.stringify({ ready: true, taskIds })}\n`);
const keepAlive = setInterval(() => {}, 60_000);
process.once("SIGTERM", () => {
  clearInterval(keepAlive);
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
