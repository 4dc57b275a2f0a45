import { eq, sql } from "drizzle-orm";
import { type Actor, systemActor } from "../../../platform/access/actor.js";
import { defineEvent, emit, listenStatement, outboxHandler } from "../../../platform/documents/index.js";
import type { OutboxDelivery } from "../../../platform/documents/events.js";
import type { Tx } from "../../../platform/db/database.js";
import { arrayParam, fixedStatement } from "../../../platform/db/statement.js";
import { organizations } from "../../../platform/identity/schema.js";
import { skuMaps } from "../../catalog/index.js";
import { type StockPosted, stockPosted } from "../../inventory/index.js";
import { pushAccount } from "./stockpush.run.js";
import { stockPushQueue, stockPushSettings } from "./stockpush.schema.js";

/**
 * Stock push on stock change (issue 9): a posting that changes a listed SKU's available stock queues
 * that (store account, product) in the posting's transaction; the first queueing of an account writes
 * one outbox row, and its delivery pushes every product queued by then. So a burst of postings gives one
 * push per listing and channel (postings while a row waits add nothing: their product is queued already,
 * or joins the queue the waiting delivery takes), and a channel's refusal puts its products back in the
 * queue and fails the delivery, which the outbox retries with its backoff. The hourly scheduled push stays
 * as the safety net for anything this misses (a row failed for good, a rule switched on later).
 */

/** Buckets whose change moves available (on hand − reserved − frozen) of sellable stock: the quantity a channel shows. */
const movesAvailable = new Set(["onHand", "reserved", "frozen"]);

/** Products queued for these store accounts of the org: the delivery's payload. */
export const stockPushQueued = defineEvent<{ orgId: number; storeAccountIds: number[] }>("integrations.stockPushQueued");

export const STOCK_PUSH_MAX_ATTEMPTS = 8;

/**
 * Queues each (enabled rule's store account, product) the posting touched: sellable lines of a counted
 * warehouse whose product has an active warehouse-fulfilled listing on that account. A select in the
 * posting's round trip (a listener statement) finds the pairs not queued yet; only when there are some (the
 * first posting of a listed product since its last push) does an insert follow. So the common posting (a
 * seller without a rule, a product without a listing, or one already queued) costs an indexed read, not an
 * insert (PostgreSQL sets an insert up, its indexes and conflict check, even when it inserts nothing).
 */
function queueBind(p: StockPosted) {
  const lines = p.lines.filter((l) => l.inventoryType === 0 && movesAvailable.has(l.bucket) && l.quantity !== 0);
  if (lines.length === 0) return null;
  return toQueueSql.with({
    orgId: p.orgId,
    productIds: `{${lines.map((l) => l.productId).join(",")}}`,
    warehouseIds: `{${lines.map((l) => l.warehouseId).join(",")}}`,
  });
}

async function queueFound(found: unknown[], p: StockPosted, tx: Tx, actor: Actor | undefined): Promise<void> {
  if (found.length === 0) return;
  const pairs = found as { storeAccountId: number; productId: number }[];
  // a concurrent posting may have queued some meanwhile: the insert's answer says which are new
  const rows = await queueSql(tx, {
    orgId: p.orgId,
    storeAccountIds: `{${pairs.map((r) => r.storeAccountId).join(",")}}`,
    productIds: `{${pairs.map((r) => r.productId).join(",")}}`,
  });
  if (rows.length === 0) return;
  const storeAccountIds = [...new Set(rows.map((r) => Number(r.storeAccountId)))].sort((a, b) => a - b);
  await emit(tx, stockPushQueued, { orgId: p.orgId, storeAccountIds }, { actor, orgId: p.orgId });
}

