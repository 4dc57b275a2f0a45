import { z } from "zod";
import { localeSchema } from "../auth.js";
import { id, remark, version } from "../common.js";
import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's content area (issue 3); merged into the registry in permissions.ts. */
export const contentPermissions = {
  "admin:locale:manage": { en: "Edit the interface texts in Chinese and English", zh: "修改界面的中英文文字" },
  "admin:dept:read": { en: "View departments and posts", zh: "查看部门和岗位" },
  "admin:dept:manage": { en: "Manage departments, posts and assignments", zh: "管理部门、岗位和人员分配" },
  "admin:announcement:manage": { en: "Manage announcements", zh: "管理公告" },
  "admin:attachment:manage": {
    en: "Manage which files each kind of record takes (attachment rules and types)",
    zh: "管理各类单据可上传的附件(附件规则和类型)",
  },
  "admin:file:read": { en: "View and download attachments", zh: "查看和下载附件" },
  "admin:file:upload": { en: "Upload and delete attachments", zh: "上传和删除附件" },
} as const satisfies Record<string, PermissionDef>;

const name = z.string().trim().min(1).max(100);

// ---- locale messages (BizLocaleMessage) ----

/** An i18n key of the web app: `<namespace>:<dotted.path>` (e.g. `shell:menu.home`). */
const messageKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w-]{0,63}:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,9}$/, { message: "v.localeKey" })
  .max(200);

export const localeMessageRow = z.object({
  id: z.number().int(),
  lang: localeSchema,
  msgKey: z.string(),
  text: z.string(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type LocaleMessageRow = z.infer<typeof localeMessageRow>;

/** Create (no id) or update (id + version) one override. */
export const localeMessageSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  lang: localeSchema,
  msgKey: messageKey,
  text: z.string().trim().min(1).max(2000),
  remark,
});
export type LocaleMessageSave = z.input<typeof localeMessageSave>;

/** getByLangKey without a key: every override of one language, key -> text (the web's start-up load). */
export const localeBundle = z.record(z.string(), z.string());
export type LocaleBundle = z.infer<typeof localeBundle>;

// ---- departments, posts and who sits where ----

export interface DeptNode {
  id: number;
  orgId: number;
  parentId: number | null;
  name: string;
  sort: number;
  remark: string | null;
  version: number;
  userCount: number;
  children: DeptNode[];
}
export const deptNode: z.ZodType<DeptNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      orgId: z.number().int(),
      parentId: z.number().int().nullable(),
      name: z.string(),
      sort: z.number().int(),
      remark: z.string().nullable(),
      version: z.number().int(),
      userCount: z.number().int().describe("users assigned directly to this department"),
      children: z.array(deptNode),
    }),
  )
  .meta({ id: "DeptNode" }); // recursive: OpenAPI needs it as a named component

export const deptSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("the org the new department belongs to; default the caller's (not changeable later)"),
  parentId: id.nullable().default(null),
  name,
  sort: z.number().int().min(0).max(99999).default(0),
  remark,
});
export type DeptSave = z.input<typeof deptSave>;

export const postRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  userCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PostRow = z.infer<typeof postRow>;

export const postSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { message: "v.postCode" }),
  name,
  sort: z.number().int().min(0).max(99999).default(0),
  remark,
});
export type PostSave = z.input<typeof postSave>;

export const deptUserRow = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  postId: z.number().int().nullable(),
  postName: z.string().nullable(),
});
export type DeptUserRow = z.infer<typeof deptUserRow>;

/** A node of the department/user picker tree: departments hold sub-departments and their users. */
export interface DeptUserTreeNode {
  key: string;
  kind: "dept" | "user";
  id: number;
  title: string;
  children?: DeptUserTreeNode[];
}
export const deptUserTreeNode: z.ZodType<DeptUserTreeNode> = z
  .lazy(() =>
    z.object({
      key: z.string(),
      kind: z.enum(["dept", "user"]),
      id: z.number().int(),
      title: z.string(),
      children: z.array(deptUserTreeNode).optional(),
    }),
  )
  .meta({ id: "DeptUserTreeNode" });

