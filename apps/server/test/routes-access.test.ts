import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPermissionCode, specCalls } from "@entrepot/contracts";
import { createTestApp, type TestApp } from "./harness.js";

describe("every route declares its access", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("has a permission code of the registry or an explicit public/authenticated mark", () => {
    const routes = t.app.routeTable.filter((r) => r.method !== "HEAD");
    expect(routes.length).toBeGreaterThan(15);
    const bad = routes.filter(
      (r) => !(r.access === "@public" || r.access === "@authenticated" || (r.access && isPermissionCode(r.access))),
    );
    expect(bad).toEqual([]);
  });

  it("keeps public routes to login, health, docs and the web app", () => {
    const publicApi = t.app.routeTable
      .filter((r) => r.access === "@public" && r.method !== "HEAD" && r.url.startsWith("/api/"))
      .map((r) => `${r.method} ${r.url}`);
    // the seller sign-up form (orgs area: rate-limited, creates a pending registration only)
    expect(publicApi.sort()).toEqual(["GET /api/health", "GET /api/ready", "POST /api/auth/login", "POST /api/v1/UcRegistration/submit"]);
  });

  it("lists in OpenAPI only routes that exist, and the dictionary calls at their spec paths", async () => {
    const doc = (await t.anonymous.get("/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
    const dictCalls = specCalls.filter(([, , , path]) => path.includes("/system/dict/"));
    expect(dictCalls).toHaveLength(9);
    for (const [, , method, path] of dictCalls) {
      const item = doc.paths[path.replace(/:(\w+)/g, "{$1}")];
      expect(item, path).toBeDefined();
      expect(Object.keys(item!), path).toContain(method.toLowerCase());
    }
    const served = new Set(t.app.routeTable.map((r) => r.url.replace(/:(\w+)/g, "{$1}")));
    for (const path of Object.keys(doc.paths)) expect(served.has(path), path).toBe(true);
  });
});
