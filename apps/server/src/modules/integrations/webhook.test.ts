import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { webhookHeaders, type WebhookDeliveryRow, type WebhookRow } from "@entrepot/contracts";
import { type Client, createTestApp, engines, type TestApp } from "../../../test/harness.js";
import { factories, type Factories, type Saved } from "../../../test/factories.js";
import { openSecrets } from "../../platform/crypto/secrets.js";
import { deliverOutbox } from "../../platform/documents/outbox.js";
import { outboxEvents } from "../../platform/documents/schema.js";
import { carrierServices } from "../masterdata/index.js";
import { webhookSubscriptions } from "./schema.js";
import { verifyWebhookSignature } from "./webhook.sign.js";

/** A local receiver: records what it is sent and answers the queued statuses (200 once the queue is empty). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "thanks" : "receiver broke");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, answers, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Webhooks end to end with a local receiver: a subscription's secret shown once, signed deliveries of the
 * seller's stock events (verified as a receiver would), a failing receiver retried by the outbox until it
 * answers, every attempt listed, the test button, and isolation between sellers.
 */
describe.each(engines)("webhooks on %s", (engine) => {
  let t: TestApp;
  let f: Factories;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let operator: Client;
  let wh: Saved;
  let a: { org: Saved; client: Client };
  let b: { org: Saved; client: Client };
  let pa: Saved;
  let pb: Saved;

  beforeAll(async () => {
    rx = await startReceiver();
    t = await createTestApp(engine);
    f = factories(t);
    const [r] = (await t.database.query(`select org_id from roles where code = 'warehouse_staff' order by id limit 1`)).rows;
    const opOrgId = Number(r!.org_id);
    wh = await f.warehouse(opOrgId);
    a = await f.sellerWithAdmin();
    b = await f.sellerWithAdmin();
    await f.assignWarehouse(a.org.id, wh.id);
    await f.assignWarehouse(b.org.id, wh.id);
    pa = await f.product(a.client);
    pb = await f.product(b.client);
    operator = await f.login(await f.user(opOrgId, ["warehouse_staff"]));
    // what earlier files left in the outbox is delivered (or not) now, so the sweeps below see only ours
    await deliverOutbox(t.database.db, t.app.log, { limit: 1000, secrets: openSecrets(t.config) });
  });
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  const subscribe = async (client: Client, path: string, events = ["stock.changed"]) => {
    const res = await client.post("/api/integrations/webhook/save", { url: `${rx.base}${path}`, events });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WebhookRow;
  };
  const adjust = async (orgId: number, productId: number, quantity: number) => {
    const res = await operator.post("/api/inventory/balance/adjust", {
      orgId,
      warehouseId: wh.id,
      productId,
      inventoryType: 0,
      quantity,
      reason: "webhook test",
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const deliveries = async (client: Client, id: number) => {
    const res = await client.get(`/api/integrations/webhook/deliveries?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WebhookDeliveryRow[];
  };
  const verified = (m: Received, secret: string) =>
    verifyWebhookSignature(
      secret,
      String(m.headers[webhookHeaders.timestamp.toLowerCase()]),
      m.body,
      String(m.headers[webhookHeaders.signature.toLowerCase()]),
    );

  it("shows the secret once, refuses a URL that is not https (or local http), and never lists the secret", async () => {
    const sub = await subscribe(a.client, "/once");
    expect(sub.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(sub.eventList).toBe("stock.changed");
    const detail = (await a.client.get(`/api/integrations/webhook/detail?id=${sub.id}`)).json() as WebhookRow;
    expect(detail.secret).toBeUndefined();
    const list = (await a.client.get("/api/integrations/webhook/list?pageNum=1&pageSize=50")).json() as { rows: WebhookRow[] };
    expect(list.rows.map((x) => x.id)).toContain(sub.id);
    expect(list.rows.every((x) => x.secret === undefined)).toBe(true);
    // at rest the secret is sealed: the column is not the secret, and opens to it under the app's key
    const [stored] = await t.database.db
      .select({ secret: webhookSubscriptions.secret })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, sub.id));
    expect(stored!.secret).not.toContain(sub.secret!.slice(6));
    expect(openSecrets(t.config).open(stored!.secret)).toBe(sub.secret);
    for (const url of ["http://example.com/hook", "ftp://127.0.0.1/x", "not a url", "https://user:pw@example.com/"]) {
      const res = await a.client.post("/api/integrations/webhook/save", { url, events: ["stock.changed"] });
      expect(res.statusCode, url).toBe(400);
    }
    expect(
      (await a.client.post("/api/integrations/webhook/save", { url: "https://erp.example.com/hook", events: ["nope"] })).statusCode,
    ).toBe(400);
    expect((await a.client.post("/api/integrations/webhook/delete", { id: sub.id })).statusCode).toBe(200);
  });

  it("posts the seller's stock events signed with the subscription's secret, to that seller only", async () => {
    const subA = await subscribe(a.client, "/a");
    const subB = await subscribe(b.client, "/b");
    rx.received.length = 0;
    await adjust(a.org.id, pa.id, 7);
    await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) });
    const toA = rx.received.filter((m) => m.path === "/a");
    expect(toA).toHaveLength(1);
    expect(rx.received.filter((m) => m.path === "/b")).toHaveLength(0);
    const m = toA[0]!;
    expect(m.headers[webhookHeaders.event.toLowerCase()]).toBe("stock.changed");
    expect(verified(m, subA.secret!)).toBe(true);
    expect(verified(m, subB.secret!)).toBe(false);
    const body = JSON.parse(m.body) as { id: string; event: string; data: { orgId: number; lines: { sku: string; quantity: number }[] } };
    expect(body).toMatchObject({ event: "stock.changed", id: m.headers[webhookHeaders.delivery.toLowerCase()] });
    expect(body.data.orgId).toBe(a.org.id);
    expect(body.data.lines.some((l) => l.sku === pa.sku && l.quantity === 7)).toBe(true);
    // B's own event reaches B only
    rx.received.length = 0;
    await adjust(b.org.id, pb.id, 3);
    await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) });
    expect(rx.received.map((x) => x.path)).toEqual(["/b"]);
    expect(verified(rx.received[0]!, subB.secret!)).toBe(true);
    const listed = await deliveries(a.client, subA.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ event: "stock.changed", ok: true, statusCode: 200, attempt: 1, responseExcerpt: "thanks" });
    for (const id of [subA.id, subB.id]) await (id === subA.id ? a : b).client.post("/api/integrations/webhook/delete", { id });
  });

  it("writes an outbox row for a stock posting only when the org subscribes to stock events", async () => {
    const rowsOf = async (orgId: number) =>
      Number(
        (
          await t.database.query(`select count(*)::int as n from outbox_events where handler = $1 and org_id = $2`, [
            "integrations.webhook.stock.changed",
            orgId,
          ])
        ).rows[0]!.n,
      );
    const before = await rowsOf(b.org.id);
    // B subscribes to order events only: its stock postings are nobody's business
    const other = await subscribe(b.client, "/b-orders", ["order.shipped"]);
    await adjust(b.org.id, pb.id, 4);
    expect(await rowsOf(b.org.id)).toBe(before);
    const sub = await subscribe(b.client, "/b-stock");
    await adjust(b.org.id, pb.id, 1);
    expect(await rowsOf(b.org.id)).toBe(before + 1);
    // a paused subscription wants nothing either
    await t.database.db.update(webhookSubscriptions).set({ active: false }).where(eq(webhookSubscriptions.id, sub.id));
    await adjust(b.org.id, pb.id, 1);
    expect(await rowsOf(b.org.id)).toBe(before + 1);
    await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) });
    for (const id of [other.id, sub.id]) await b.client.post("/api/integrations/webhook/delete", { id });
  });

  it("retries a failing receiver with the outbox's backoff until it answers 2xx, listing every attempt", async () => {
    const sub = await subscribe(a.client, "/flaky");
    rx.received.length = 0;
    rx.answers.push(500);
    await adjust(a.org.id, pa.id, 2);
    expect(await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).toMatchObject({ retrying: 1, delivered: 0 });
    const [row] = await t.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.handler, "integrations.webhook.stock.changed"), eq(outboxEvents.status, "pending")));
    expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining("HTTP 500") as unknown });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // the backoff elapses
    await t.database.db
      .update(outboxEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxEvents.id, row!.id));
    expect(await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).toMatchObject({ delivered: 1, retrying: 0 });
    expect(rx.received).toHaveLength(2);
    // the same delivery id both times: the receiver's idempotency key
    const keys = rx.received.map((m) => m.headers[webhookHeaders.delivery.toLowerCase()]);
    expect(keys[0]).toBe(keys[1]);
    const listed = await deliveries(a.client, sub.id);
    expect(listed.map((d) => [d.attempt, d.statusCode, d.ok])).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    expect(listed[1]).toMatchObject({ error: "HTTP 500", responseExcerpt: "receiver broke" });
    expect(listed.every((d) => d.durationMs >= 0)).toBe(true);
    await a.client.post("/api/integrations/webhook/delete", { id: sub.id });
  });

  it("posts a B2C order's shipment with its tracking number", async () => {
    const sub = (
      await a.client.post("/api/integrations/webhook/save", { url: `${rx.base}/orders`, events: ["order.shipped"] })
    ).json() as WebhookRow;
    const [svc] = await t.database.db.select().from(carrierServices).where(eq(carrierServices.active, true)).limit(1);
    await adjust(a.org.id, pa.id, 5);
    let o = (
      await a.client.post("/api/orders/order/save", {
        warehouseId: wh.id,
        carrierServiceId: svc!.id,
        referenceNo: `WH-${engine}-${Date.now()}`,
        recipient: {
          name: "Emily Carter",
          phone: "+1 213 555 0142",
          country: "US",
          state: "CA",
          city: "Los Angeles",
          postcode: "90012",
          address1: "200 N Spring St",
        },
        lines: [{ sku: pa.sku, quantity: 1, declaredValue: "12.99", currency: "USD" }],
      })
    ).json() as { id: number; version: number; trackingNo: string | null };
    const parcel = { weight: "1.5", weightUnit: "lbs", length: "12", width: "9", height: "4", lengthUnit: "inch" };
    for (const [step, c] of [
      ["submit", a.client],
      ["pick", operator],
      ["pack", operator],
      ["buyLabel", operator],
      ["ship", operator],
    ] as const) {
      const res = await c.post(`/api/orders/order/${step}`, { id: o.id, version: o.version, ...(step === "pack" ? parcel : {}) });
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      o = res.json() as typeof o;
    }
    rx.received.length = 0;
    await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) });
    const sent = rx.received.filter((m) => m.path === "/orders");
    expect(sent).toHaveLength(1);
    expect(verified(sent[0]!, sub.secret!)).toBe(true);
    const body = JSON.parse(sent[0]!.body) as { event: string; data: { id: number; orgId: number; data: { trackingNo: string } } };
    expect(body.event).toBe("order.shipped");
    expect(body.data).toMatchObject({ id: o.id, orgId: a.org.id, to: "shipped" });
    expect(body.data.data.trackingNo).toBe(o.trackingNo);
    expect(o.trackingNo).toMatch(/\S{6,}/);
    await a.client.post("/api/integrations/webhook/delete", { id: sub.id });
  });

  it("records a receiver that cannot be reached as a failed attempt with its error", async () => {
    const closed = await startReceiver();
    await closed.close();
    const res = await a.client.post("/api/integrations/webhook/save", { url: `${closed.base}/gone`, events: ["stock.changed"] });
    const sub = res.json() as WebhookRow;
    const test = (await a.client.post("/api/integrations/webhook/test", { id: sub.id })).json() as { ok: boolean; error: string };
    expect(test.ok).toBe(false);
    expect(test.error).toMatch(/ECONNREFUSED|fetch failed/);
    expect((await deliveries(a.client, sub.id))[0]).toMatchObject({ ok: false, statusCode: null });
    await a.client.post("/api/integrations/webhook/delete", { id: sub.id });
  });

  it("sends a signed test delivery on demand, and a rotated secret signs from then on", async () => {
    const sub = await subscribe(a.client, "/test");
    rx.received.length = 0;
    const res = await a.client.post("/api/integrations/webhook/test", { id: sub.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, statusCode: 200 });
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0]!.headers[webhookHeaders.event.toLowerCase()]).toBe("webhook.test");
    expect(verified(rx.received[0]!, sub.secret!)).toBe(true);
    const rotated = await a.client.post("/api/integrations/webhook/rotateSecret", { id: sub.id, version: sub.version });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = (rotated.json() as WebhookRow).secret!;
    expect(secret).not.toBe(sub.secret);
    await a.client.post("/api/integrations/webhook/test", { id: sub.id });
    expect(verified(rx.received[1]!, secret)).toBe(true);
    expect(verified(rx.received[1]!, sub.secret!)).toBe(false);
    expect((await deliveries(a.client, sub.id)).map((d) => d.event)).toEqual(["webhook.test", "webhook.test"]);
  });

  it("answers 404 to another seller for every call on a subscription, changing nothing", async () => {
    const sub = await subscribe(a.client, "/mine");
    rx.received.length = 0;
    expect((await b.client.get(`/api/integrations/webhook/detail?id=${sub.id}`)).statusCode).toBe(404);
    expect((await b.client.get(`/api/integrations/webhook/deliveries?id=${sub.id}`)).statusCode).toBe(404);
    expect((await b.client.post("/api/integrations/webhook/test", { id: sub.id })).statusCode).toBe(404);
    expect((await b.client.post("/api/integrations/webhook/rotateSecret", { id: sub.id, version: sub.version })).statusCode).toBe(404);
    expect(
      (
        await b.client.post("/api/integrations/webhook/save", {
          id: sub.id,
          version: sub.version,
          url: "https://x.example/",
          events: ["stock.changed"],
        })
      ).statusCode,
    ).toBe(404);
    expect((await b.client.post("/api/integrations/webhook/delete", { id: sub.id })).statusCode).toBe(404);
    const list = (await b.client.get("/api/integrations/webhook/list?pageNum=1&pageSize=50")).json() as { rows: WebhookRow[] };
    expect(list.rows.map((x) => x.id)).not.toContain(sub.id);
    expect(rx.received).toHaveLength(0);
    expect((await a.client.get(`/api/integrations/webhook/detail?id=${sub.id}`)).json()).toMatchObject({
      version: sub.version,
      url: sub.url,
    });
  });
});
