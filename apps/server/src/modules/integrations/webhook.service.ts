import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryRow, type WebhookRow, type WebhookSave } from "@entrepot/contracts";
import type { Actor } from "../../platform/access/actor.js";
import type { Secrets } from "../../platform/crypto/secrets.js";
import { orgScope } from "../../platform/access/scope.js";
import { AuditAction } from "../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../platform/audit/command.js";
import { checkVersion, deleteRecord, requireVersion } from "../../platform/crud/index.js";
import { isoTime, isoTimeOrNull } from "../../platform/db/columns.js";
import type { Db, DbOrTx, Tx } from "../../platform/db/database.js";
import { badRequest, businessRule, notFound } from "../../platform/http/errors.js";
import type { ResourceListQuery } from "../../platform/http/resource-routes.js";
import { WebhookAudit } from "./audit.js";
import { webhookDeliveries, webhookSubscriptions } from "./schema.js";
import { type AttemptResult, postOnce } from "./webhook.delivery.js";
import { newWebhookSecret } from "./webhook.sign.js";

const rowSelect = {
  id: webhookSubscriptions.id,
  orgId: webhookSubscriptions.orgId,
  url: webhookSubscriptions.url,
  events: webhookSubscriptions.events,
  eventList: sql<string>`(select string_agg(e, ', ' order by e) from jsonb_array_elements_text(${webhookSubscriptions.events}) e)`,
  active: webhookSubscriptions.active,
  remark: webhookSubscriptions.remark,
  lastDeliveryAt: isoTimeOrNull(webhookSubscriptions.lastDeliveryAt),
  version: webhookSubscriptions.version,
  updatedAt: isoTime(webhookSubscriptions.updatedAt),
};

/** The list's query; its whitelist and export come from `webhookResource` (contracts). The secret is never listed. */
export function webhookList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(webhookSubscriptions).$dynamic(),
    where: orgScope(actor, webhookSubscriptions.orgId),
    tieBreaker: webhookSubscriptions.id,
  };
}

export async function getWebhook(db: DbOrTx, actor: Actor, id: number): Promise<WebhookRow> {
  const [row] = await db
    .select(rowSelect)
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), orgScope(actor, webhookSubscriptions.orgId)));
  if (!row) throw notFound("integrations.webhook");
  return row;
}

async function lockWebhook(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), orgScope(actor, webhookSubscriptions.orgId)))
    .for("update");
  if (!row) throw notFound("integrations.webhook");
  return row;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * https anywhere; plain http only to this machine and only outside production (a developer's or a test's
 * receiver): a seller's data never travels unencrypted.
 */
export function checkWebhookUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest("integrations.badUrl");
  }
  const localHttp = url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname) && process.env.NODE_ENV !== "production";
  if ((url.protocol !== "https:" && !localHttp) || url.username || url.password) throw badRequest("integrations.badUrl");
  return url.toString();
}

/** What the audit row shows: everything but the secret. */
const auditView = ({ secret: _secret, ...rest }: typeof webhookSubscriptions.$inferSelect) => rest;

