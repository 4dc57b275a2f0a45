import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PromotionRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../../test/harness.js";
import { factories, type Factories, unique } from "../../../../test/factories.js";
import { addDays } from "../../../platform/clock.js";
import { openSecrets } from "../../../platform/crypto/secrets.js";
import { machineTable } from "../../../platform/documents/machines.table.js";
import { deliverOutbox } from "../../../platform/documents/outbox.js";
import { outboxEvents } from "../../../platform/documents/schema.js";
import { auditLog, organizations, rolePermissions, roles, users } from "../../../platform/identity/schema.js";
import { skuMaps } from "../../catalog/index.js";
import { failPushes, resetSandboxFailures } from "../adapter/sandbox-adapter.js";
import { adPromotionDaily, adPromotions } from "../schema.js";
import { promotionMachine } from "./domain/promotion.machine.js";
import { marketplaceDay } from "../reports/report-source.js";
import { runPromotionSchedule } from "./promotions.job.js";

describe("the promotion state machine", () => {
  machineTable(promotionMachine, {
    submit: { from: ["draft", "needsAction"], to: "submitted", action: 210 },
    approve: { from: ["submitted"], to: "approved", action: 500 },
    reject: { from: ["submitted"], to: "needsAction", action: 600 },
    start: { from: ["approved"], to: "running", action: 200 },
    end: { from: ["running"], to: "ended", action: 800 },
    cancel: { from: ["draft", "submitted", "needsAction", "approved", "running"], to: "cancelled", action: 400 },
  });
});

/** The US marketplace's day (Los Angeles): a promotion's dates are the marketplace's. */
const today = marketplaceDay("US", new Date());
const tomorrow = addDays(today, 1);
/** `hour`:00 of `day` on the US marketplace's clock, as an instant (Los Angeles is 7 or 8 hours behind UTC). */
function usTime(day: string, hour: number, minutes = 0): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const laHour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "America/Los_Angeles", hour: "2-digit", hourCycle: "h23" }).format(noon),
  );
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour + 12 - laHour) * 60 + minutes) * 60_000);
}

interface Seller {
  client: Client;
  userId: number;
  orgId: number;
  profileId: number;
  storeAccountId: number;
  /** Two products listed on the account (with an ASIN), stocked 30 and 2. */
  products: [number, number];
  skus: [string, string];
}

