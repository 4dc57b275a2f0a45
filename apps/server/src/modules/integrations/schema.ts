import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { stamps, versionColumn } from "../../platform/db/columns.js";
import { organizations } from "../../platform/identity/schema.js";

/**
 * A seller's webhook subscriptions (issue 9): where to post which events. The secret signs every
 * delivery (HMAC-SHA256); it is shown once, when created or rotated, and never listed.
 */
export const webhookSubscriptions = pgTable(
  "webhook_subscriptions",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    url: varchar("url", { length: 500 }).notNull(),
    /** The subscribed event codes (contracts `webhookEvents`). */
    events: jsonb("events").$type<string[]>().notNull(),
    active: boolean("active").notNull().default(true),
    /** Sealed (platform/crypto/secrets.ts): a copied database does not give away the signing keys. */
    secret: text("secret").notNull(),
    remark: varchar("remark", { length: 500 }),
    lastDeliveryAt: timestamp("last_delivery_at", { withTimezone: true }),
    version: versionColumn(),
    ...stamps,
  },
  (t) => [index("webhook_subscriptions_org_idx").on(t.orgId)],
);

/** Every attempt to post to a subscription: what the receiver answered, how long it took, or why it failed. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    event: varchar("event", { length: 60 }).notNull(),
    /** X-Entrepot-Delivery: `<outbox id>-<subscription id>`, or `test-<uuid>`; equal across retries. */
    deliveryKey: varchar("delivery_key", { length: 80 }).notNull(),
    attempt: smallint("attempt").notNull(),
    statusCode: smallint("status_code"),
    ok: boolean("ok").notNull(),
    responseExcerpt: text("response_excerpt"),
    durationMs: integer("duration_ms").notNull(),
    error: varchar("error", { length: 1000 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_sub_idx").on(t.subscriptionId, t.id), index("webhook_deliveries_key_idx").on(t.deliveryKey)],
);
