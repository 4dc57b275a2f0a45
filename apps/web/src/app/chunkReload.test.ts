import { describe, expect, it } from "vitest";
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from "./chunkReload";

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("reload after a deployment", () => {
  it("recognises a missing chunk in each browser's words, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/ProductListPage-AbC.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("screen load timed out after 120000 ms"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once, not again within the guard, and again for a later deployment", () => {
    const store = memoryStore();
    expect(claimReload(store, 1_000_000)).toBe(true);
    // the reloaded page fails again at once: no second reload (no loop), the failure screen shows
    expect(claimReload(store, 1_000_000 + 2_000)).toBe(false);
    expect(claimReload(store, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(store, 1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(claimReload(undefined, 1_000_000)).toBe(false);
  });
});
