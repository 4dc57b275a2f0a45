import { z } from "zod";
import { orgKind } from "../auth.js";
import { id, ids, optText, version } from "../common.js";
import type { PermissionDef } from "../permission-def.js";

/** Permission codes of the user centre's orgs area (issue 3); merged into the registry in permissions.ts. */
export const orgsPermissions = {
  "admin:org:manage": { en: "Create and edit organisations, change their status", zh: "新建、编辑组织并修改状态" },
  "admin:org:settings": { en: "Edit an organisation's settings", zh: "修改组织设置" },
  "admin:registration:read": { en: "View sign-up registrations", zh: "查看注册申请" },
  "admin:registration:decide": { en: "Accept, deny or delete registrations", zh: "审核(通过、拒绝、删除)注册申请" },
  "admin:accessgroup:read": { en: "View access groups", zh: "查看访问组" },
  "admin:accessgroup:manage": { en: "Manage access groups", zh: "管理访问组" },
  "admin:system:read": { en: "View systems and ports", zh: "查看系统与港口" },
} as const satisfies Record<string, PermissionDef>;

/**
 * The spec's "service type" of an organisation kind (the company list asks for serviceType 3).
 * One number per kind, so `findAllByServiceType` and the kind column never disagree.
 */
export const orgServiceTypes = { operator: 1, seller: 2, company: 3, forwarder: 4, supplier: 5 } as const;
export type ManagedOrgKind = keyof typeof orgServiceTypes;
export const managedOrgKinds = Object.keys(orgServiceTypes) as ManagedOrgKind[];
export const managedOrgKind = z.enum(["operator", "seller", "company", "forwarder", "supplier"]);
export const orgStatuses = ["active", "disabled"] as const;
export const orgStatus = z.enum(orgStatuses);

/** Customer code prefix: 2–4 uppercase letters, unique in the context, used in the org's document numbers. */
export const customerPrefix = z
  .string()
  .trim()
  .regex(/^[A-Z]{2,4}$/, { message: "v.customerPrefix" });
const orgCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, { message: "v.orgCode" });

export const orgRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: orgKind,
  serviceType: z.number().int().nullable().describe("1 operator, 2 seller, 3 company, 4 forwarder, 5 supplier"),
  managingOrgId: z.number().int().nullable().describe("the operator org that serves this org"),
  managingOrgName: z.string().nullable(),
  customerPrefix: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  status: z.string(),
  userCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrgRow = z.infer<typeof orgRow>;

export const orgSettings = z.object({
  defaultWarehouse: z.string().nullable().describe("warehouse code or id (warehouses come with issue 4)"),
  currency: z.string().nullable(),
  locale: z.string().nullable(),
  timeZone: z.string().nullable(),
  billingContactName: z.string().nullable(),
  billingContactEmail: z.string().nullable(),
  settingsVersion: z.number().int().describe("send it back with updateOrganizationSettings; a stale one answers 409"),
});
export type OrgSettings = z.infer<typeof orgSettings>;
export const orgDetail = orgRow.extend({ settings: orgSettings });
export type OrgDetail = z.infer<typeof orgDetail>;

const orgFields = {
  name: z.string().trim().min(1).max(200),
  managingOrgId: id.nullish().describe("the serving operator; defaults to the caller's operator org"),
  customerPrefix: customerPrefix.nullish(),
  contactName: optText(100),
  contactEmail: z.email().max(200).nullish(),
  contactPhone: optText(40),
};
/** `Organization/saveData`: no `id` creates, an `id` + `version` updates. Status changes only through setStatus. */
export const orgSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: orgCode,
  kind: managedOrgKind,
  ...orgFields,
});
export type OrgSave = z.input<typeof orgSave>;

export const orgSetStatus = z.strictObject({ id, version, status: orgStatus });
export type OrgSetStatus = z.input<typeof orgSetStatus>;

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, { message: "v.currencyCode" });
export const orgSettingsUpdate = z.strictObject({
  id: id,
  settingsVersion: version,
  defaultWarehouse: optText(64),
  currency: currencyCode.nullish(),
  locale: z.enum(["zh-CN", "en-US"]).nullish(),
  timeZone: optText(64),
  billingContactName: optText(100),
  billingContactEmail: z.email().max(200).nullish(),
});
export type OrgSettingsUpdate = z.input<typeof orgSettingsUpdate>;

