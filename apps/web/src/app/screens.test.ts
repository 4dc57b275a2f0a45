import { describe, expect, it } from "vitest";
import { permissionCodes, permissionResourceAreas } from "@entrepot/contracts";
import { buildMenu } from "../lib/menu";
import { areas } from "../lib/screen-types";
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
    expect(admin).toEqual([
      {
        area: "admin-reports-tools",
        title: "Admin, reports & tools",
        items: [
          { path: "/dict/list", title: "Dictionaries" },
          { path: "/dict/data", title: "Dictionary entries" },
        ],
      },
    ]);
    expect(buildMenu(screens, ["admin:dictionary:read"], "zh-CN")).toEqual([]);
  });

  it("places every permission resource in a menu area where its menu screens are (menumanage groups = side menu groups)", () => {
    const resources = new Set(permissionCodes.map((c) => c.split(":").slice(0, 2).join(":")));
    for (const r of resources) expect(permissionResourceAreas[r], r).toBeDefined();
    const screenAreas = new Map<string, Set<string>>();
    for (const s of screens) {
      if (s.menu === false) continue;
      const r = s.permission.split(":").slice(0, 2).join(":");
      screenAreas.set(r, (screenAreas.get(r) ?? new Set()).add(s.area));
    }
    for (const [r, inAreas] of screenAreas) expect([...inAreas], r).toContain(permissionResourceAreas[r]);
  });
});
