import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { databaseOptions, openDatabase, runMigrations } from "./platform/db/database.js";
import { openFileStore } from "./platform/files/file-store.js";
import { bootstrap } from "./workflows/bootstrap.js";
import { DEMO_PASSWORD, demoUsers } from "./demo/seed.js";

/** config -> database -> migrate -> (first run) demo data -> listen */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(databaseOptions(config));
  await runMigrations(database);
  const boot = await bootstrap(database, {
    demo: config.DEMO_DATA,
    adminPassword: process.env.ADMIN_INITIAL_PASSWORD,
    files: openFileStore(config),
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: config.PORT, host: config.HOST });

  const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\nEntrepot is running at http://${shownHost}:${config.PORT}  (API docs: /docs, ${where})`);
  if (boot.demo || (!boot.firstStart && config.DEMO_DATA)) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}): ${demoUsers.map((u) => u.username).join(", ")}`);
  }
  if (boot.adminPassword) console.log(`First start: log in as admin with password ${boot.adminPassword} and change it.`);

  const stop = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error("Entrepot failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
