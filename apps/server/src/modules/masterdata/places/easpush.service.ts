import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { EasPushRow } from "@entrepot/contracts";
import type { Actor } from "../../../platform/access/actor.js";
import { orgScope, warehouseScope } from "../../../platform/access/scope.js";
import { AuditAction } from "../../../platform/audit/audit.js";
import { type CommandContext, runCommand } from "../../../platform/audit/command.js";
import type { DbOrTx } from "../../../platform/db/database.js";
import { conflict, notFound } from "../../../platform/http/errors.js";
import type { ResourceListQuery } from "../../../platform/http/resource-routes.js";
import { organizations, users } from "../../../platform/identity/schema.js";
import { loadWarehouse } from "./places.common.js";
import { erpPushes } from "./places.schema.js";
import { isoTime, isoTimeOrNull } from "../../../platform/db/columns.js";
import { auditNames } from "../../../platform/crud/index.js";

export const ErpPushAudit = auditNames("erp_push", ["pushWarehouseToErp", "retryErpPush"]);

/**
 * Pushes of warehouses to the ERP (EAS). A push request stores what would be sent (JSON) as a pending
 * row; `deliverPendingPushes` hands pending rows to the ERP adapter and records the answer. A failure the
 * ERP may get over (network, time-out) goes back to pending with a growing delay, up to MAX_ATTEMPTS; a
 * refusal (bad data) fails at once. Failed pushes are retried on request (retryPush).
 *
 * The push route delivers at once; the periodic job `masterdata.easPushDelivery` (places.register.ts)
 * calls `deliverPendingPushes(db)` every minute for the rest. Safe on several nodes at once (each row is
 * claimed before delivery).
 */

export const MAX_ATTEMPTS = 5;
const CLAIM_LEASE_MS = 5 * 60_000;
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export type ErpResult = { ok: true; response: unknown } | { ok: false; permanent: boolean; error: string; response?: unknown };
/** One outside system; `deliver` may throw (counted as a transient failure). */
export interface ErpAdapter {
  target: string;
  deliver(entity: string, payload: Record<string, unknown>): Promise<ErpResult>;
}

/**
 * The sandbox EAS (these machines reach no outside service): it checks a warehouse the way EAS does
 * (number, name of at most 80 characters, an address with country, line and postcode, a currency) and
 * answers with the EAS number it would assign.
 */
export const sandboxEasAdapter: ErpAdapter = {
  target: "EAS",
  async deliver(entity, payload) {
    const p = payload as {
      number?: string;
      name?: string;
      currency?: string;
      address?: { country?: string; line1?: string; postcode?: string };
    };
    const missing = [
      !p.number && "number",
      !p.address?.country && "address.country",
      !p.address?.line1 && "address.line1",
      !p.address?.postcode && "address.postcode",
      !p.currency && "currency",
    ].filter(Boolean);
    if (missing.length)
      return { ok: false, permanent: true, error: `EAS-400 missing fields: ${missing.join(", ")}`, response: { code: "EAS-400", missing } };
    if ((p.name ?? "").length > 80)
      return { ok: false, permanent: true, error: "EAS-400 name longer than 80 characters", response: { code: "EAS-400", field: "name" } };
    return {
      ok: true,
      response: {
        code: "EAS-200",
        easNumber: `EAS-${entity === "warehouse" ? "WH" : "MD"}-${p.number}`,
        receivedAt: new Date().toISOString(),
        sandbox: true,
      },
    };
  },
};

let currentAdapter: ErpAdapter = sandboxEasAdapter;
/** Swaps the ERP adapter (tests; a real EAS adapter later). Returns a function that puts the previous one back. */
export function useErpAdapter(adapter: ErpAdapter): () => void {
  const previous = currentAdapter;
  currentAdapter = adapter;
  return () => {
    currentAdapter = previous;
  };
}