describe.each(engines)("advertising promotions on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let a: Seller;
  let b: Seller;
  let warehouseId: number;

  const deliver = () => deliverOutbox(t.database.db, t.app.log, { limit: 1000, secrets: openSecrets(t.config) });
  const db = () => t.database.db;
  /** The seller's user reads in English for `work` (a user's language is its own setting). */
  const inEnglish = async <R>(s: Seller, work: () => Promise<R>): Promise<R> => {
    await db().update(users).set({ locale: "en-US" }).where(eq(users.id, s.userId));
    try {
      return await work();
    } finally {
      await db().update(users).set({ locale: "zh-CN" }).where(eq(users.id, s.userId));
    }
  };

  async function seller(): Promise<Seller> {
    const s = await f.sellerWithAdsAccount();
    const p1 = await f.product(s.client, { declaredValue: "25.00" });
    const p2 = await f.product(s.client, { declaredValue: "25.00" });
    const [org] = await db().select({ contextId: organizations.contextId }).from(organizations).where(eq(organizations.id, s.org.id));
    for (const p of [p1, p2])
      await db()
        .insert(skuMaps)
        .values({
          contextId: org!.contextId,
          orgId: s.org.id,
          storeAccountId: s.storeAccountId,
          listingSku: String(p.sku),
          asin: `B0${p.id}`.padEnd(10, "X"),
          productId: p.id,
        });
    return {
      client: s.client,
      userId: s.user.id,
      orgId: s.org.id,
      profileId: s.profileId,
      storeAccountId: s.storeAccountId,
      products: [p1.id, p2.id],
      skus: [String(p1.sku), String(p2.sku)],
    };
  }

  const coupon = (s: Seller, over: Record<string, unknown> = {}) => ({
    adsProfileId: s.profileId,
    kind: "coupon",
    name: unique("Spring coupon "),
    productIds: [s.products[0]],
    startDate: tomorrow,
    endDate: addDays(tomorrow, 29),
    discountType: "percent",
    discountValue: "12.5",
    budget: "100.10",
    ...over,
  });
  const create = async (s: Seller, body: Record<string, unknown>) => {
    const r = await s.client.post("/api/advertising/promotion/create", body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as PromotionRow;
  };
  const command = (s: Seller, verb: "submit" | "cancel", p: { id: number; version: number }, key?: string) =>
    s.client.request({
      method: "POST",
      url: `/api/advertising/promotion/${verb}`,
      payload: { id: p.id, version: p.version },
      headers: key ? { "idempotency-key": key } : {},
    });
  const detail = async (s: Seller, id: number) => (await s.client.get(`/api/advertising/promotion/detail?id=${id}`)).json() as PromotionRow;
  /** Creates, submits and lets Amazon answer (the outbox delivered by hand). */
  const approved = async (s: Seller, body: Record<string, unknown>) => {
    const p = await create(s, body);
    expect((await command(s, "submit", p)).statusCode).toBe(200);
    await deliver();
    const d = await detail(s, p.id);
    expect(d.status, JSON.stringify(d)).toBe("approved");
    return d;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    f = factories(t);
    for (const code of ["advertising:account:read", "advertising:promotion:read", "advertising:promotion:manage"])
      await db().execute(
        sql`insert into ${rolePermissions} (role_id, permission) select ${roles.id}, ${code} from ${roles} where ${roles.code} = 'seller_admin' on conflict do nothing`,
      );
    a = await seller();
    b = await seller();
    const op = await f.operator();
    warehouseId = (await f.warehouse(op.orgId)).id;
    await f.assignWarehouse(a.orgId, warehouseId);
    await f.stock(a.orgId, warehouseId, a.products[0], 30);
    await f.stock(a.orgId, warehouseId, a.products[1], 2);
  });
  beforeEach(() => resetSandboxFailures());
  afterAll(() => t?.close());

  it("creates a coupon draft with its money exact, its SKUs, an audit row, and lists it", async () => {
    const p = await create(a, coupon(a));
    expect(p).toMatchObject({
      status: "draft",
      kind: "coupon",
      budget: "100.1000",
      discountValue: "12.50",
      skus: [a.skus[0]],
      oncePerCustomer: true,
      dealFee: null,
      currency: "USD",
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "promotion"), eq(auditLog.entityId, String(p.id))));
    expect(audit.map((r) => [r.command, r.action])).toEqual([["createPromotion", 100]]);
    const list = (
      await a.client.get(`/api/advertising/promotion/list?search[EQ_kind]=coupon&search[LIKE_name]=${encodeURIComponent(p.name)}`)
    ).json();
    expect(list.rows).toMatchObject([{ id: p.id, status: "draft", budget: "100.1000", sales: "0.0000" }]);
  });

  it("refuses each of Amazon's rules per kind with its message, on its field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [coupon(a, { discountValue: "4.99" }), "body.discountValue", "5% 到 80%"],
      [coupon(a, { discountValue: "80.01" }), "body.discountValue", "5% 到 80%"],
      [coupon(a, { budget: "99.99" }), "body.budget", "不能低于 100 USD"],
      [coupon(a, { budget: null }), "body.budget", "需要设置预算"],
      [coupon(a, { budget: "100.001" }), "body.budget", "最多 2 位小数"],
      [coupon(a, { endDate: addDays(tomorrow, 90) }), "body.endDate", "最长 90 天(当前 91 天)"],
      [coupon(a, { oncePerCustomer: false }), "body.oncePerCustomer", "每位顾客只能使用一次"],
      [coupon(a, { startDate: addDays(today, -1) }), "body.startDate", "不能早于今天"],
      [coupon(a, { endDate: today }), "body.endDate", "结束日期不能早于开始日期"],
      [coupon(a, { discountType: "amount", discountValue: "0.005" }), "body.discountValue", "v.decimal"],
      [
        coupon(a, { kind: "lightningDeal", discountValue: "19.99", startHour: 8, durationHours: 6, dealQuantity: 5 }),
        "body.discountValue",
        "至少为 20%",
      ],
      [
        coupon(a, { kind: "lightningDeal", discountValue: "20", startHour: 8, durationHours: 3, dealQuantity: 5 }),
        "body.durationHours",
        "4 到 12 小时",
      ],
      [
        coupon(a, { kind: "lightningDeal", discountValue: "20", startHour: 8, durationHours: 13, dealQuantity: 5 }),
        "body.durationHours",
        "4 到 12 小时",
      ],
      [coupon(a, { kind: "lightningDeal", discountValue: "20", durationHours: 6, dealQuantity: 5 }), "body.startHour", "开始时间"],
      [coupon(a, { kind: "lightningDeal", discountType: "amount", discountValue: "5" }), "body.discountType", "只能按百分比"],
      [coupon(a, { kind: "lightningDeal", discountValue: "25", startHour: 8, durationHours: 6 }), "body.dealQuantity", "活动库存数量"],
      [
        coupon(a, { kind: "bestDeal", discountValue: "25", endDate: addDays(tomorrow, 7), dealQuantity: 5 }),
        "body.endDate",
        "正好持续 7 天",
      ],
      [coupon(a, { kind: "primeExclusive", discountValue: "9.99" }), "body.discountValue", "至少为 10%"],
      // deals commit stock: 5 units of a SKU that has 2 available
      [
        coupon(a, { kind: "bestDeal", discountValue: "25", productIds: [a.products[1]], dealQuantity: 5, endDate: null }),
        "body.productIds.0",
        "可用库存 2,不足活动数量 5",
      ],
      // another seller's product is not in this catalogue
      [coupon(a, { productIds: [b.products[0]] }), "body.productIds.0", "不是该卖家商品库中的商品"],
    ];
    for (const [body, path, text] of cases) {
      const r = await a.client.post("/api/advertising/promotion/create", body);
      expect(r.statusCode, `${path}: ${r.body}`).toBe(400);
      const detail = r.json().details.find((d: { path: string }) => d.path === path);
      expect(detail, `${path}: ${r.body}`).toBeTruthy();
      // a rule of the contract speaks on its field (the reply's message is the generic one); the service's in the message
      if (text !== "v.decimal") expect(`${r.json().message} ${detail.message}`, r.body).toContain(text);
    }
    const en = await inEnglish(a, () => a.client.post("/api/advertising/promotion/create", coupon(a, { discountValue: "90" })));
    expect(en.json().message).toContain("A coupon's discount must be between 5% and 80%");
    expect(await db().select().from(adPromotions).where(eq(adPromotions.orgId, a.orgId))).not.toContainEqual(
      expect.objectContaining({ discountValue: "90.00" }),
    );
  });

  it("derives what a deal's window implies: a lightning deal's last day and fee, a 7-day deal's end", async () => {
    const lightning = await create(
      a,
      coupon(a, {
        kind: "lightningDeal",
        discountValue: "30",
        startHour: 20,
        durationHours: 6,
        dealQuantity: 10,
        endDate: null,
        budget: null,
      }),
    );
    expect(lightning).toMatchObject({
      endDate: addDays(tomorrow, 1),
      startHour: 20,
      durationHours: 6,
      dealFee: "70.0000",
      budget: null,
      dealQuantity: 10,
    });
    const best = await create(
      a,
      coupon(a, { kind: "bestDeal", discountValue: "25", dealQuantity: 2, productIds: [a.products[1]], endDate: null }),
    );
    expect(best).toMatchObject({ endDate: addDays(tomorrow, 6), dealFee: "300.0000" });
  });

  it("submits once per Idempotency-Key; Amazon's approval arrives through the outbox", async () => {
    const p = await create(a, coupon(a));
    const key = `submit-${p.id}`;
    const first = await command(a, "submit", p, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "submitted", pushStatus: "pending", version: p.version + 1 });
    const again = await command(a, "submit", p, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const otherBody = await a.client.request({
      method: "POST",
      url: "/api/advertising/promotion/submit",
      payload: { id: p.id, version: p.version + 1 },
      headers: { "idempotency-key": key },
    });
    expect(otherBody.statusCode).toBe(422);
    const submits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "promotion"), eq(auditLog.entityId, String(p.id)), eq(auditLog.action, 210)));
    expect(submits).toHaveLength(1);
    await deliver();
    const d = await detail(a, p.id);
    expect(d).toMatchObject({ status: "approved", pushStatus: "synced", statusReason: null });
    expect(d.amazonId).toMatch(/^PROMO-\d+$/);
    // the sandbox is deterministic: the same promotion gets the same id
    expect(d.amazonId).toBe((await detail(a, p.id)).amazonId);
  });

  it("Amazon sends back a prohibited claim with its reason; the fix is edited and resubmitted", async () => {
    const p = await create(a, coupon(a, { name: unique("Best price ") }));
    const submitted = await command(a, "submit", p);
    expect(submitted.statusCode, submitted.body).toBe(200);
    await deliver();
    const back = await detail(a, p.id);
    expect(back).toMatchObject({ status: "needsAction", statusReason: "促销名称含有亚马逊禁止的宣传用语「best」" });
    const enRow = (await inEnglish(a, () => a.client.get(`/api/advertising/promotion/detail?id=${p.id}`))).json() as PromotionRow;
    expect(enRow.statusReason).toBe(`The promotion's title makes a claim Amazon prohibits ("best")`);
    const fixed = await a.client.post("/api/advertising/promotion/update", {
      ...coupon(a, { name: unique("Spring ") }),
      id: p.id,
      version: back.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await command(a, "submit", fixed.json())).statusCode).toBe(200);
    await deliver();
    expect(await detail(a, p.id)).toMatchObject({ status: "approved", statusReason: null });
  });

  it("Amazon refuses a SKU not listed on the marketplace and an amount off not below the price", async () => {
    const unlisted = await f.product(a.client, { declaredValue: "25.00" });
    const p1 = await create(a, coupon(a, { productIds: [unlisted.id] }));
    const p2 = await create(a, coupon(a, { discountType: "amount", discountValue: "25" }));
    await command(a, "submit", p1);
    await command(a, "submit", p2);
    await deliver();
    expect((await detail(a, p1.id)).statusReason).toBe(`SKU ${String(unlisted.sku)} 在该站点没有在售的 ASIN`);
    expect((await detail(a, p2.id)).statusReason).toBe(`减免金额 25.00 USD 不低于 SKU ${a.skus[0]} 的售价 25.00`);
  });

  it("refuses moves the state does not allow with 409 naming the state; a stale version is a 409", async () => {
    const p = await approved(a, coupon(a));
    const edit = await a.client.post("/api/advertising/promotion/update", { ...coupon(a), id: p.id, version: p.version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain("已通过");
    const resubmit = await command(a, "submit", p);
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json()).toMatchObject({ code: "STATE_CONFLICT" });
    expect(resubmit.json().message).toContain("已通过");
    const stale = await command(a, "cancel", { id: p.id, version: p.version - 1 });
    expect(stale.statusCode).toBe(409);
    const cancelled = await command(a, "cancel", p, `cancel-${p.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", pushStatus: "pending" });
    await deliver();
    expect((await detail(a, p.id)).pushStatus).toBe("synced");
    const twice = await command(a, "cancel", cancelled.json());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("已取消");
    // a draft is cancelled without telling Amazon (nothing to withdraw)
    const draft = await create(a, coupon(a));
    const c = await command(a, "cancel", draft);
    expect(c.json()).toMatchObject({ status: "cancelled" });
    const pushes = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.handler, "advertising.promotionCancel"), sql`${outboxEvents.payload}->>'id' = ${String(draft.id)}`));
    expect(pushes).toHaveLength(0);
  });

  it("the schedule starts an approved promotion when its window opens and ends it when it closes", async () => {
    const p = await approved(a, coupon(a, { endDate: addDays(tomorrow, 1) }));
    const deal = await approved(
      a,
      coupon(a, {
        kind: "lightningDeal",
        discountValue: "30",
        startHour: 2,
        durationHours: 4,
        dealQuantity: 3,
        endDate: null,
        budget: null,
      }),
    );
    // before the windows open on the marketplace's clock nothing moves, though UTC's day has turned
    expect(await runPromotionSchedule(t.database, usTime(today, 23, 59))).toMatchObject({ started: 0, ended: 0 });
    expect(await runPromotionSchedule(t.database, new Date(`${tomorrow}T01:00:00Z`))).toMatchObject({ started: 0, ended: 0 });
    expect((await detail(a, p.id)).status).toBe("approved");
    await runPromotionSchedule(t.database, usTime(tomorrow, 1));
    expect((await detail(a, p.id)).status).toBe("running");
    expect((await detail(a, deal.id)).status).toBe("approved");
    await runPromotionSchedule(t.database, usTime(tomorrow, 6));
    // the deal's 4 hours from 02:00 Los Angeles time passed at 06:00: started and ended in one sweep
    expect((await detail(a, deal.id)).status).toBe("ended");
    expect((await detail(a, p.id)).status).toBe("running");
    // the coupon's last day ends at midnight in Los Angeles, not in London
    await runPromotionSchedule(t.database, new Date(`${addDays(tomorrow, 2)}T00:00:00Z`));
    expect((await detail(a, p.id)).status).toBe("running");
    await runPromotionSchedule(t.database, usTime(addDays(tomorrow, 2), 0));
    const ended = await detail(a, p.id);
    expect(ended.status).toBe("ended");
    const moves = await db()
      .select({ command: auditLog.command, action: auditLog.action, userId: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "promotion"), eq(auditLog.entityId, String(p.id))))
      .orderBy(auditLog.id);
    expect(moves.map((m) => m.command)).toEqual([
      "createPromotion",
      "submitPromotion",
      "approvePromotion",
      "startPromotion",
      "endPromotion",
    ]);
    expect((await command(a, "cancel", ended)).statusCode).toBe(409);
  });

  it("a failed submission shows on the row, stays submitted, and is retried by the outbox", async () => {
    const p = await create(a, coupon(a));
    await command(a, "submit", p);
    failPushes({ times: 1, message: "Amazon: 503 service unavailable", level: "promotion" });
    await deliver();
    expect(await detail(a, p.id)).toMatchObject({
      status: "submitted",
      pushStatus: "failed",
      pushError: "Amazon: 503 service unavailable",
    });
    await db()
      .update(outboxEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outboxEvents.handler, "advertising.promotionSubmit"), sql`${outboxEvents.payload}->>'id' = ${String(p.id)}`));
    await deliver();
    expect(await detail(a, p.id)).toMatchObject({ status: "approved", pushStatus: "synced", pushError: null });
  });

  it("seller B neither sees nor changes seller A's promotions (404), nor uses A's account", async () => {
    const p = await create(a, coupon(a));
    expect((await b.client.get(`/api/advertising/promotion/detail?id=${p.id}`)).statusCode).toBe(404);
    expect((await command(b, "submit", p)).statusCode).toBe(404);
    expect((await command(b, "cancel", p)).statusCode).toBe(404);
    const upd = await b.client.post("/api/advertising/promotion/update", { ...coupon(a), id: p.id, version: p.version });
    expect(upd.statusCode).toBe(404);
    expect((await b.client.post("/api/advertising/promotion/create", coupon(a))).statusCode).toBe(404);
    const list = (await b.client.get("/api/advertising/promotion/list?rows=1000")).json();
    expect(list.rows.map((r: PromotionRow) => r.id)).not.toContain(p.id);
    expect((await detail(a, p.id)).status).toBe("draft");
  });

  it("the expenses report sums fees, discounts and sales exactly, in scope", async () => {
    const p = await approved(a, coupon(a));
    await db()
      .insert(adPromotionDaily)
      .values([
        { promotionId: p.id, day: tomorrow, orgId: a.orgId, redemptions: 3, units: 4, sales: "10.1000", fee: "0.1000", discount: "1.1000" },
        {
          promotionId: p.id,
          day: addDays(tomorrow, 1),
          orgId: a.orgId,
          redemptions: 2,
          units: 2,
          sales: "20.2000",
          fee: "0.2000",
          discount: "2.2000",
        },
      ]);
    const q = `from=${tomorrow}&to=${addDays(tomorrow, 1)}&adsProfileId=${a.profileId}`;
    const r = (await a.client.get(`/api/advertising/report/promotionExpenses?${q}`)).json();
    expect(r.totals).toEqual({ redemptions: 5, units: 6, sales: "30.3000", fee: "0.3000", discount: "3.3000" });
    expect(r.days).toHaveLength(2);
    const row = (await a.client.get(`/api/advertising/promotion/list?search[LIKE_name]=${encodeURIComponent(p.name)}`)).json();
    expect(row.rows[0]).toMatchObject({ redemptions: 5, sales: "30.3000", fee: "0.3000", discount: "3.3000" });
    const other = (await b.client.get(`/api/advertising/report/promotionExpenses?from=${tomorrow}&to=${addDays(tomorrow, 1)}`)).json();
    expect(other.totals).toEqual({ redemptions: 0, units: 0, sales: "0.0000", fee: "0.0000", discount: "0.0000" });
    const xlsx = await a.client.get(`/api/advertising/promotion/export?search[LIKE_name]=${encodeURIComponent(p.name)}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});
