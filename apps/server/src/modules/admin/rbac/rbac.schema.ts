import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { contexts, users } from "../../../platform/identity/schema.js";

/**
 * The permission tree (UcPermission): menus (areas and screens), buttons and API permissions, per
 * context. Seeded from the permission registry; `move` re-orders and re-parents. A node's `permission`
 * is the code a user must hold to see it (menus without one show when any child shows).
 */
export const permissionNodes = pgTable(
  "permission_nodes",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    parentId: integer("parent_id"),
    /** menu | button | api */
    kind: varchar("kind", { length: 8 }).notNull(),
    /** Stable key: the permission code, a screen path or a group key. */
    key: varchar("key", { length: 200 }).notNull(),
    permission: varchar("permission", { length: 100 }),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("permission_nodes_key_uq").on(t.contextId, t.key), index("permission_nodes_parent_idx").on(t.parentId)],
);

/** Screens a user pinned (favorite/list); the shell shows them at the top of the menu. */
export const userFavorites = pgTable(
  "user_favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    path: varchar("path", { length: 200 }).notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path] })],
);
