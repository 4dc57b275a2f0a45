import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts", "apps/web/src/**/*.test.ts"],
    globalSetup: ["apps/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // each file opens its own database (~0.5 GB for PGlite): two at a time fits this 2-core machine
    maxWorkers: 2,
  },
});
