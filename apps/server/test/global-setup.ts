import { rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { makePgliteTemplate, makePostgresTemplate } from "./template-db.js";

/** Builds the template databases once per test run and tells the workers where they are. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "entrepot-test-"));
  const dump = join(dir, "template.tar");
  writeFileSync(dump, Buffer.from(await (await makePgliteTemplate()).arrayBuffer()));
  project.provide("pgliteTemplate", dump);
  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = `entrepot_tpl_${process.pid}`;
  if (pgUrl) {
    await makePostgresTemplate(pgUrl, pgTemplate);
    project.provide("postgresTemplate", pgTemplate);
  } else {
    project.provide("postgresTemplate", "");
  }
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
