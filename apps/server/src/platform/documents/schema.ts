import { sql } from "drizzle-orm";
import { char, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { now } from "../clock.js";

/**
 * The outbox: one row per (event, outbox handler), written in the transaction of the command that emitted
 * the event, delivered after commit by the `platform.outboxDelivery` periodic job. `org_id` is the org the
 * event is about (a webhook goes to that org's endpoint); it carries no foreign key, so writing a row
 * costs one insert and an org's delivery history never blocks changes to the org.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: serial("id").primaryKey(),
    event: varchar("event", { length: 128 }).notNull(),
    handler: varchar("handler", { length: 128 }).notNull(),
    orgId: integer("org_id"),
    payload: jsonb("payload").notNull(),
    /** pending -> delivered, or failed after the handler's last try (a person may retry it later). */
    status: varchar("status", { length: 16 }).$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When it may be tried next: a claim pushes it ahead (a lease), a failure by the backoff. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    requestId: varchar("request_id", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    // the delivery job's scan: only pending rows, oldest due first
    index("outbox_events_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("outbox_events_org_idx").on(t.orgId, t.createdAt),
  ],
);
export type OutboxRow = typeof outboxEvents.$inferSelect;

/**
 * Idempotency keys of commands (ARCHITECTURE §3): who sent which key to which route with which request,
 * and the answer given. Written in the command's own transaction, so a key exists exactly when its
 * command committed. One key per actor: a key reused on another route or with another body is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id").notNull(),
    key: varchar("key", { length: 255 }).notNull(),
    /** `POST /api/v1/UcRegistration/accept`: the route's pattern, not the URL. */
    route: varchar("route", { length: 255 }).notNull(),
    /** SHA-256 (hex) of the canonical request: query and body. */
    requestHash: char("request_hash", { length: 64 }).notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_actor_key_uq").on(t.actorUserId, t.key), index("idempotency_keys_created_idx").on(t.createdAt)],
);
