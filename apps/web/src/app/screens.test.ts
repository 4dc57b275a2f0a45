import { describe, expect, it } from "vitest";
import { buildMenu } from "./menu";
import { areas } from "./screen-types";
import { screens } from "./screens";

describe("screen registry", () => {
  it("has unique spec paths in known areas, each guarded by a permission", () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of screens) {
      expect(s.path).not.toMatch(/^\/|\/$/);
      expect(areas.map((a) => a.code)).toContain(s.area);
      expect(s.permission).toMatch(/^[a-z]+:[a-zA-Z]+:[a-z]+$/);
      expect(s.title.zh && s.title.en).toBeTruthy();
    }
  });

  it("builds the menu from the permissions held, grouped by area", () => {
    const admin = buildMenu(screens, ["admin:dictionary:manage"], "en-US");
    expect(admin).toEqual([{ area: "admin-reports-tools", title: "Admin, reports & tools", items: [{ path: "/dict/list", title: "Dictionaries" }, { path: "/dict/data", title: "Dictionary entries" }] }]);
    expect(buildMenu(screens, ["admin:dictionary:read"], "zh-CN")).toEqual([]);
  });
});
