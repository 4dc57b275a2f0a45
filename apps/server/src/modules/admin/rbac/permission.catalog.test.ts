import { describe, expect, it } from "vitest";
import { permissionCodes } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { permissionTree, resourceNameOf } from "./permission.catalog.js";

const actor = (locale: "zh-CN" | "en-US", permissions: readonly string[] = permissionCodes) =>
  ({ locale, permissions: new Set(permissions) }) as unknown as Actor;

/** The role editor's and menumanage's tree: sellers and admins read names, never raw keys. */
describe("permission catalog names", () => {
  it("names every resource of the registry in both languages", () => {
    for (const code of permissionCodes) {
      const [module = "", resource = ""] = code.split(":");
      const names = resourceNameOf(module, resource);
      expect(names?.zh, code).toBeTruthy();
      expect(names?.en, code).toBeTruthy();
    }
  });

  it("groups the tree by the side menu's areas, with names in the caller's language", () => {
    const titles = (locale: "zh-CN" | "en-US") =>
      permissionTree(actor(locale), new Set(), false).flatMap((a) => [a.title, ...a.children.map((r) => r.title)]);
    const zh = titles("zh-CN");
    expect(zh).toContain("系统管理 · 报表 · 工具");
    expect(zh).toContain("注册申请");
    for (const t of zh) expect(t, t).not.toMatch(/^[a-z][a-zA-Z]*$/);
    const en = titles("en-US");
    expect(en).toContain("Admin, reports & tools");
    expect(en).toContain("Access groups");
    for (const t of en) expect(t, t).not.toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it("shows a seller only what it may grant", () => {
    const tree = permissionTree(actor("en-US", ["admin:context:read", "catalog:product:read"]), new Set(["catalog:product:read"]), true);
    expect(tree.map((a) => a.title)).toEqual(["Products & sales", "Admin, reports & tools"]);
    expect(tree[0]!.children[0]!.children[0]).toMatchObject({ key: "catalog:product:read", checked: true });
  });
});
