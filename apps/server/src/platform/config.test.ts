import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("config", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, HOST: "0.0.0.0", LOG_LEVEL: "info", DATABASE_URL: undefined, DEMO_DATA: true });
    expect(c.DATA_DIR).toMatch(/\/data$/);
  });
  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT="70000"/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SECRET_KEY: "too-short" })).toThrow(/SECRET_KEY.*32 characters/);
    expect(loadConfig({ SECRET_KEY: "x".repeat(32) }).SECRET_KEY).toHaveLength(32);
  });
});
