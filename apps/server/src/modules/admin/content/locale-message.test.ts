import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocaleMessageRow, PageReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { localeMessages } from "./content.schema.js";

const BASE = "/api/v1/BizLocaleMessage";

describe.each(engines)("locale messages on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let seller: Client;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login("admin");
    seller = await t.login("seller_a");
  });
  afterAll(() => t?.close());

  it("saves, lists, serves, updates and deletes an override, with audit rows", async () => {
    const created = await admin.post(`${BASE}/dataSave`, {
      lang: "zh-CN",
      msgKey: "shell:menu.home",
      text: "工作台首页",
      remark: "wording",
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as LocaleMessageRow;
    expect(row).toMatchObject({ lang: "zh-CN", msgKey: "shell:menu.home", text: "工作台首页", version: 1 });
    await admin.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "shell:menu.home", text: "Dashboard" });

    const page = (await admin.get(`${BASE}/findByPage?search[EQ_lang]=zh-CN`)).json() as PageReply<LocaleMessageRow>;
    expect(page.rows.map((r) => [r.msgKey, r.text])).toEqual([["shell:menu.home", "工作台首页"]]);

    // every logged-in person (a seller too) gets the overrides of a language: the web applies them at start
    expect((await seller.get(`${BASE}/getByLangKey?lang=zh-CN`)).json()).toEqual({ "shell:menu.home": "工作台首页" });
    expect((await seller.get(`${BASE}/getByLangKey?lang=en-US`)).json()).toEqual({ "shell:menu.home": "Dashboard" });
    expect((await seller.get(`${BASE}/getByLangKey?lang=zh-CN&key=shell:menu.home`)).json()).toMatchObject({
      id: row.id,
      text: "工作台首页",
    });
    expect((await seller.get(`${BASE}/getByLangKey?lang=zh-CN&key=shell:nothing`)).statusCode).toBe(404);

    const upd = await admin.post(`${BASE}/dataSave`, {
      id: row.id,
      version: 1,
      lang: "zh-CN",
      msgKey: "shell:menu.home",
      text: "首页看板",
    });
    expect(upd.json()).toMatchObject({ text: "首页看板", version: 2 });
    const stale = await admin.post(`${BASE}/dataSave`, { id: row.id, version: 1, lang: "zh-CN", msgKey: "shell:menu.home", text: "旧的" });
    expect(stale.statusCode).toBe(409);
    expect((await seller.get(`${BASE}/getByLangKey?lang=zh-CN`)).json()).toEqual({ "shell:menu.home": "首页看板" });

    expect((await admin.post(`${BASE}/del`, { id: row.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(localeMessages).where(eq(localeMessages.id, row.id))).toHaveLength(0);
    expect((await seller.get(`${BASE}/getByLangKey?lang=zh-CN`)).json()).toEqual({});
    expect((await admin.post(`${BASE}/del`, { id: row.id })).statusCode).toBe(404);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "locale_message")).orderBy(auditLog.id);
    expect(audit.map((a) => [a.command, a.action])).toEqual([
      ["createLocaleMessage", 100],
      ["createLocaleMessage", 100],
      ["updateLocaleMessage", 200],
      ["deleteLocaleMessage", 300],
    ]);
  });

  it("refuses duplicates, bad keys, unknown fields and sellers, with clear messages", async () => {
    await admin.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "shell:login.title", text: "Sign in" });
    const dup = await admin.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "shell:login.title", text: "Log in" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("语言 en-US 的键 shell:login.title 已存在");
    const badKey = await admin.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "no namespace", text: "x" });
    expect(badKey.statusCode).toBe(400);
    expect(JSON.stringify(badKey.json())).toContain("shell:menu.home");
    expect((await admin.post(`${BASE}/dataSave`, { lang: "fr-FR", msgKey: "shell:a", text: "x" })).statusCode).toBe(400);
    expect((await admin.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "shell:a", text: "x", extra: 1 })).statusCode).toBe(400);
    expect((await admin.post(`${BASE}/dataSave`, { id: 1, lang: "en-US", msgKey: "shell:a", text: "x" })).statusCode).toBe(400);
    // managing texts is the platform's: a seller can read the bundle but not change or list it
    expect((await seller.post(`${BASE}/dataSave`, { lang: "en-US", msgKey: "shell:a", text: "x" })).statusCode).toBe(403);
    expect((await seller.get(`${BASE}/findByPage`)).statusCode).toBe(403);
    expect((await t.anonymous.get(`${BASE}/getByLangKey?lang=en-US`)).statusCode).toBe(401);
    expect(await t.database.db.select().from(localeMessages).where(eq(localeMessages.msgKey, "shell:a"))).toHaveLength(0);
  });
});
