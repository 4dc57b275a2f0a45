import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelCategoryRow, PageReply, SalesPlatformOption, SalesPlatformRow, SalesPlatformSiteRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { channelCategories, salesPlatforms } from "./business.schema.js";

const SP = "/api/v1/SalesPlatform";
const CAT = "/api/v1/ChannelCategory";

describe.each(engines)("sales platforms and channel categories on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let seller: Client;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, seller] = await Promise.all([t.login("admin"), t.login("seller_a")]);
  });
  afterAll(() => t?.close());

  it("lists the marketplaces with their sites for everyone, and lets only the platform change them", async () => {
    const page = (await seller.get(`${SP}/findByPage?rows=50`)).json() as PageReply<SalesPlatformRow>;
    expect(page.rows.map((r) => r.code)).toEqual(["amazon", "walmart", "ebay", "shopify", "temu", "tiktok", "wayfair"]);
    expect(page.rows[0]).toMatchObject({ siteCount: 10, accountCount: 3 });
    const options = (await seller.get(`${SP}/findAll`)).json() as SalesPlatformOption[];
    expect(options.find((o) => o.code === "amazon")!.sites.find((s) => s.countryCode === "GB")).toEqual({
      countryCode: "GB",
      siteName: "Amazon.co.uk",
      marketplaceId: "A1F83G8C2ARO7P",
      currency: "GBP",
    });
    expect((await seller.post(`${SP}/saveOne`, { code: "otto", name: "OTTO" })).statusCode).toBe(403);
  });

  it("creates a platform with sites, checks Amazon marketplace ids, refuses duplicates and deletes in use", async () => {
    const created = await admin.post(`${SP}/saveOne`, { code: "otto", name: "OTTO Market", website: "https://www.otto.de", sort: 80 });
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json() as SalesPlatformRow;
    expect(p).toMatchObject({ code: "otto", siteCount: 0, active: true });
    expect((await admin.post(`${SP}/saveOne`, { code: "otto", name: "again" })).statusCode).toBe(409);
    expect((await admin.post(`${SP}/saveOne`, { code: "Otto Market", name: "bad code" })).statusCode).toBe(400);
    expect((await admin.post(`${SP}/saveOne`, { id: p.id, version: 1, code: "otto2", name: "renamed" })).statusCode).toBe(422);
    const site = await admin.post(`${SP}/saveSite`, { platformId: p.id, countryCode: "DE", siteName: "otto.de", currency: "EUR" });
    expect(site.json()).toMatchObject({ countryCode: "DE", marketplaceId: null, accountCount: 0 });
    expect((await admin.post(`${SP}/saveSite`, { platformId: p.id, countryCode: "DE", siteName: "dup", currency: "EUR" })).statusCode).toBe(
      409,
    );

    const amazon = (await t.database.db.select().from(salesPlatforms).where(eq(salesPlatforms.code, "amazon")))[0]!;
    const wrong = await admin.post(`${SP}/saveSite`, {
      platformId: amazon.id,
      countryCode: "SE",
      siteName: "Amazon.se",
      marketplaceId: "WRONG",
      currency: "EUR",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe("SE 的亚马逊 Marketplace ID 应为 A2NODRKZP88ZB9");
    expect(
      (await admin.post(`${SP}/saveSite`, { platformId: amazon.id, countryCode: "CN", siteName: "Amazon.cn", currency: "CNY" })).statusCode,
    ).toBe(422);
    const se = await admin.post(`${SP}/saveSite`, { platformId: amazon.id, countryCode: "SE", siteName: "Amazon.se", currency: "EUR" });
    expect(se.json()).toMatchObject({ marketplaceId: "A2NODRKZP88ZB9" });
    const sites = (await seller.get(`${SP}/sites?platformId=${amazon.id}`)).json() as SalesPlatformSiteRow[];
    expect(sites.find((s) => s.countryCode === "US")!.accountCount).toBe(2);

    // a store account can now open on OTTO DE; the site and platform are then in use
    const acc = await seller.post("/api/v1/Account/saveOne", { title: "SA-OTTO", type: "otto", countryCode: "DE", currency: "EUR" });
    expect(acc.json()).toMatchObject({ siteName: "otto.de", channelName: "OTTO Market" });
    expect((await admin.post(`${SP}/del`, { id: p.id })).statusCode).toBe(409);
    expect((await admin.post(`${SP}/delSite`, { id: (site.json() as SalesPlatformSiteRow).id })).statusCode).toBe(409);
    // an inactive platform takes no new accounts
    expect((await admin.post(`${SP}/setActive`, { id: p.id, version: 1, active: false })).json()).toMatchObject({ active: false });
    expect(
      (await seller.post("/api/v1/Account/saveOne", { title: "SA-OTTO-2", type: "otto", countryCode: "DE", currency: "EUR" })).statusCode,
    ).toBe(422);
    expect(((await seller.get(`${SP}/findAll`)).json() as SalesPlatformOption[]).some((o) => o.code === "otto")).toBe(false);

    await seller.post("/api/v1/Account/del", { id: acc.json().id });
    expect((await admin.post(`${SP}/del`, { id: p.id })).json()).toEqual({ ok: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sales_platform"), eq(auditLog.entityId, String(p.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.command)).toEqual(["createSalesPlatform", "deactivateSalesPlatform", "deleteSalesPlatform"]);
  });

  it("keeps a two-level category tree per channel type", async () => {
    const amazon = (await seller.get(`${CAT}/findAllByType?type=amazon`)).json() as ChannelCategoryRow[];
    expect(amazon.slice(0, 4).map((c) => [c.level, c.code])).toEqual([
      [1, "1055398"],
      [2, "284507"],
      [2, "1063306"],
      [2, "1063252"],
    ]);
    expect(amazon.every((c) => c.channel === "amazon")).toBe(true);
    expect(amazon.find((c) => c.code === "1055398")!.accountCount).toBe(1);

    const root = (
      await admin.post(`${CAT}/saveOne`, { channel: "amazon", code: "165793011", name: "玩具 Toys & Games", sort: 40 })
    ).json() as ChannelCategoryRow;
    expect(root).toMatchObject({ level: 1, parentId: null });
    const child = await admin.post(`${CAT}/saveOne`, {
      channel: "amazon",
      parentId: root.id,
      code: "166057011",
      name: "积木 Building Toys",
    });
    expect(child.json()).toMatchObject({ level: 2, parentId: root.id });
    // no third level, no parent from another channel, no unknown channel, no duplicates
    expect((await admin.post(`${CAT}/saveOne`, { channel: "amazon", parentId: child.json().id, code: "x1", name: "x" })).statusCode).toBe(
      422,
    );
    expect((await admin.post(`${CAT}/saveOne`, { channel: "walmart", parentId: root.id, code: "x2", name: "x" })).statusCode).toBe(422);
    expect((await admin.post(`${CAT}/saveOne`, { channel: "nosuch", code: "x3", name: "x" })).statusCode).toBe(422);
    expect((await admin.post(`${CAT}/saveOne`, { channel: "amazon", code: "166057011", name: "dup" })).statusCode).toBe(409);
    expect((await seller.post(`${CAT}/saveOne`, { channel: "amazon", code: "x4", name: "x" })).statusCode).toBe(403);

    // an inactive parent hides its branch from pickers, not from the management list
    await admin.post(`${CAT}/saveOne`, {
      id: root.id,
      version: 1,
      channel: "amazon",
      code: "165793011",
      name: "玩具 Toys & Games",
      sort: 40,
      active: false,
    });
    const active = (await seller.get(`${CAT}/findAllByType?type=amazon`)).json() as ChannelCategoryRow[];
    expect(active.some((c) => c.id === root.id || c.parentId === root.id)).toBe(false);
    const all = (await seller.get(`${CAT}/findAll?type=amazon`)).json() as ChannelCategoryRow[];
    expect(all.filter((c) => c.id === root.id || c.parentId === root.id)).toHaveLength(2);
    // the management screen's paged list (a tree on the screen): one platform's nodes, inactive ones too
    const page = (await admin.get(`${CAT}/findByPage?search[EQ_channel]=amazon&rows=1000`)).json() as PageReply<ChannelCategoryRow>;
    expect(page.rows.map((c) => c.id).sort()).toEqual(all.map((c) => c.id).sort());
    expect((await admin.get(`${CAT}/findByPage?search[EQ_parentId]=${root.id}`)).json()).toMatchObject({ records: 1 });

    expect((await admin.post(`${CAT}/del`, { id: root.id })).statusCode).toBe(409);
    expect((await admin.post(`${CAT}/del`, { id: child.json().id })).json()).toEqual({ ok: true });
    expect((await admin.post(`${CAT}/del`, { id: root.id })).json()).toEqual({ ok: true });
    const used = amazon.find((c) => c.code === "1055398")!;
    const refused = await admin.post(`${CAT}/del`, { id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(await t.database.db.select().from(channelCategories).where(eq(channelCategories.id, used.id))).toHaveLength(1);
  });
});
