import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { modules } from "../src/modules/index.js";

/**
 * A module's texts reach the catalogue only through its AppModule declaration (`messages`), since
 * `defineMessages` registers nothing: a texts file exported but not declared would leave raw keys on
 * the screen. This finds every exported text set under src/modules and asks that a module declares it.
 */
const modulesDir = fileURLToPath(new URL("../src/modules", import.meta.url));

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return messageFiles(path);
    return /(^|\.)messages\.ts$/.test(e.name) ? [path] : [];
  });
}

const isTexts = (v: unknown): boolean =>
  typeof v === "object" &&
  v !== null &&
  Object.values(v).length > 0 &&
  Object.values(v).every((m) => typeof m === "object" && m !== null && "zh-CN" in m && "en-US" in m);

describe("module declarations", () => {
  it("every module's exported texts are listed in its AppModule messages", async () => {
    const declared = new Set(modules.flatMap((m) => m.messages ?? []));
    const files = messageFiles(modulesDir);
    expect(files.length).toBeGreaterThan(5);
    const missing: string[] = [];
    let found = 0;
    for (const file of files) {
      const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (!isTexts(value)) continue;
        found++;
        if (!declared.has(value as never)) missing.push(`${relative(modulesDir, file)}: ${name}`);
      }
    }
    expect(found).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
