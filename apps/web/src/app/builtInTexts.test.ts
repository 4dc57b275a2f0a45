import { describe, expect, it } from "vitest";
import { searchTexts } from "../lib/shell";
import { builtInNamespaces, flattenMessages, loadBuiltInTexts } from "./builtInTexts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

describe("built-in texts", () => {
  it("flattens a namespace to i18next keys with both languages", () => {
    const rows = flattenMessages("x", { "zh-CN": { a: "甲", b: { c: "丙" } }, "en-US": { a: "A", b: { c: "C" } } });
    expect(rows).toEqual([
      { key: "x:a", zh: "甲", en: "A" },
      { key: "x:b.c", zh: "丙", en: "C" },
    ]);
  });

  it("lists every text of every namespace, findable by key or by its words", async () => {
    const all = await loadBuiltInTexts();
    expect(all.length).toBeGreaterThan(1000);
    expect(all.find((r) => r.key === "shell:status.notFoundTitle")).toMatchObject({ zh: "页面不存在", en: "Page not found" });
    expect(searchTexts(all, "页面不存在").map((r) => r.key)).toContain("shell:status.notFoundTitle");
    expect(searchTexts(all, "page NOT found").map((r) => r.key)).toContain("shell:status.notFoundTitle");
    expect(searchTexts(all, "shell:status.notFound").length).toBeGreaterThanOrEqual(2);
    expect(searchTexts([{ key: "k", zh: "z", en: "e", o: "覆盖" }], "覆盖", (r) => r.o)).toHaveLength(1);
  });

  it("covers every namespace the modules register", async () => {
    const src = join(__dirname, "..");
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const registered = files.flatMap((f) =>
      [...readFileSync(join(src, f), "utf8").matchAll(/registerMessages\("([^"]+)"/g)].map((m) => m[1]!),
    );
    expect(registered.length).toBeGreaterThan(5);
    for (const ns of registered) expect(builtInNamespaces, ns).toContain(ns);
  });
});