const rowSelect = {
  id: erpPushes.id,
  entity: erpPushes.entity,
  entityId: erpPushes.entityId,
  entityCode: erpPushes.entityCode,
  target: erpPushes.target,
  status: erpPushes.status,
  attempts: erpPushes.attempts,
  lastError: erpPushes.lastError,
  payload: erpPushes.payload,
  response: erpPushes.response,
  requestedByName: users.fullName,
  createdAt: isoTime(erpPushes.createdAt),
  lastAttemptAt: isoTimeOrNull(erpPushes.lastAttemptAt),
  sentAt: isoTimeOrNull(erpPushes.sentAt),
  nextAttemptAt: isoTimeOrNull(erpPushes.nextAttemptAt),
};
const pushScope = (actor: Actor) =>
  and(
    eq(erpPushes.contextId, actor.contextId),
    orgScope(actor, erpPushes.orgId),
    eq(erpPushes.entity, "warehouse"),
    warehouseScope(actor, erpPushes.entityId),
  );

/** The list behind easPushResource: the API's filters beyond the definition's fields. */
export function pushList(actor: Actor): ResourceListQuery {
  return {
    select: rowSelect,
    from: (q) => q.from(erpPushes).leftJoin(users, eq(users.id, erpPushes.requestedBy)).$dynamic(),
    where: pushScope(actor),
    columns: {
      entityId: { column: erpPushes.entityId, type: "int" },
      attempts: { column: erpPushes.attempts, type: "int" },
      lastError: false,
      requestedByName: false,
      nextAttemptAt: false,
      payload: false,
      response: false,
    },
    tieBreaker: erpPushes.id,
  };
}

export async function getPush(db: DbOrTx, actor: Actor, id: number): Promise<EasPushRow> {
  const [row] = await db
    .select(rowSelect)
    .from(erpPushes)
    .leftJoin(users, eq(users.id, erpPushes.requestedBy))
    .where(and(eq(erpPushes.id, id), pushScope(actor)));
  if (!row) throw notFound("masterdata.push");
  return row as EasPushRow;
}

/** What EAS receives for a warehouse. */
function warehousePayload(w: Awaited<ReturnType<typeof loadWarehouse>>, org: { code: string; name: string }) {
  return {
    number: w.code,
    name: w.name,
    type: w.warehouseType,
    status: w.active ? "enabled" : "disabled",
    operatorOrg: { code: org.code, name: org.name },
    address: { country: w.countryCode, state: w.state, city: w.city, line1: w.address1, line2: w.address2, postcode: w.postcode },
    contact: { name: w.contactName, phone: w.contactPhone },
    currency: w.currency,
    timeZone: w.timeZone,
    capacityM3: w.capacityM3,
  };
}

/**
 * eas/pushWarehouse: records a push of the warehouse as it is now. A push of the same warehouse still
 * waiting is brought up to date instead of queueing a second one. Returns the push id.
 */
export async function requestWarehousePush(ctx: CommandContext, warehouseId: number): Promise<number> {
  return runCommand(ctx, async (tx) => {
    const w = await loadWarehouse(tx, ctx.actor, warehouseId, "managed");
    const [org] = await tx
      .select({ code: organizations.code, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, w.orgId));
    const payload = warehousePayload(w, org!);
    const now = new Date();
    const [waiting] = await tx
      .select()
      .from(erpPushes)
      .where(
        and(
          eq(erpPushes.entity, "warehouse"),
          eq(erpPushes.entityId, w.id),
          eq(erpPushes.status, "pending"),
          eq(erpPushes.target, currentAdapter.target),
        ),
      )
      .for("update");
    if (waiting) {
      const [after] = await tx
        .update(erpPushes)
        .set({ payload, requestedBy: ctx.actor.userId, nextAttemptAt: now, updatedAt: now })
        .where(eq(erpPushes.id, waiting.id))
        .returning();
      return {
        result: waiting.id,
        audit: ErpPushAudit.entry("pushWarehouseToErp", AuditAction.update, {
          entityId: waiting.id,
          orgId: w.orgId,
          before: waiting,
          after,
        }),
      };
    }
    const [row] = await tx
      .insert(erpPushes)
      .values({
        contextId: w.contextId,
        orgId: w.orgId,
        target: currentAdapter.target,
        entity: "warehouse",
        entityId: w.id,
        entityCode: w.code,
        payload,
        requestedBy: ctx.actor.userId,
        nextAttemptAt: now,
      })
      .returning();
    return {
      result: row!.id,
      audit: ErpPushAudit.entry("pushWarehouseToErp", AuditAction.create, { entityId: row!.id, orgId: w.orgId, after: row }),
    };
  });
}

