import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { contexts, organizations, users } from "../../../platform/identity/schema.js";
import { stamps } from "../../../platform/db/columns.js";

/**
 * What the user centre keeps about an organisation beyond the platform's identity row: its customer
 * code prefix, contact and settings. One row per org (created with the org; older orgs get one lazily).
 * Settings carry their own version so that editing settings never races an edit of the org itself.
 */
export const orgProfiles = pgTable(
  "org_profiles",
  {
    orgId: integer("org_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** 2–4 uppercase letters, unique in the context: the org's part of its document numbers. */
    customerPrefix: varchar("customer_prefix", { length: 4 }),
    contactName: varchar("contact_name", { length: 100 }),
    contactEmail: varchar("contact_email", { length: 200 }),
    contactPhone: varchar("contact_phone", { length: 40 }),
    /** Warehouse code or id; a free value until the warehouses of issue 4 exist. */
    defaultWarehouse: varchar("default_warehouse", { length: 64 }),
    currency: varchar("currency", { length: 3 }),
    locale: varchar("locale", { length: 8 }),
    timeZone: varchar("time_zone", { length: 64 }),
    billingContactName: varchar("billing_contact_name", { length: 100 }),
    billingContactEmail: varchar("billing_contact_email", { length: 200 }),
    settingsVersion: integer("settings_version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("org_profiles_context_prefix_uq").on(t.contextId, t.customerPrefix)],
);

/** Public sign-ups of new sellers, decided once by operator staff (accepted, bypassed or denied). */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    companyName: varchar("company_name", { length: 200 }).notNull(),
    /** Business registration number: the spec's "id vector"; one live registration per number. */
    companyId: varchar("company_id", { length: 64 }).notNull(),
    contactName: varchar("contact_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 200 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    remark: varchar("remark", { length: 500 }),
    /** pending | accepted | denied; changes only through accept / bypass / denied. */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    bypassed: boolean("bypassed").notNull().default(false),
    deniedReason: varchar("denied_reason", { length: 500 }),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The seller org and admin user created on acceptance. */
    orgId: integer("org_id").references(() => organizations.id),
    adminUserId: integer("admin_user_id").references(() => users.id),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [
    index("registrations_context_company_idx").on(t.contextId, t.companyId),
    index("registrations_status_idx").on(t.contextId, t.status),
  ],
);

/**
 * Access groups of an operator org: staff in a group see only the groups' orgs (plus their own org);
 * staff in no group keep the operator's full scope. platform/access/scope.ts reads the two link
 * tables by name (the platform imports no module).
 */
export const accessGroups = pgTable(
  "access_groups",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** The operator org that owns the group. */
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    /** Warehouse and store-account ids (their tables come with later issues). */
    warehouseIds: integer("warehouse_ids").array().notNull().default([]),
    accountIds: integer("account_ids").array().notNull().default([]),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("access_groups_org_code_uq").on(t.orgId, t.code)],
);

export const accessGroupOrgs = pgTable(
  "access_group_orgs",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => accessGroups.id, { onDelete: "cascade" }),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.orgId] })],
);

export const accessGroupUsers = pgTable(
  "access_group_users",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => accessGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("access_group_users_user_idx").on(t.userId)],
);

/** The product's systems (WMS, OMS, TMS, BMS...) per context: reference data for menus and integrations. */
export const ucSystems = pgTable(
  "uc_systems",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 16 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("uc_systems_context_code_uq").on(t.contextId, t.code)],
);

/** Sea and air ports (reference data for inbound shipments). */
export const ucPorts = pgTable(
  "uc_ports",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    /** UN/LOCODE, e.g. USLAX. */
    code: varchar("code", { length: 8 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    country: varchar("country", { length: 2 }).notNull(),
    state: varchar("state", { length: 8 }),
    kind: varchar("kind", { length: 8 }).notNull().default("sea"),
    /** Optimistic lock of the port commands (port.service.ts). */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("uc_ports_context_code_uq").on(t.contextId, t.code)],
);
