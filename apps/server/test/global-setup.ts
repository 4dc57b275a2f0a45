import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { makePostgresTemplate } from "./template-db.js";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Builds the template databases once per test run and tells the workers where they are: the embedded
 * engine's in a child process, PostgreSQL's here at the same time (each seed is a minute of mostly one
 * core; one after the other they held every test file back for two).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "entrepot-test-"));
  const dump = join(dir, "template.tar");
  const pglite = promisify(execFile)(process.execPath, ["--import", "tsx", join(here, "make-pglite-template.ts"), dump], {
    cwd: join(here, ".."),
    maxBuffer: 16 * 1024 * 1024,
  }).catch((err: Error & { stderr?: string }) => {
    throw new Error(`the embedded engine's test template failed: ${err.stderr || err.message}`);
  });
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = `entrepot_tpl_${process.pid}`;
  await Promise.all([pglite, pgUrl ? makePostgresTemplate(pgUrl, pgTemplate) : undefined]);
  project.provide("pgliteTemplate", dump);
  project.provide("postgresTemplate", pgUrl ? pgTemplate : "");
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgUrl) {
      const pg = (await import("pg")).default;
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      const res = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'entrepot_t%'`);
      for (const { datname } of res.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await c.end();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
