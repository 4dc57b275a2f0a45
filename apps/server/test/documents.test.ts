import { and, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  announcementMachine,
  announcements,
  orgMachine,
  registrationMachine,
  registrations,
  userMachine,
} from "../src/modules/admin/index.js";
import { customers, customerStatusMachine } from "../src/modules/masterdata/index.js";
import { listen, type Listener, outboxHandler } from "../src/platform/documents/events.js";
import { purgeIdempotencyKeys } from "../src/platform/documents/idempotency.js";
import { openSecrets } from "../src/platform/crypto/secrets.js";
import { deliverOutbox } from "../src/platform/documents/outbox.js";
import { idempotencyKeys, outboxEvents } from "../src/platform/documents/schema.js";
import type { Machine } from "../src/platform/documents/state-machine.js";
import { type TransitionEvent, transitionEvent } from "../src/platform/documents/transition.js";
import { businessRule } from "../src/platform/http/errors.js";
import { auditLog, organizations, users } from "../src/platform/identity/schema.js";
import type { AppModule } from "../src/platform/module.js";
import { type Client, createTestApp, bothEngines, type TestApp } from "./harness.js";

/**
 * The documents kit through HTTP, on the status changes that run on it: every allowed transition writes
 * one audit row with its action code and emits its event (listeners in the same transaction, outbox rows
 * for later); a refused one is a 409 that changes nothing; idempotency keys replay, refuse reuse and
 * (on PostgreSQL) serialise concurrent twins.
 */

const seen: TransitionEvent[] = [];
let listenerFails = false;
let outboxFailsTimes = 0;
const delivered: { outboxId: number; payload: unknown }[] = [];

const machines = [registrationMachine, userMachine, orgMachine, announcementMachine, customerStatusMachine] as unknown as Machine<
  string,
  string,
  never
>[];
const capture: Listener<unknown>[] = machines.flatMap((m) =>
  m.transitionNames.map(
    (t) => listen(transitionEvent(m, t), `test.capture.${m.name}.${t}`, async (e) => void seen.push(e)) as Listener<unknown>,
  ),
);
const testModule: AppModule = {
  name: "documents-test",
  register: () => undefined,
  listeners: [
    ...capture,
    // a listener that refuses: its throw must roll the whole command back
    listen(transitionEvent(customerStatusMachine as never, "freeze"), "test.refuseFreeze", async () => {
      if (listenerFails) throw businessRule("BUSINESS_RULE");
    }) as Listener<unknown>,
  ],
  outboxHandlers: [
    outboxHandler(
      transitionEvent(customerStatusMachine as never, "freeze"),
      "test.pushFreeze",
      async (payload, d) => {
        if (outboxFailsTimes > 0) {
          outboxFailsTimes--;
          throw new Error("the partner is down");
        }
        delivered.push({ outboxId: d.outboxId, payload });
      },
      { maxAttempts: 2 },
    ) as never,
  ],
};

