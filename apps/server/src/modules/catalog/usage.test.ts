import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { organizations } from "../../platform/identity/schema.js";
import { productLines, storeAccounts } from "../masterdata/index.js";

/** The catalogue declares what it uses: a product line with products, a store account with SKU maps, cannot be deleted. */
describe.each(engines)("master data in use by the catalogue on %s", (engine) => {
  let t: TestApp;
  let sellerA: Client;
  beforeAll(async () => {
    t = await createTestApp(engine);
    sellerA = await t.login("seller_a");
  });
  afterAll(() => t?.close());

  it("refuses deleting a product line with products and a store account with SKU maps (409, naming them)", async () => {
    const [sla] = await t.database.db.select().from(organizations).where(eq(organizations.code, "SLA"));
    const [home] = await t.database.db
      .select()
      .from(productLines)
      .where(and(eq(productLines.orgId, sla!.id), eq(productLines.code, "HOME")));
    const line = await sellerA.post("/api/v1/ProductLine/del", { id: home!.id });
    expect(line.statusCode, line.body).toBe(409);
    expect(line.json().message).toContain("产品");
    const [amazon] = await t.database.db.select().from(storeAccounts).where(eq(storeAccounts.title, "SA-Amazon-US"));
    const account = await sellerA.post("/api/v1/Account/del", { id: amazon!.id });
    expect(account.statusCode, account.body).toBe(409);
    expect(account.json().message).toContain("SKU 映射");
    // both still there
    expect(await t.database.db.select().from(productLines).where(eq(productLines.id, home!.id))).toHaveLength(1);
  });
});
