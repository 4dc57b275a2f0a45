import { sql } from "drizzle-orm";
import { now } from "../clock.js";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { stamps } from "../db/columns.js";

/**
 * The identity core every request needs (who is calling, for which org, with which permissions).
 * It lives in the platform because authentication and data scope are cross-cutting and the platform
 * imports no module; the `admin` module manages these tables through the platform's services.
 */
export const contexts = pgTable("contexts", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 32 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
  defaultCurrency: varchar("default_currency", { length: 3 }).notNull().default("USD"),
  timeZone: varchar("time_zone", { length: 64 }).notNull().default("America/Los_Angeles"),
  ...stamps,
});

export const organizations = pgTable(
  "organizations",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    /** platform | operator | seller | forwarder | supplier | company */
    kind: varchar("kind", { length: 16 }).notNull(),
    /** The operator org that serves this org (sellers, forwarders); null for operators and the platform. */
    managingOrgId: integer("managing_org_id"),
    status: varchar("status", { length: 16 }).notNull().default("active"),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("organizations_context_code_uq").on(t.contextId, t.code), index("organizations_managing_idx").on(t.managingOrgId)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    username: varchar("username", { length: 64 }).notNull(),
    fullName: varchar("full_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 200 }),
    phone: varchar("phone", { length: 40 }),
    passwordHash: text("password_hash").notNull(),
    locale: varchar("locale", { length: 8 }).notNull().default("zh-CN"),
    status: varchar("status", { length: 16 }).notNull().default("active"),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("users_context_username_uq").on(t.contextId, sql`lower(${t.username})`), index("users_org_idx").on(t.orgId)],
);

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** The org that owns the role (the operator's for staff roles, a seller's for its own roles). */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 64 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    builtIn: boolean("built_in").notNull().default(false),
    /** Set on an org-role template (UcOrgrole): the kind of org (seller, forwarder...) its owner offers it to. */
    templateKind: varchar("template_kind", { length: 16 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("roles_org_code_uq").on(t.orgId, t.code)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission: varchar("permission", { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256 (a leaked table is no login). */
export const sessions = pgTable(
  "sessions",
  {
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 300 }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Append-only audit log: one row per command, written in the command's transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contextId: integer("context_id").notNull(),
    /** The org whose data changed (tenant scope of the row). */
    orgId: integer("org_id"),
    actorUserId: integer("actor_user_id"),
    /** Spec action code: 100 create, 200 update, 300 delete, 400 cancel, 500 approve ... */
    action: integer("action").notNull(),
    command: varchar("command", { length: 100 }).notNull(),
    entity: varchar("entity", { length: 64 }).notNull(),
    entityId: varchar("entity_id", { length: 64 }),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: varchar("request_id", { length: 64 }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId), index("audit_org_at_idx").on(t.orgId, t.at)],
);
