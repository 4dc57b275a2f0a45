import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, bothEngines, type TestApp } from "../../test/harness.js";
import { defineUsage, findUsage } from "./db/usage.js";
import { defineImport } from "./imports/register.js";
import { defineTaskKind, taskKind } from "./jobs/kinds.js";
import { definePeriodicJob, forgetPeriodicJob, periodicJobs } from "./jobs/periodic.js";
import type { AppModule } from "./module.js";

/** A module declares itself once (AppModule): describing a piece registers nothing, building the app registers every field. */
const kind = defineTaskKind({
  service: "test.declaredKind",
  title: { "zh-CN": "声明的任务", "en-US": "Declared task" },
  permission: "reports:task:read",
  run: async () => undefined,
});
const job = definePeriodicJob({ name: "test.declaredJob", everySeconds: 3600, run: async () => undefined });
const usage = defineUsage({
  entity: "test_thing",
  key: "test.declaredUsage",
  label: { "zh-CN": "声明的用途", "en-US": "declared users" },
  check: async () => 2,
});
const itemImport = defineImport({
  prefix: "/api/test/declared",
  service: "test.declaredImport",
  title: { "zh-CN": "声明的导入", "en-US": "Declared import" },
  access: "admin:file:upload",
  fileName: "declared",
  columns: [
    { key: "code", header: { "zh-CN": "代码", "en-US": "Code" }, required: true, note: { "zh-CN": "任意", "en-US": "Any" }, example: "A1" },
  ],
  row: z.object({ code: z.string() }),
  save: async (_tx, rows) => rows.length,
});
const declared: AppModule = { name: "test-declared", taskKinds: [kind], periodicJobs: [job], usages: [usage], imports: [itemImport] };

describe("defining without declaring registers nothing", () => {
  it("a described kind or job is not known until a module lists it", () => {
    expect(taskKind("test.declaredKind")).toBeUndefined();
    expect(periodicJobs().map((j) => j.name)).not.toContain("test.declaredJob");
  });
});

describe.each(bothEngines)("a module's declaration on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { extraModules: [declared] });
  });
  afterAll(async () => {
    forgetPeriodicJob("test.declaredJob");
    await t?.close();
  });

  it("registers its task kinds, periodic jobs, usages and imports when the app is built", async () => {
    expect(taskKind("test.declaredKind")?.title["en-US"]).toBe("Declared task");
    expect(taskKind("test.declaredImport")?.service).toBe("test.declaredImport");
    expect(periodicJobs().map((j) => j.name)).toContain("test.declaredJob");
    expect(await findUsage(t.database.db, "test_thing", 1)).toEqual([
      { label: { "zh-CN": "声明的用途", "en-US": "declared users" }, count: 2 },
    ]);
    const routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/test/declared/")).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(expect.arrayContaining(["GET /api/test/declared/template", "POST /api/test/declared/import"]));
    const admin = await t.login("admin");
    expect((await admin.get("/api/test/declared/template")).statusCode).toBe(200);
  });
});