describe.each(bothEngines)("documents kit on %s", (engine) => {
  let t: TestApp;
  let admin: Client;
  let finance: Client;
  let operator: Client;
  const org: Record<string, number> = {};

  beforeAll(async () => {
    // the test sweeps the outbox itself: the periodic sweep would race its assertions
    t = await createTestApp(engine, { OUTBOX_DELIVERY_SECONDS: "3600" }, { extraModules: [testModule] });
    [admin, finance, operator] = await Promise.all([t.login("admin"), t.login("finance"), t.login("operator")]);
    for (const o of await t.database.db.select().from(organizations)) org[o.code] = o.id;
  });
  afterAll(() => t?.close());

  const auditOf = (entity: string, id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const customer = async (code: string) => (await t.database.db.select().from(customers).where(eq(customers.code, code)))[0]!;

  /** One allowed transition through HTTP: 200, one audit row with the action code, its event seen once; then the same again is a 409 changing nothing. */
  async function allowedThenRefused(o: {
    entity: string;
    id: number;
    call: () => Promise<{ statusCode: number; body: string }>;
    event: string;
    action: number;
    command: string;
    read: () => Promise<unknown>;
  }) {
    const auditBefore = (await auditOf(o.entity, o.id)).length;
    const seenBefore = seen.length;
    const ok = await o.call();
    expect(ok.statusCode, ok.body).toBe(200);
    const audit = (await auditOf(o.entity, o.id)).slice(auditBefore);
    expect(audit.map((a) => [a.command, a.action])).toEqual([[o.command, o.action]]);
    expect(seen.slice(seenBefore).map((e) => `${e.entity}:${e.id}:${e.transition}`)).toEqual([`${o.entity}:${o.id}:${o.event}`]);
    const stateAfter = await o.read();
    const again = await o.call();
    expect(again.statusCode).toBe(409);
    expect(JSON.parse(again.body).code).toBe("STATE_CONFLICT");
    expect(await o.read()).toEqual(stateAfter);
    expect((await auditOf(o.entity, o.id)).length).toBe(auditBefore + 1);
    expect(seen.length).toBe(seenBefore + 1);
  }

  it("runs every moved status change: one audit row and one event when allowed, 409 and nothing changed when refused", async () => {
    // customer account: freeze, then restore
    const sla = await customer("C-SLA");
    const readCustomer = async () => {
      const c = await customer("C-SLA");
      return { status: c.accountStatus, version: c.version, reason: c.statusReason };
    };
    await allowedThenRefused({
      entity: "customer",
      id: sla.id,
      event: "freeze",
      action: 200,
      command: "freezeCustomerAccount",
      read: readCustomer,
      call: async () =>
        finance.post("/api/v1/Customer/setStatus", {
          id: sla.id,
          version: (await customer("C-SLA")).version,
          accountStatus: "3",
          reason: "Bills unpaid",
        }),
    });
    await allowedThenRefused({
      entity: "customer",
      id: sla.id,
      event: "restore",
      action: 200,
      command: "restoreCustomerAccount",
      read: readCustomer,
      call: async () =>
        finance.post("/api/v1/Customer/setStatus", {
          id: sla.id,
          version: (await customer("C-SLA")).version,
          accountStatus: "0",
          reason: "Paid",
        }),
    });

    // a user: disable, then enable
    const [bob] = await t.database.db.select().from(users).where(eq(users.username, "seller_b"));
    const readUser = async () =>
      (await t.database.db.select({ status: users.status, version: users.version }).from(users).where(eq(users.id, bob!.id)))[0];
    for (const [status, event, action, command] of [
      ["disabled", "disable", 400, "disableUser"],
      ["active", "enable", 500, "enableUser"],
    ] as const)
      await allowedThenRefused({
        entity: "user",
        id: bob!.id,
        event,
        action,
        command,
        read: readUser,
        call: () => admin.post("/api/v1/User/setStatus", { id: bob!.id, status }),
      });

    // an org: disable, then enable
    const readOrg = async () =>
      (
        await t.database.db
          .select({ status: organizations.status, version: organizations.version })
          .from(organizations)
          .where(eq(organizations.id, org.SLB!))
      )[0]!;
    for (const [status, event, action, command] of [
      ["disabled", "disable", 400, "disableOrg"],
      ["active", "enable", 500, "enableOrg"],
    ] as const)
      await allowedThenRefused({
        entity: "organization",
        id: org.SLB!,
        event,
        action,
        command,
        read: readOrg,
        call: async () => admin.post("/api/v1/Organization/setStatus", { id: org.SLB, version: (await readOrg()).version, status }),
      });

    // an announcement: publish, then withdraw
    const created = (
      await admin.post("/api/v1/UcAnnouncement/saveData", { title: "Kit", content: "<p>x</p>", targetKind: "all" })
    ).json() as { id: number };
    const readAnn = async () =>
      (
        await t.database.db
          .select({ active: announcements.active, version: announcements.version })
          .from(announcements)
          .where(eq(announcements.id, created.id))
      )[0]!;
    for (const [active, event, action, command] of [
      [true, "publish", 500, "publishAnnouncement"],
      [false, "withdraw", 400, "withdrawAnnouncement"],
    ] as const)
      await allowedThenRefused({
        entity: "announcement",
        id: created.id,
        event,
        action,
        command,
        read: readAnn,
        call: async () => admin.post("/api/v1/UcAnnouncement/setActive", { id: created.id, version: (await readAnn()).version, active }),
      });

    // a registration: deny (accept after a denial is refused the same way)
    const reg = (
      await t.anonymous.request({
        method: "POST",
        url: "/api/v1/UcRegistration/submit",
        csrf: false,
        payload: { companyName: "Kit Co", companyId: "KIT-0001", contactName: "Kit", email: "kit@shop.example" },
      })
    ).json() as { id: number };
    const readReg = async () =>
      (
        await t.database.db
          .select({ status: registrations.status, version: registrations.version })
          .from(registrations)
          .where(eq(registrations.id, reg.id))
      )[0]!;
    await allowedThenRefused({
      entity: "registration",
      id: reg.id,
      event: "deny",
      action: 600,
      command: "denyRegistration",
      read: readReg,
      call: () => operator.post("/api/v1/UcRegistration/denied", { id: reg.id, version: 1, reason: "No documents" }),
    });
    const accept = await operator.post("/api/v1/UcRegistration/accept", { id: reg.id, version: 2 });
    expect(accept.json()).toMatchObject({ code: "STATE_CONFLICT", message: "注册申请当前状态为「已拒绝」,不能通过" });
  });

  it("answers 409 in the caller's language, 404 for another org's document and 422 for a guard", async () => {
    const slb = await customer("C-SLB");
    // the demo's C-SLB is in arrears: marking it so again names the state and the transition (the user's language: zh-CN)
    expect(slb.accountStatus).toBe("1");
    const same = await finance.post("/api/v1/Customer/setStatus", {
      id: slb.id,
      version: slb.version,
      accountStatus: "1",
      reason: "same again",
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: "STATE_CONFLICT", message: "客户当前状态为「欠费」,不能标记欠费" });
    // a seller cannot reach another org's user: 404, nothing changed
    const sellerA = await t.login("seller_a");
    const [bob] = await t.database.db.select().from(users).where(eq(users.username, "seller_b"));
    const refused = await sellerA.post("/api/v1/User/setStatus", { id: bob!.id, status: "disabled" });
    expect(refused.statusCode).toBe(404);
    expect((await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, bob!.id)))[0]!.status).toBe("active");
    // the guard: nobody disables themself (422, not 409: the state allows it)
    const [me] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    const self = await admin.post("/api/v1/User/setStatus", { id: me!.id, status: "disabled" });
    expect(self.statusCode).toBe(422);
  });

  it("rolls the command back when a listener throws", async () => {
    const before = await customer("C-MAPLE");
    const auditBefore = (await auditOf("customer", before.id)).length;
    const outboxBefore = (await t.database.db.select().from(outboxEvents)).length;
    listenerFails = true;
    try {
      const res = await finance.post("/api/v1/Customer/setStatus", {
        id: before.id,
        version: before.version,
        accountStatus: "3",
        reason: "listener says no",
      });
      expect(res.statusCode).toBe(422);
    } finally {
      listenerFails = false;
    }
    expect(await customer("C-MAPLE")).toEqual(before);
    expect((await auditOf("customer", before.id)).length).toBe(auditBefore);
    expect((await t.database.db.select().from(outboxEvents)).length).toBe(outboxBefore);
  });

  it("writes an outbox row with the command and delivers it by the job, retrying with backoff until it fails for good", async () => {
    // the freezes of the first test (and every stock posting before, for the webhooks) left rows: deliver them all
    await deliverOutbox(t.database.db, t.app.log, { limit: 100_000, secrets: openSecrets(t.config) });
    const maple = await customer("C-MAPLE");
    const res = await finance.post("/api/v1/Customer/setStatus", {
      id: maple.id,
      version: maple.version,
      accountStatus: "3",
      reason: "outbox",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(outboxEvents).orderBy(desc(outboxEvents.id)).limit(1);
    expect(row).toMatchObject({
      event: "masterdata.customer.freeze",
      handler: "test.pushFreeze",
      status: "pending",
      attempts: 0,
      orgId: maple.orgId,
    });
    expect(row!.payload).toMatchObject({
      entity: "customer",
      id: maple.id,
      transition: "freeze",
      from: "0",
      to: "3",
      data: { reason: "outbox" },
    });

    // first try fails: still pending, tried once, due again later
    outboxFailsTimes = 1;
    expect(await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).toMatchObject({
      attempted: 1,
      retrying: 1,
      delivered: 0,
    });
    const [retrying] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, row!.id));
    expect(retrying).toMatchObject({ status: "pending", attempts: 1, lastError: "the partner is down" });
    expect(retrying!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // not due yet: the next sweep leaves it alone
    expect((await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).attempted).toBe(0);
    // once due, it is delivered, with its row id as the push's idempotency key
    await t.database.db
      .update(outboxEvents)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEvents.id, row!.id));
    expect(await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).toMatchObject({ attempted: 1, delivered: 1 });
    expect(delivered.at(-1)).toMatchObject({ outboxId: row!.id, payload: { id: maple.id, transition: "freeze" } });
    const [done] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, row!.id));
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    expect(done!.deliveredAt).not.toBeNull();

    // a row that keeps failing is marked failed after the handler's maxAttempts (2)
    const again = await customer("C-MAPLE");
    await finance.post("/api/v1/Customer/setStatus", { id: again.id, version: again.version, accountStatus: "0", reason: "back" });
    const refrozen = await finance.post("/api/v1/Customer/setStatus", {
      id: again.id,
      version: again.version + 1,
      accountStatus: "3",
      reason: "again",
    });
    expect(refrozen.statusCode).toBe(200);
    const [second] = await t.database.db
      .select()
      .from(outboxEvents)
      .where(gt(outboxEvents.id, row!.id))
      .orderBy(desc(outboxEvents.id))
      .limit(1);
    outboxFailsTimes = 5;
    await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) });
    await t.database.db
      .update(outboxEvents)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEvents.id, second!.id));
    expect(await deliverOutbox(t.database.db, t.app.log, { secrets: openSecrets(t.config) })).toMatchObject({ attempted: 1, failed: 1 });
    outboxFailsTimes = 0;
    const [failed] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, second!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 2, lastError: "the partner is down" });
  });

  describe("Idempotency-Key", () => {
    const withKey = (c: Client, key: string, url: string, payload: object) =>
      c.request({ method: "POST", url, payload, headers: { "idempotency-key": key } });
    const newAnnouncement = async (c: Client, title: string) =>
      (await c.post("/api/v1/UcAnnouncement/saveData", { title, content: "<p>x</p>", targetKind: "all" })).json() as {
        id: number;
        version: number;
      };
    const publishes = async (id: number) => (await auditOf("announcement", id)).filter((a) => a.command === "publishAnnouncement").length;
    const SET_ACTIVE = "/api/v1/UcAnnouncement/setActive";

    it("replays the stored answer for a repeat, refuses the key with another body, and keeps actors apart", async () => {
      const a = await newAnnouncement(admin, "Idem 1");
      const body = { id: a.id, version: a.version, active: true };
      const first = await withKey(admin, "key-1", SET_ACTIVE, body);
      expect(first.statusCode).toBe(200);
      expect(first.headers["idempotent-replayed"]).toBeUndefined();
      const repeat = await withKey(admin, "key-1", SET_ACTIVE, { active: true, version: a.version, id: a.id }); // same body, keys in another order
      expect(repeat.statusCode).toBe(200);
      expect(repeat.headers["idempotent-replayed"]).toBe("true");
      expect(repeat.json()).toEqual(first.json());
      expect(await publishes(a.id)).toBe(1);
      // without the key the same call is a new command: refused by the machine
      expect((await admin.post(SET_ACTIVE, body)).statusCode).toBe(409);

      // the same key with another body: 422, nothing runs
      const reused = await withKey(admin, "key-1", SET_ACTIVE, { ...body, active: false });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
      expect(
        (await t.database.db.select({ active: announcements.active }).from(announcements).where(eq(announcements.id, a.id)))[0]!.active,
      ).toBe(true);

      // another actor's "key-1" is their own, on another route too
      const slb = (await t.database.db.select().from(customers).where(eq(customers.code, "C-SLB")))[0]!;
      const other = await withKey(finance, "key-1", "/api/v1/Customer/setStatus", {
        id: slb.id,
        version: slb.version,
        accountStatus: "0",
        reason: "their own key",
      });
      expect(other.statusCode, other.body).toBe(200);
      expect(other.headers["idempotent-replayed"]).toBeUndefined();
      expect(other.json()).toMatchObject({ accountStatus: "0", statusReason: "their own key" });

      // a failed command stores no key: the retry runs afresh
      const c = await newAnnouncement(admin, "Idem 3");
      expect((await withKey(admin, "key-3", SET_ACTIVE, { id: c.id, version: c.version + 5, active: true })).statusCode).toBe(409);
      expect((await withKey(admin, "key-3", SET_ACTIVE, { id: c.id, version: c.version, active: true })).statusCode).toBe(200);

      // a malformed key is a 400
      expect((await withKey(admin, "bad key with spaces", SET_ACTIVE, body)).statusCode).toBe(400);
    });

    it("forgets a key after 24 h: it runs again, and the purge removes old keys", async () => {
      const a = await newAnnouncement(admin, "Idem old");
      expect((await withKey(admin, "key-old", SET_ACTIVE, { id: a.id, version: a.version, active: true })).statusCode).toBe(200);
      await t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(idempotencyKeys.key, "key-old"));
      // the same key, a new request: not a reuse, since the old one expired
      const withdraw = await withKey(admin, "key-old", SET_ACTIVE, { id: a.id, version: a.version + 1, active: false });
      expect(withdraw.statusCode).toBe(200);
      expect(withdraw.json()).toMatchObject({ active: false });
      await t.database.db
        .update(idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(idempotencyKeys.key, "key-old"));
      expect(await purgeIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
      expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "key-old"))).toEqual([]);
    });

    it.runIf(engine === "postgres")("20 concurrent requests with one key: one effect, 20 equal answers", async () => {
      const a = await newAnnouncement(admin, "Idem race");
      const body = { id: a.id, version: a.version, active: true };
      const replies = await Promise.all(Array.from({ length: 20 }, () => withKey(admin, "race-key", SET_ACTIVE, body)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const bodies = new Set(replies.map((r) => r.body));
      expect(bodies.size).toBe(1);
      expect(JSON.parse([...bodies][0]!)).toMatchObject({ id: a.id, active: true, version: a.version + 1 });
      expect(replies.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(19);
      expect(await publishes(a.id)).toBe(1);
      expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "race-key"))).toHaveLength(1);
    });
  });
});
