import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { contexts, organizations, users } from "../../../platform/identity/schema.js";
import { stamps } from "../../../platform/db/columns.js";

/**
 * Locale messages (BizLocaleMessage): context-wide overrides of the web app's built-in texts, one per
 * language and i18n key (`shell:menu.home`). Not tenant-owned: every org sees the same wording.
 */
export const localeMessages = pgTable(
  "locale_messages",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    lang: varchar("lang", { length: 8 }).notNull(),
    msgKey: varchar("msg_key", { length: 200 }).notNull(),
    text: varchar("text", { length: 2000 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("locale_messages_context_lang_key_uq").on(t.contextId, t.lang, t.msgKey)],
);

/** Departments: a tree per org (tenant-owned); a parent is always of the same org. */
export const departments = pgTable(
  "departments",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    parentId: integer("parent_id"),
    name: varchar("name", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [index("departments_org_parent_idx").on(t.orgId, t.parentId)],
);

/** Posts (job positions) of an org: a user holds one post in each department they belong to. */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    code: varchar("code", { length: 32 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    sort: integer("sort").notNull().default(0),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("posts_org_code_uq").on(t.orgId, t.code)],
);

/** Who sits where: a user's departments and the post held in each (users belong to the rbac area). */
export const userPostDepts = pgTable(
  "user_post_depts",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deptId: integer("dept_id")
      .notNull()
      .references(() => departments.id),
    postId: integer("post_id").references(() => posts.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deptId] }),
    index("user_post_depts_dept_idx").on(t.deptId),
    index("user_post_depts_post_idx").on(t.postId),
  ],
);

/**
 * Announcements: published by an org (the platform, or an operator to the orgs it serves) to a target
 * within its scope; `active` changes only through setActive. Content is sanitised HTML.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    /** all | orgKinds | orgs | roles */
    targetKind: varchar("target_kind", { length: 16 }).notNull(),
    /** org kinds, org codes or role codes, by target kind */
    targetValues: jsonb("target_values").$type<string[]>().notNull().default([]),
    active: boolean("active").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [index("announcements_context_active_idx").on(t.contextId, t.active), index("announcements_org_idx").on(t.orgId)],
);

/** Who has read which announcement (one row per reader, written once). */
export const announcementReads = pgTable(
  "announcement_reads",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index("announcement_reads_user_idx").on(t.userId)],
);

/** Attachment models: the kinds of record that carry files (inbound order, product...). Context-wide. */
export const attachModels = pgTable(
  "attach_models",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 64 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("attach_models_context_code_uq").on(t.contextId, t.code)],
);

/** Attachment types: kinds of document (invoice, photo, certificate...). Context-wide. */
export const attachTypes = pgTable(
  "attach_types",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    code: varchar("code", { length: 64 }).notNull(),
    nameZh: varchar("name_zh", { length: 100 }).notNull(),
    nameEn: varchar("name_en", { length: 100 }).notNull(),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("attach_types_context_code_uq").on(t.contextId, t.code)],
);

/** A rule lets one type of document be attached to one model: which formats, how large. */
export const attachRules = pgTable(
  "attach_rules",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    modelId: integer("model_id")
      .notNull()
      .references(() => attachModels.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => attachTypes.id),
    formats: jsonb("formats").$type<string[]>().notNull(),
    maxSizeKb: integer("max_size_kb").notNull(),
    remark: varchar("remark", { length: 500 }),
    version: integer("version").notNull().default(1),
    ...stamps,
  },
  (t) => [uniqueIndex("attach_rules_model_type_uq").on(t.modelId, t.typeId)],
);

/** Uploaded files (tenant-owned): the bytes are in the file store under `storage_key`. */
export const bizAttachments = pgTable(
  "biz_attachments",
  {
    id: serial("id").primaryKey(),
    contextId: integer("context_id")
      .notNull()
      .references(() => contexts.id),
    orgId: integer("org_id")
      .notNull()
      .references(() => organizations.id),
    modelCode: varchar("model_code", { length: 64 }).notNull(),
    typeCode: varchar("type_code", { length: 64 }).notNull(),
    /** The id of the record the file belongs to (an announcement, an inbound order...), when known. */
    bizId: varchar("biz_id", { length: 64 }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    format: varchar("format", { length: 16 }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    storageKey: varchar("storage_key", { length: 300 }).notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("biz_attachments_org_model_idx").on(t.orgId, t.modelCode, t.bizId)],
);
