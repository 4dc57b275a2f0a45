import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnnouncementRow, AnnouncementSave, MyAnnouncements, PageReply } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { auditLog } from "../../../platform/identity/schema.js";
import { announcementReads, announcements } from "./content.schema.js";

const BASE = "/api/v1/UcAnnouncement";

describe.each(engines)("announcements on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let sellerA: Client;
  let sellerB: Client;
  let operator: Client;
  const publish = async (body: AnnouncementSave) => {
    created.add(body.title);
    const res0 = await admin.post(`${BASE}/saveData`, body);
    expect(res0.statusCode, res0.body).toBe(200);
    const row = res0.json() as AnnouncementRow;
    const res = await admin.post(`${BASE}/setActive`, { id: row.id, version: row.version, active: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AnnouncementRow;
  };
  const created = new Set<string>();
  // only this file's announcements (the demo data holds a welcome one for everybody)
  const titles = async (c: Client) =>
    ((await c.get(`${BASE}/mine`)).json() as MyAnnouncements).rows.map((r) => r.title).filter((x) => created.has(x));
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, sellerA, sellerB, operator] = await Promise.all([
      t.login("admin"),
      t.login("seller_a"),
      t.login("seller_b"),
      t.login("operator"),
    ]);
  });
  afterAll(() => t?.close());

  it("reaches only its targets, only while published and inside its window", async () => {
    const sellers = await publish({ title: "卖家须知", content: "<p>仓库春节放假</p>", targetKind: "orgKinds", targetValues: ["seller"] });
    await publish({ title: "Only B", content: "<p>b</p>", targetKind: "orgs", targetValues: ["SLB"] });
    await publish({ title: "Staff", content: "<p>s</p>", targetKind: "roles", targetValues: ["warehouse_staff"] });
    await publish({ title: "Everyone", content: "<p>all</p>", targetKind: "all" });
    await publish({
      title: "Past",
      content: "<p>x</p>",
      targetKind: "all",
      startsAt: "2020-01-01T00:00:00Z",
      endsAt: "2020-02-01T00:00:00Z",
    });
    const draft = await admin.post(`${BASE}/saveData`, { title: "Draft", content: "<p>x</p>", targetKind: "all" });
    expect(draft.json()).toMatchObject({ active: false });

    expect(await titles(sellerA)).toEqual(["Everyone", "卖家须知"]);
    expect(await titles(sellerB)).toEqual(["Everyone", "Only B", "卖家须知"]);
    expect(await titles(operator)).toEqual(["Everyone", "Staff"]);

    // withdrawn: gone from the readers' shell
    const withdrawn = await admin.post(`${BASE}/setActive`, { id: sellers.id, version: sellers.version, active: false });
    expect(withdrawn.json()).toMatchObject({ active: false });
    expect(await titles(sellerA)).toEqual(["Everyone"]);
    expect((await admin.post(`${BASE}/setActive`, { id: sellers.id, version: sellers.version, active: true })).statusCode).toBe(409); // stale
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "announcement")).orderBy(auditLog.id);
    expect(audit.filter((a) => a.entityId === String(sellers.id)).map((a) => [a.command, a.action])).toEqual([
      ["createAnnouncement", 100],
      ["publishAnnouncement", 500],
      ["withdrawAnnouncement", 400],
    ]);
  });

  it("marks read per person, once", async () => {
    const a = await publish({ title: "Read me", content: "<p>r</p>", targetKind: "orgKinds", targetValues: ["seller"] });
    const before = (await sellerA.get(`${BASE}/mine`)).json() as MyAnnouncements;
    expect(before.rows.find((r) => r.id === a.id)).toMatchObject({ read: false });
    expect((await sellerA.post(`${BASE}/markRead`, { id: a.id })).json()).toEqual({ ok: true });
    expect((await sellerA.post(`${BASE}/markRead`, { id: a.id })).statusCode).toBe(200);
    const after = (await sellerA.get(`${BASE}/mine`)).json() as MyAnnouncements;
    expect(after.rows.find((r) => r.id === a.id)).toMatchObject({ read: true });
    expect(after.unread).toBe(before.unread - 1);
    // seller B has not read it; the operator is not a target and cannot mark it
    expect(((await sellerB.get(`${BASE}/mine`)).json() as MyAnnouncements).rows.find((r) => r.id === a.id)).toMatchObject({ read: false });
    expect((await operator.post(`${BASE}/markRead`, { id: a.id })).statusCode).toBe(404);
    expect(await t.database.db.select().from(announcementReads).where(eq(announcementReads.announcementId, a.id))).toHaveLength(1);
    expect(((await admin.get(`${BASE}/loadData?id=${a.id}`)).json() as AnnouncementRow).readCount).toBe(1);
  });

  it("sanitises content, validates targets, edits with a version and deletes", async () => {
    const res = await admin.post(`${BASE}/saveData`, {
      title: "XSS",
      content: '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><b>bold</b></p>',
      targetKind: "all",
    });
    const row = res.json() as AnnouncementRow;
    expect(row.content).toBe("<p>hi<a>x</a><b>bold</b></p>");
    const stored = await t.database.db.select().from(announcements).where(eq(announcements.id, row.id));
    expect(stored[0]!.content).not.toContain("script");

    expect(
      (await admin.post(`${BASE}/saveData`, { title: "x", content: "x", targetKind: "orgs", targetValues: ["NOPE"] })).statusCode,
    ).toBe(422);
    expect(
      (await admin.post(`${BASE}/saveData`, { title: "x", content: "x", targetKind: "orgKinds", targetValues: ["martian"] })).statusCode,
    ).toBe(422);
    expect((await admin.post(`${BASE}/saveData`, { title: "x", content: "x", targetKind: "roles", targetValues: [] })).statusCode).toBe(
      400,
    );
    expect(
      (
        await admin.post(`${BASE}/saveData`, {
          title: "x",
          content: "x",
          targetKind: "all",
          startsAt: "2030-01-02T00:00:00Z",
          endsAt: "2030-01-01T00:00:00Z",
        })
      ).statusCode,
    ).toBe(400);

    const upd = await admin.post(`${BASE}/saveData`, { id: row.id, version: 1, title: "Renamed", content: "<p>ok</p>", targetKind: "all" });
    expect(upd.json()).toMatchObject({ title: "Renamed", version: 2 });
    expect(
      (await admin.post(`${BASE}/saveData`, { id: row.id, version: 1, title: "Old", content: "x", targetKind: "all" })).statusCode,
    ).toBe(409);

    const page = (await admin.get(`${BASE}/findByPage?search[LIKE_title]=Renamed`)).json() as PageReply<AnnouncementRow>;
    expect(page.rows.map((r) => r.id)).toEqual([row.id]);
    // sellers neither list nor manage announcements
    expect((await sellerA.get(`${BASE}/findByPage`)).statusCode).toBe(403);
    expect((await sellerA.post(`${BASE}/del`, { id: row.id })).statusCode).toBe(403);

    expect((await admin.post(`${BASE}/del`, { id: row.id })).json()).toEqual({ ok: true });
    expect(await t.database.db.select().from(announcements).where(eq(announcements.id, row.id))).toHaveLength(0);
    expect((await admin.get(`${BASE}/loadData?id=${row.id}`)).statusCode).toBe(404);
  });
});