/** Replaces one user's departments (and the post held in each). */
export const userAssignmentsSave = z.strictObject({
  userId: id,
  assignments: z.array(z.strictObject({ deptId: id, postId: id.nullable().default(null) })).max(50),
});
export type UserAssignmentsSave = z.input<typeof userAssignmentsSave>;

// ---- announcements (UcAnnouncement) ----

/** Who an announcement reaches (always within the publisher's own scope). */
export const announcementTargetKinds = ["all", "orgKinds", "orgs", "roles"] as const;
export type AnnouncementTargetKind = (typeof announcementTargetKinds)[number];

export const announcementRow = z.object({
  id: z.number().int(),
  orgId: z.number().int().describe("the publishing org"),
  title: z.string(),
  content: z.string().describe("sanitised HTML"),
  targetKind: z.enum(announcementTargetKinds),
  targetValues: z.array(z.string()).describe("org kinds, org codes or role codes, by targetKind"),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  readCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AnnouncementRow = z.infer<typeof announcementRow>;

const instant = z.iso.datetime({ offset: true, message: "v.instant" }).nullish();
export const announcementSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(100_000).describe("HTML; scripts, handlers and unknown tags are removed"),
    targetKind: z.enum(announcementTargetKinds),
    targetValues: z.array(z.string().trim().min(1).max(64)).max(200).default([]),
    startsAt: instant,
    endsAt: instant,
  })
  .refine((v) => v.targetKind === "all" || v.targetValues.length > 0, { message: "v.targetValues", path: ["targetValues"] })
  .refine((v) => !v.startsAt || !v.endsAt || v.startsAt < v.endsAt, { message: "v.window", path: ["endsAt"] });
export type AnnouncementSave = z.input<typeof announcementSave>;

export const announcementSetActive = z.strictObject({ id, version, active: z.boolean() });

/** An announcement as its reader sees it in the shell. */
export const myAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
  attachments: z.array(z.object({ id: z.number().int(), fileName: z.string() })).describe("download with BizAttach/view"),
});
export type MyAnnouncement = z.infer<typeof myAnnouncement>;
export const myAnnouncements = z.object({ unread: z.number().int(), rows: z.array(myAnnouncement) });
export type MyAnnouncements = z.infer<typeof myAnnouncements>;

// ---- attachments: models, types, rules, files ----

/** File formats a rule may allow; each is recognised by the file's content (magic bytes), not its name. */
export const fileFormats = ["pdf", "png", "jpg", "gif", "webp", "xlsx", "docx", "zip", "csv", "txt"] as const;
export type FileFormat = (typeof fileFormats)[number];

const catalogCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, { message: "v.typeCode" });

/** Attachment models (the kinds of record that carry files) and types (kinds of document) share one shape. */
export const attachCatalogRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("name in the caller's language"),
  nameZh: z.string(),
  nameEn: z.string(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AttachCatalogRow = z.infer<typeof attachCatalogRow>;
export const attachCatalogSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: catalogCode,
  nameZh: name,
  nameEn: name,
  remark,
});
export type AttachCatalogSave = z.input<typeof attachCatalogSave>;

export const attachRuleRow = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  typeId: z.number().int(),
  typeCode: z.string(),
  typeName: z.string(),
  formats: z.array(z.enum(fileFormats)),
  maxSizeKb: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AttachRuleRow = z.infer<typeof attachRuleRow>;
export const attachRuleSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  modelId: id,
  typeId: id,
  formats: z.array(z.enum(fileFormats)).min(1).max(fileFormats.length),
  maxSizeKb: z
    .number()
    .int()
    .min(1)
    .max(100 * 1024),
  remark,
});
export type AttachRuleSave = z.input<typeof attachRuleSave>;
export const attachRuleClone = z.strictObject({
  id,
  modelId: id.describe("the model the copy is for"),
  typeId: id.optional().describe("default: the same type"),
});

export const bizAttachRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  modelCode: z.string(),
  typeCode: z.string(),
  bizId: z.string().nullable(),
  fileName: z.string(),
  format: z.enum(fileFormats),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BizAttachRow = z.infer<typeof bizAttachRow>;
