import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, bothEngines, type TestApp } from "../../../test/harness.js";
import { registerPeriodicJob, forgetPeriodicJob } from "./periodic.js";

/** A periodic job runs soon after start, again after its period, and a failing run does not stop the schedule. */
describe.each(bothEngines)("periodic jobs on %s", (engine) => {
  let t: TestApp;
  const runs: number[] = [];

  beforeAll(async () => {
    registerPeriodicJob({
      name: `test.tick-${engine}`,
      everySeconds: 5,
      run: async () => {
        runs.push(Date.now());
        if (runs.length === 1) throw new Error("the first run fails");
      },
    });
    t = await createTestApp(engine, { PERIODIC_JOBS: "true" });
  });
  afterAll(async () => {
    forgetPeriodicJob(`test.tick-${engine}`);
    await t?.close();
  });

  it("runs on its schedule, also after a failed run", { timeout: 30_000 }, async () => {
    const started = Date.now();
    while (runs.length < 2 && Date.now() - started < 25_000) await sleep(250);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    // the second run came a period after the first, not at once
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(4_000);
  });
});