/** Puts a failed push back in the queue (attempts restart from zero). */
export async function retryPush(ctx: CommandContext, id: number): Promise<void> {
  await runCommand(ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(erpPushes)
      .where(and(eq(erpPushes.id, id), pushScope(ctx.actor)))
      .for("update");
    if (!before) throw notFound("masterdata.push");
    if (before.status !== "failed") throw conflict("masterdata.pushNotRetryable", { status: before.status });
    const [after] = await tx
      .update(erpPushes)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(eq(erpPushes.id, id))
      .returning();
    return {
      result: null,
      audit: ErpPushAudit.entry("retryErpPush", AuditAction.update, { entityId: id, orgId: before.orgId, before, after }),
    };
  });
}

export interface DeliveryReport {
  attempted: number;
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * Delivers the pending pushes that are due (or the given ones, when due): claims each row (attempts + 1,
 * a lease on `next_attempt_at`) so that no other worker takes it, calls the adapter outside any
 * transaction, then records the answer.
 */
export async function deliverPendingPushes(
  db: DbOrTx,
  opts: { adapter?: ErpAdapter; ids?: number[]; limit?: number; now?: Date } = {},
): Promise<DeliveryReport> {
  const adapter = opts.adapter ?? currentAdapter;
  const now = opts.now ?? new Date();
  const due = and(
    eq(erpPushes.status, "pending"),
    eq(erpPushes.target, adapter.target),
    or(isNull(erpPushes.nextAttemptAt), lte(erpPushes.nextAttemptAt, now)),
  );
  const candidates = await db
    .select({ id: erpPushes.id })
    .from(erpPushes)
    .where(and(due, opts.ids ? inArray(erpPushes.id, opts.ids) : undefined))
    .orderBy(asc(erpPushes.id))
    .limit(opts.limit ?? 100);
  const report: DeliveryReport = { attempted: 0, sent: 0, failed: 0, retrying: 0 };
  for (const { id } of candidates) {
    const [claimed] = await db
      .update(erpPushes)
      .set({
        attempts: sql`${erpPushes.attempts} + 1`,
        lastAttemptAt: now,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        updatedAt: now,
      })
      .where(and(eq(erpPushes.id, id), due))
      .returning();
    if (!claimed) continue; // another worker took it
    report.attempted++;
    let result: ErpResult;
    try {
      result = await adapter.deliver(claimed.entity, claimed.payload as Record<string, unknown>);
    } catch (err) {
      result = { ok: false, permanent: false, error: err instanceof Error ? err.message : String(err) };
    }
    const done = new Date();
    if (result.ok) {
      await db
        .update(erpPushes)
        .set({ status: "sent", response: result.response as object, lastError: null, sentAt: done, nextAttemptAt: null, updatedAt: done })
        .where(eq(erpPushes.id, id));
      report.sent++;
    } else if (result.permanent || claimed.attempts >= MAX_ATTEMPTS) {
      await db
        .update(erpPushes)
        .set({
          status: "failed",
          lastError: result.error,
          response: (result.response ?? null) as object,
          nextAttemptAt: null,
          updatedAt: done,
        })
        .where(eq(erpPushes.id, id));
      report.failed++;
    } else {
      await db
        .update(erpPushes)
        .set({
          status: "pending",
          lastError: result.error,
          response: (result.response ?? null) as object,
          nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts)),
          updatedAt: done,
        })
        .where(eq(erpPushes.id, id));
      report.retrying++;
    }
  }
  return report;
}