/** Creates (secret generated, in this answer only) or updates a subscription of the seller's own org. */
export async function saveWebhook(ctx: CommandContext, input: WebhookSave, secrets: Secrets): Promise<WebhookRow> {
  requireVersion(input);
  const values = {
    url: checkWebhookUrl(input.url),
    events: [...new Set(input.events)].sort(),
    active: input.active ?? true,
    remark: input.remark ?? null,
  };
  const { id, secret } = await runCommand<{ id: number; secret: string | undefined }>(ctx, async (tx) => {
    if (input.id === undefined) {
      if (ctx.actor.orgKind !== "seller") throw businessRule("integrations.sellerOnly");
      const secret = newWebhookSecret();
      const [row] = await tx
        .insert(webhookSubscriptions)
        .values({ orgId: ctx.actor.orgId, ...values, secret: secrets.seal(secret) })
        .returning();
      return {
        result: { id: row!.id, secret },
        audit: WebhookAudit.entry("createWebhookSubscription", AuditAction.create, {
          entityId: row!.id,
          orgId: row!.orgId,
          after: auditView(row!),
        }),
      };
    }
    const before = await lockWebhook(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(webhookSubscriptions)
      .set({ ...values, version: before.version + 1, updatedAt: new Date() })
      .where(eq(webhookSubscriptions.id, before.id))
      .returning();
    return {
      result: { id: before.id, secret: undefined },
      audit: WebhookAudit.entry("updateWebhookSubscription", AuditAction.update, {
        entityId: before.id,
        orgId: before.orgId,
        before: auditView(before),
        after: auditView(after!),
      }),
    };
  });
  const row = await getWebhook(ctx.db, ctx.actor, id);
  return secret ? { ...row, secret } : row;
}

/** A new secret, shown in this answer only; the old one stops signing at once. */
export async function rotateWebhookSecret(
  ctx: CommandContext,
  input: { id: number; version: number },
  secrets: Secrets,
): Promise<WebhookRow> {
  const secret = newWebhookSecret();
  await runCommand(ctx, async (tx) => {
    const before = await lockWebhook(tx, ctx.actor, input.id);
    checkVersion(before, input.version);
    await tx
      .update(webhookSubscriptions)
      .set({ secret: secrets.seal(secret), version: before.version + 1, updatedAt: new Date() })
      .where(eq(webhookSubscriptions.id, before.id));
    return {
      result: undefined,
      audit: WebhookAudit.entry("rotateWebhookSecret", AuditAction.update, { entityId: before.id, orgId: before.orgId }),
    };
  });
  return { ...(await getWebhook(ctx.db, ctx.actor, input.id)), secret };
}

export async function deleteWebhook(ctx: CommandContext, id: number): Promise<void> {
  await deleteRecord(ctx, {
    table: webhookSubscriptions,
    load: (tx) => lockWebhook(tx, ctx.actor, id),
    auditView,
    audit: { names: WebhookAudit, command: "deleteWebhookSubscription" },
  });
}

/** The attempts made to one subscription, newest first (404 outside the caller's org). */
export async function webhookDeliveryList(db: DbOrTx, actor: Actor, subscriptionId: number, limit = 100): Promise<WebhookDeliveryRow[]> {
  await getWebhook(db, actor, subscriptionId);
  return db
    .select({
      id: webhookDeliveries.id,
      subscriptionId: webhookDeliveries.subscriptionId,
      event: webhookDeliveries.event,
      deliveryKey: webhookDeliveries.deliveryKey,
      attempt: webhookDeliveries.attempt,
      statusCode: webhookDeliveries.statusCode,
      ok: webhookDeliveries.ok,
      responseExcerpt: webhookDeliveries.responseExcerpt,
      durationMs: webhookDeliveries.durationMs,
      error: webhookDeliveries.error,
      createdAt: isoTime(webhookDeliveries.createdAt),
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), orgScope(actor, webhookDeliveries.orgId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * "Send test delivery": one signed `webhook.test` post now, recorded like any attempt, its outcome answered.
 * The post runs outside any transaction (a receiver may take seconds); the audit row says who sent it.
 */
export async function sendTestDelivery(
  db: Db,
  actor: Actor,
  id: number,
  secrets: Secrets,
): Promise<AttemptResult & { deliveryKey: string }> {
  const [sub] = await db
    .select({
      id: webhookSubscriptions.id,
      orgId: webhookSubscriptions.orgId,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
    })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), orgScope(actor, webhookSubscriptions.orgId)));
  if (!sub) throw notFound("integrations.webhook");
  const deliveryKey = `test-${randomUUID()}`;
  const result = await postOnce(db, { ...sub, secret: secrets.open(sub.secret) }, WEBHOOK_TEST_EVENT, deliveryKey, 1, {
    message: "a test delivery from Entrepot",
    subscriptionId: sub.id,
  });
  await runCommand({ db, actor }, async () => ({
    result: undefined,
    audit: WebhookAudit.entry("sendTestWebhook", AuditAction.update, {
      entityId: sub.id,
      orgId: sub.orgId,
      after: { deliveryKey, ok: result.ok, statusCode: result.statusCode },
    }),
  }));
  return { ...result, deliveryKey };
}