// run by every stock posting: built once (platform/db/statement.ts). The listing is reached through its
// product's index (a lateral lookup: a semi-join was planned as a hash of all the seller's listings)
const toQueueSql = fixedStatement<{ storeAccountId: number; productId: number }>(
  "integrations.stockPushToQueue",
  () => sql`
    select distinct s.store_account_id as "storeAccountId", l.product_id as "productId"
      from ${stockPushSettings} s
      cross join unnest(${arrayParam("productIds", "int")}, ${arrayParam("warehouseIds", "int")}) as l(product_id, warehouse_id)
      cross join lateral (select 1 from ${skuMaps} m
                           where m.product_id = l.product_id and m.store_account_id = s.store_account_id and m.org_id = s.org_id
                             and m.active and m.fulfilment_channel = 'warehouse' limit 1) listed
     where s.org_id = ${sql.placeholder("orgId")}::int and s.enabled
       and (jsonb_array_length(s.warehouse_ids) = 0 or s.warehouse_ids @> jsonb_build_array(l.warehouse_id))
       and not exists (select 1 from ${stockPushQueue} q
                        where q.org_id = s.org_id and q.store_account_id = s.store_account_id and q.product_id = l.product_id)`,
);

const queueSql = fixedStatement<{ storeAccountId: number }>(
  "integrations.stockPushQueue",
  () => sql`
    insert into ${stockPushQueue} (org_id, store_account_id, product_id)
    select ${sql.placeholder("orgId")}::int, q.store_account_id, q.product_id
      from unnest(${arrayParam("storeAccountIds", "int")}, ${arrayParam("productIds", "int")}) as q(store_account_id, product_id)
    on conflict do nothing
    returning store_account_id as "storeAccountId"`,
);

/** Takes each account's queue and pushes it; a refused listing goes back to the queue and the delivery throws (retried). */
async function deliverQueued(payload: { orgId: number; storeAccountIds: number[] }, d: OutboxDelivery): Promise<void> {
  const [org] = await d.db
    .select({
      id: organizations.id,
      contextId: organizations.contextId,
      kind: organizations.kind,
      code: organizations.code,
      name: organizations.name,
    })
    .from(organizations)
    .where(eq(organizations.id, payload.orgId));
  if (!org) return;
  const ctx = { db: d.db, actor: systemActor(org) };
  const failures: string[] = [];
  for (const storeAccountId of payload.storeAccountIds) {
    const taken = await d.db.execute(sql`
      delete from ${stockPushQueue} where org_id = ${payload.orgId} and store_account_id = ${storeAccountId}
      returning product_id as "productId"`);
    const productIds = (taken as unknown as { rows: { productId: number }[] }).rows.map((r) => Number(r.productId));
    if (productIds.length === 0) continue; // an earlier delivery took them
    const [setting] = await d.db.select().from(stockPushSettings).where(eq(stockPushSettings.storeAccountId, storeAccountId));
    if (!setting?.enabled || setting.orgId !== payload.orgId) continue; // the rule was switched off or removed meanwhile
    const reply = { accounts: 0, listings: 0, pushed: 0, unchanged: 0, failed: 0 };
    const refused = await pushAccount(ctx, setting, "stock", reply, productIds);
    if (refused.length === 0) continue;
    failures.push(`store account ${storeAccountId}: ${refused.length} listing(s) refused`);
    // back in the queue for the retry, unless this was the last try (the hourly push takes them from there)
    if (d.attempt < STOCK_PUSH_MAX_ATTEMPTS)
      await d.db
        .insert(stockPushQueue)
        .values(refused.map((productId) => ({ orgId: payload.orgId, storeAccountId, productId })))
        .onConflictDoNothing();
  }
  if (failures.length) throw new Error(`stock push refused by the channel: ${failures.join("; ")}`);
}

export const stockPushListeners = [
  listenStatement(stockPosted, "integrations.stockPushQueue", queueBind, (found, p, { tx, actor }) => queueFound(found, p, tx, actor)),
];

export const stockPushOutboxHandlers = [
  outboxHandler(stockPushQueued, "integrations.stockPushOnChange", deliverQueued, { maxAttempts: STOCK_PUSH_MAX_ATTEMPTS }),
];
