import { defineConfig } from "vitest/config";
import { LongFirstSequencer } from "./apps/server/test/sequencer.js";

export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "eslint/**/*.test.ts",
    ],
    globalSetup: ["apps/server/test/global-setup.ts"],
    setupFiles: ["apps/server/test/setup-file.ts"],
    // a worker runs its files one after another in one module graph: the server's modules load once per
    // worker (not once per file) and its database is opened once, then reset between files (test/harness.ts)
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // each worker holds a database (~0.5 GB for PGlite, 2 GB at most measured). Three on this 2-core
    // machine: a file spends much of its time waiting (on PostgreSQL, a child process, a job's schedule),
    // which a third worker fills when Vitest runs alone; beside the browser tests (`npm test`) the machine
    // is busy throughout either way
    maxWorkers: 3,
    sequence: { sequencer: LongFirstSequencer },
  },
});
