import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codeLabel, codeTables, codeValues } from "./code-tables.js";

const specFile = join(import.meta.dirname, "../../../../shared/spec/constants.json");

describe("code tables", () => {
  // the spec sits beside the repository (../shared) on the team's machines; a clone elsewhere skips this one
  it.runIf(existsSync(specFile))("has every table of spec/constants.json with exactly its codes (GPB read as GBP)", () => {
    const spec = JSON.parse(readFileSync(specFile, "utf8")) as Record<string, Record<string, string>>;
    expect(codeTables.map((t) => t.type).sort()).toEqual(Object.keys(spec).sort());
    for (const table of codeTables) {
      const expected = Object.keys(spec[table.type]!).map((v) => (v === "GPB" ? "GBP" : v));
      expect(table.entries.map((e) => e.value).sort(), table.type).toEqual(expected.sort());
    }
  });

  it("labels every entry in both languages", () => {
    for (const table of codeTables) {
      expect(table.zh && table.en, table.type).toBeTruthy();
      for (const e of table.entries) expect(e.zh.length * e.en.length, `${table.type}.${e.value}`).toBeGreaterThan(0);
    }
    expect(codeLabel("feeTypes", "4", "zh-CN")).toBe("仓储费");
    expect(codeLabel("feeTypes", "4", "en-US")).toBe("Storage");
    expect(codeLabel("currencies", "GBP", "en-US")).toBe("Pound sterling");
    expect(codeValues("customerAccountStatus")).toEqual(["0", "1", "3"]);
  });
});
