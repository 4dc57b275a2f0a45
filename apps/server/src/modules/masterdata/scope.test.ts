import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, engines, type TestApp } from "../../../test/harness.js";
import type { Actor } from "../../platform/access/actor.js";
import { storeAccountScope, warehouseScope, orgScope } from "../../platform/access/scope.js";
import { organizations, users } from "../../platform/identity/schema.js";
import { accessGroupOrgs, accessGroups, accessGroupUsers } from "../admin/index.js";
import { storeAccounts, warehouses } from "./schema.js";

/** The platform's warehouse and store-account scopes over the demo master data. */
describe.each(engines)("warehouse and store-account scope on %s", (engine) => {
  let t: TestApp;
  const actors: Record<string, Actor> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.database.db
      .select({
        userId: users.id,
        username: users.username,
        contextId: users.contextId,
        orgId: organizations.id,
        orgKind: organizations.kind,
        orgCode: organizations.code,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.orgId));
    for (const r of rows) {
      actors[r.username] = {
        ...r,
        fullName: r.username,
        email: null,
        orgName: r.orgCode,
        orgKind: r.orgKind as Actor["orgKind"],
        roles: [],
        permissions: new Set(),
        locale: "zh-CN",
      };
    }
  });
  afterAll(() => t?.close());

  const visibleWarehouses = async (who: string) =>
    (
      await t.database.db
        .select({ code: warehouses.code })
        .from(warehouses)
        .where(warehouseScope(actors[who]!, warehouses.id))
        .orderBy(asc(warehouses.code))
    ).map((r) => r.code);
  const visibleAccounts = async (who: string) =>
    (
      await t.database.db
        .select({ title: storeAccounts.title })
        .from(storeAccounts)
        .where(and(orgScope(actors[who]!, storeAccounts.orgId), storeAccountScope(actors[who]!, storeAccounts.id)))
        .orderBy(asc(storeAccounts.title))
    ).map((r) => r.title);

  it("a seller sees the warehouses assigned to it; the operator its own; the platform all", async () => {
    expect(await visibleWarehouses("seller_a")).toEqual(["USLAX1", "USNJ1", "USTX1"]);
    expect(await visibleWarehouses("seller_b")).toEqual(["USLAX1", "USNJ1"]);
    expect(await visibleWarehouses("operator")).toEqual(["ONT8", "USLAX1", "USNJ1", "USRET1", "USTX1"]);
    expect(await visibleWarehouses("admin")).toEqual(["ONT8", "USLAX1", "USNJ1", "USRET1", "USTX1"]);
  });

  it("access groups narrow operator staff to their warehouses and store accounts, and only when they list some", async () => {
    const [nj] = await t.database.db.select().from(warehouses).where(eq(warehouses.code, "USNJ1"));
    const [sbUs] = await t.database.db.select().from(storeAccounts).where(eq(storeAccounts.title, "SB-Amazon-US"));
    const op = actors.operator!;
    expect(await visibleAccounts("operator")).toHaveLength(6);
    expect(await visibleAccounts("seller_a")).toEqual(["SA-Amazon-US", "SA-Shopify", "SA-Walmart-US"]);

    // a group of both sellers listing no warehouses or accounts narrows neither
    const [plain] = await t.database.db
      .insert(accessGroups)
      .values({ contextId: op.contextId, orgId: op.orgId, code: "plain", name: "Plain" })
      .returning();
    await t.database.db.insert(accessGroupUsers).values({ groupId: plain!.id, userId: op.userId });
    const sellers = await t.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.code, ["SLA", "SLB"]));
    await t.database.db.insert(accessGroupOrgs).values(sellers.map((o) => ({ groupId: plain!.id, orgId: o.id })));
    expect(await visibleWarehouses("operator")).toHaveLength(5);
    expect(await visibleAccounts("operator")).toHaveLength(6);

    const [east] = await t.database.db
      .insert(accessGroups)
      .values({ contextId: op.contextId, orgId: op.orgId, code: "east", name: "East", warehouseIds: [nj!.id], accountIds: [sbUs!.id] })
      .returning();
    await t.database.db.insert(accessGroupUsers).values({ groupId: east!.id, userId: op.userId });
    expect(await visibleWarehouses("operator")).toEqual(["USNJ1"]);
    expect(await visibleAccounts("operator")).toEqual(["SB-Amazon-US"]);
    // other staff are not narrowed by someone else's groups
    expect(await visibleWarehouses("finance")).toHaveLength(5);
  });
});
