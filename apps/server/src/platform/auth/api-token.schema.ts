import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { organizations, users } from "../identity/schema.js";

/**
 * API tokens for sellers' own systems (`Authorization: Bearer <token>`). Only the SHA-256 of the token
 * is stored, the token itself is shown once. A token acts as its org with at most its permissions,
 * and never more than its creator still holds (checked on every request).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id").notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    name: varchar("name", { length: 100 }).notNull(),
    /** The first characters of the token, to recognise it in the list. */
    prefix: varchar("prefix", { length: 16 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    permissions: text("permissions").array().notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_org_idx").on(t.orgId)],
);
