import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { webhookHeaders } from "@entrepot/contracts";
import type { Db } from "../../platform/db/database.js";
import type { OutboxDelivery } from "../../platform/documents/events.js";
import { fixedStatement } from "../../platform/db/statement.js";
import { webhookDeliveries, webhookSubscriptions } from "./schema.js";
import { webhookSignature } from "./webhook.sign.js";

/** A receiver gets this long to answer; slower counts as a failed attempt (retried by the outbox). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_MAX = 500;

/** A subscription to post to; `secret` is the plain signing secret (opened from its sealed column by the caller). */
type Subscription = Pick<typeof webhookSubscriptions.$inferSelect, "id" | "orgId" | "url" | "secret">;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

/**
 * Posts one signed body to one subscription and records the attempt (whatever happens). The body is
 * `{ id, event, createdAt, data }`; the headers carry the event, the delivery key (equal across retries:
 * the receiver's idempotency key), the timestamp and `sha256=` HMAC of `timestamp.body`.
 */
export async function postOnce(
  db: Db,
  sub: Subscription,
  event: string,
  deliveryKey: string,
  attempt: number,
  data: unknown,
): Promise<AttemptResult> {
  const body = JSON.stringify({ id: deliveryKey, event, createdAt: new Date().toISOString(), data });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const started = performance.now();
  let result: AttemptResult;
  try {
    const res = await fetch(sub.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Entrepot-Webhooks/1",
        [webhookHeaders.event]: event,
        [webhookHeaders.delivery]: deliveryKey,
        [webhookHeaders.timestamp]: timestamp,
        [webhookHeaders.signature]: webhookSignature(sub.secret, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = (await res.text().catch(() => "")).slice(0, EXCERPT_MAX);
    result = {
      ok: res.status >= 200 && res.status < 300,
      statusCode: res.status,
      durationMs: Math.round(performance.now() - started),
      error: res.ok ? null : `HTTP ${res.status}`,
      responseExcerpt: text || null,
    };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const why = e.name === "TimeoutError" ? `timed out after ${WEBHOOK_TIMEOUT_MS} ms` : (e.cause?.code ?? e.cause?.message ?? e.message);
    result = {
      ok: false,
      statusCode: null,
      durationMs: Math.round(performance.now() - started),
      error: why.slice(0, 1000),
      responseExcerpt: null,
    };
  }
  await db.insert(webhookDeliveries).values({ orgId: sub.orgId, subscriptionId: sub.id, event, deliveryKey, attempt, ...result });
  await db.update(webhookSubscriptions).set({ lastDeliveryAt: new Date() }).where(eq(webhookSubscriptions.id, sub.id));
  return result;
}

/** The org's active subscriptions that want the event (`events`: `["<event>"]`, the JSON array's text). */
const wanting = (orgId: number | Placeholder, events: string | Placeholder) =>
  and(
    eq(webhookSubscriptions.orgId, orgId),
    eq(webhookSubscriptions.active, true),
    sql`${webhookSubscriptions.events} @> ${events}::text::jsonb`,
  );

// asked by every stock posting: built once (platform/db/statement.ts), the same condition as `wanting`
const subscribedSql = fixedStatement<{ id: number }>(
  "integrations.webhookSubscribed",
  () => sql`select ${webhookSubscriptions.id} as id from ${webhookSubscriptions}
             where ${wanting(sql.placeholder("orgId"), sql.placeholder("events"))} limit 1`,
);

/**
 * Whether org `orgId` has an active subscription wanting `event`, as a statement (the outbox handlers'
 * `wantedStatement`, asked in the emitting transaction, in the event's round trip): a row when subscribed,
 * null for no org. So a stock posting of an org without webhooks writes no outbox row (most postings of most sellers).
 */
export const subscribedCheck = (event: string, orgId: number | null) =>
  orgId === null ? null : subscribedSql.with({ orgId, events: JSON.stringify([event]) });

/**
 * The outbox handler's work for one event: post to every active subscription of the event's org that
 * wants it and has not yet answered 2xx for this outbox row (a retry re-posts only to those that failed).
 * Any failure throws, so the outbox retries the row with its backoff. Events of org A only ever reach
 * org A's subscriptions: the org comes from the event's own payload.
 */
export async function deliverEvent(event: string, orgId: number | null, data: unknown, delivery: OutboxDelivery): Promise<void> {
  if (orgId === null) return;
  const { db } = delivery;
  const subs = await db
    .select({
      id: webhookSubscriptions.id,
      orgId: webhookSubscriptions.orgId,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
    })
    .from(webhookSubscriptions)
    .where(wanting(orgId, JSON.stringify([event])))
    .orderBy(webhookSubscriptions.id);
  const failed: string[] = [];
  for (const sub of subs) {
    const key = `${delivery.outboxId}-${sub.id}`;
    const [done] = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.deliveryKey, key), eq(webhookDeliveries.ok, true)))
      .limit(1);
    if (done) continue;
    const r = await postOnce(db, { ...sub, secret: delivery.secrets.open(sub.secret) }, event, key, delivery.attempt, data);
    if (!r.ok) failed.push(`subscription ${sub.id}: ${r.error}`);
  }
  if (failed.length) throw new Error(`webhook delivery failed: ${failed.join("; ")}`);
}