/** An org as a dropdown option. */
const orgOptionShape = () => ({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(orgKind.options),
  customerPrefix: z.string().nullable(),
});
export const orgOption = z.object(orgOptionShape());
export type OrgOption = z.infer<typeof orgOption>;

export const orgUserContextReply = z.object({
  context: z.object({ id: z.number().int(), code: z.string(), name: z.string(), defaultCurrency: z.string(), timeZone: z.string() }),
  org: z.object({ ...orgOptionShape(), managingOrgId: z.number().int().nullable() }),
  settings: orgSettings,
  /** The orgs the caller may act for (its data scope), for org pickers. */
  orgs: z.array(orgOption),
});
export type OrgUserContextReply = z.infer<typeof orgUserContextReply>;

// --- registrations -------------------------------------------------------------------------------------

export const registrationStatuses = ["pending", "accepted", "denied"] as const;

/** The public sign-up form of a new seller. */
export const registrationSubmit = z.strictObject({
  companyName: z.string().trim().min(2).max(200),
  companyId: z.string().trim().min(4).max(64).describe("business registration number (the spec's id vector)"),
  contactName: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  phone: optText(40),
  remark: optText(500),
});
export type RegistrationSubmit = z.input<typeof registrationSubmit>;

export const registrationRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyId: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.string(),
  bypassed: z.boolean().describe("accepted without the document check"),
  deniedReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  orgId: z.number().int().nullable().describe("the seller org created on acceptance"),
  adminUsername: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;

export const registrationAccept = z.strictObject({
  id: id,
  version,
  orgCode: orgCode.optional().describe("defaults to a code made from the customer prefix"),
  customerPrefix: customerPrefix.optional().describe("defaults to a generated one"),
  adminUsername: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/, { message: "v.orgAdminUsername" })
    .optional()
    .describe("defaults to the applicant's e-mail"),
  managingOrgId: id.optional().describe("the platform names the serving operator; operator staff serve it themselves"),
});
export type RegistrationAccept = z.input<typeof registrationAccept>;
export const registrationDeny = z.strictObject({ id, version, reason: z.string().trim().min(2).max(500) });
export type RegistrationDeny = z.input<typeof registrationDeny>;

/** What the accepter sees once: the new org and its admin's one-time initial password. */
export const registrationAcceptReply = z.object({
  registration: registrationRow,
  org: orgOption,
  adminUsername: z.string(),
  initialPassword: z.string().describe("shown once; the admin should change it at first login"),
});
export type RegistrationAcceptReply = z.infer<typeof registrationAcceptReply>;

// --- access groups -------------------------------------------------------------------------------------

/** A fresh schema per use: one zod instance used twice in a schema becomes an unnamed $ref in OpenAPI. */
export const accessGroupSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: orgCode,
  name: z.string().trim().min(1).max(100),
  remark: optText(500),
  orgIds: ids.default([]).describe("orgs the group's users may see (within the operator's scope)"),
  warehouseIds: ids.default([]).describe("warehouse ids (warehouses come with issue 4)"),
  accountIds: ids.default([]).describe("store account ids (accounts come later)"),
  userIds: ids.default([]).describe("staff of the operator org who belong to the group"),
});
export type AccessGroupSave = z.input<typeof accessGroupSave>;

export const accessGroupRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  orgIds: z.array(z.number().int()),
  warehouseIds: z.array(z.number().int()),
  accountIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  orgNames: z.string().describe("the group's org names, comma-separated"),
  userNames: z.string().describe("the group's users' names, comma-separated"),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AccessGroupRow = z.infer<typeof accessGroupRow>;

/** A staff member of the group's operator org, and whether they belong to the group. */
export const accessGroupUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  assigned: z.boolean(),
});
export type AccessGroupUserRow = z.infer<typeof accessGroupUserRow>;
