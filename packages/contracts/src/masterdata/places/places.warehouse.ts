import { z } from "zod";
import { id, optText, queryId, remark, version } from "../../common.js";
import { currencyCode } from "../../money.js";
import { measure } from "../../measures.js";
import { checkPostal, countryCode, phone, placeName, timeZone } from "./places.geo.js";

/**
 * Warehouses (spec §7.6 warehouse/*), their operating settings and inventory batch rules, pushes to the
 * ERP (EAS), and which orgs may use which warehouse (organizationWarehouse/*, virtual warehouses included).
 */

/** Spec §9: 1 own, 2 Amazon-type, 3 third-party, 4 other (left out of the standard lists and of findAllWarehouses). */
export const warehouseTypes = [1, 2, 3, 4] as const;
export const warehouseType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type WarehouseType = z.infer<typeof warehouseType>;
/** The types the standard lists and pickers show. */
export const standardWarehouseTypes = [1, 2, 3] as const;

export const warehouseCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,32}$/, { message: "v.warehouseCode" });

export const warehouseRow = z.object({
  id: z.number().int(),
  orgId: z.number().int().describe("the operator org that runs it"),
  orgCode: z.string(),
  orgName: z.string(),
  code: z.string(),
  name: z.string(),
  warehouseType,
  countryCode: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  capacityM3: z.string().nullable().describe("cubic metres, decimal string"),
  active: z.boolean(),
  pageDisplay: z.boolean().describe("shown in sellers' warehouse pickers"),
  sort: z.number().int(),
  remark: z.string().nullable(),
  assignedOrgCount: z.number().int().describe("orgs with an active assignment"),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

/** Create (no id) or update (id + version). `active` and `pageDisplay` change through their own commands. */
export const warehouseSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.optional().describe("the operator org that runs it; operator staff: their own (the default); the platform must name one"),
    code: warehouseCode.describe("unique in the context; cannot change once created"),
    name: placeName,
    warehouseType,
    countryCode,
    state: optText(8).transform((v) => (v ? v.toUpperCase() : null)),
    city: z.string().trim().min(1).max(100),
    address1: z.string().trim().min(1).max(200),
    address2: optText(200),
    postcode: z.string().trim().min(1).max(16),
    contactName: optText(100),
    contactPhone: phone,
    timeZone,
    currency: currencyCode,
    capacityM3: measure.nullish(),
    sort: z.number().int().min(0).max(99999).default(0),
    remark: remark,
  })
  .superRefine(checkPostal);
export type WarehouseSave = z.input<typeof warehouseSave>;

export const warehouseSetActive = z.strictObject({
  id: id,
  version: version,
  active: z.boolean(),
  endAssignments: z
    .boolean()
    .default(false)
    .describe("deactivating a warehouse that orgs still use: true also ends their assignments; false answers 422"),
});
export type WarehouseSetActive = z.input<typeof warehouseSetActive>;
export const warehousePageDisplay = z.strictObject({ id, version, pageDisplay: z.boolean() });
export type WarehousePageDisplay = z.input<typeof warehousePageDisplay>;

/** A warehouse in a picker (findAllWarehouses, findAllByOrgId, targetWarehouse/list...). `title`/`warehouseName` are the spec's names. */
export const warehouseOption = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  warehouseName: z.string(),
  warehouseType,
  countryCode: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
});
export type WarehouseOption = z.infer<typeof warehouseOption>;
export const warehouseOptionsQuery = z.strictObject({
  warehouseType: z.coerce.number().int().min(1).max(3).optional().describe("only this type (type 4 is never listed here)"),
  keyword: z.string().trim().max(50).optional(),
});

export const warehouseOrgIds = z.object({
  warehouseId: z.number().int(),
  orgId: z.number().int().describe("the operator org that runs it"),
  assignedOrgIds: z.array(z.number().int()).describe("orgs with an active assignment that the caller may see"),
});

// ---- operating settings (basicdata/warehouseConfig) ----

export const weekday = z.number().int().min(1).max(7).describe("ISO weekday: 1 Monday … 7 Sunday");
export const warehouseConfigShape = {
  orderCutoffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "v.time" })
    .describe("orders released before this local time ship the same working day"),
  workingDays: z
    .array(weekday)
    .min(1)
    .max(7)
    .refine((d) => new Set(d).size === d.length, { message: "v.workingDays" }),
  defaultLabelFormat: z.enum(["1", "2", "3"]).describe("labelFormats code table"),
  lengthUnit: z.enum(["cm", "inch"]),
  weightUnit: z.enum(["g", "lbs"]),
  allowPartialShipment: z.boolean(),
  appointmentRequired: z.boolean().describe("inbound deliveries need a booked appointment"),
  acceptReturns: z.boolean(),
  shelvingSlaHours: z.number().int().min(1).max(720).describe("put-away deadline after receipt"),
  dispatchSlaHours: z.number().int().min(1).max(720).describe("dispatch deadline after the cut-off"),
  maxParcelWeightKg: measure.nullish().describe("heaviest parcel the warehouse ships as small parcel"),
};
export const warehouseConfigRow = z.object({
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseType,
  timeZone: z.string(),
  active: z.boolean(),
  ...warehouseConfigShape,
  maxParcelWeightKg: z.string().nullable(),
  configured: z.boolean().describe("false: the defaults shown have not been saved yet"),
  version: z.number().int().describe("0 until first saved"),
  updatedAt: z.string().nullable(),
});
export type WarehouseConfigRow = z.infer<typeof warehouseConfigRow>;
export const warehouseConfigSave = z.strictObject({
  warehouseId: id,
  version: z.number().int().min(0).describe("the version read (0 when not saved yet); a stale one answers 409"),
  ...warehouseConfigShape,
});
export type WarehouseConfigSave = z.input<typeof warehouseConfigSave>;

// ---- inventory batch rules (system/managewarehouse/batchway/:type) ----

export const batchRuleKinds = ["none", "fifo", "fefo", "lot"] as const;
export const batchRuleKind = z.enum(batchRuleKinds);
export type BatchRuleKind = z.infer<typeof batchRuleKind>;
export const batchRuleRow = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  customerOrgId: z.number().int().nullable().describe("null: the warehouse's default for every customer"),
  customerOrgCode: z.string().nullable(),
  customerOrgName: z.string().nullable(),
  rule: batchRuleKind,
  minShelfLifeDays: z.number().int().nullable(),
  mixLotsInLocation: z.boolean(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BatchRuleRow = z.infer<typeof batchRuleRow>;
export const batchRuleSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    warehouseId: id,
    customerOrgId: id.nullish().describe("a seller/forwarder assigned to the warehouse; empty: the warehouse default"),
    rule: batchRuleKind,
    minShelfLifeDays: z.number().int().min(1).max(3650).nullish().describe("FEFO only: lots expiring sooner are not picked"),
    mixLotsInLocation: z.boolean().default(false),
    active: z.boolean().default(true),
    remark: remark,
  })
  .superRefine((v, ctx) => {
    if (v.minShelfLifeDays && v.rule !== "fefo")
      ctx.addIssue({ code: "custom", message: "v.shelfLifeFefoOnly", path: ["minShelfLifeDays"] });
  });
export type BatchRuleSave = z.input<typeof batchRuleSave>;
export const effectiveBatchRule = z.object({
  warehouseId: z.number().int(),
  orgId: z.number().int().nullable(),
  rule: batchRuleKind,
  minShelfLifeDays: z.number().int().nullable(),
  mixLotsInLocation: z.boolean(),
  source: z.enum(["customer", "warehouse", "none"]).describe("customer: the org's own rule; warehouse: the default; none: no rule on file"),
  ruleId: z.number().int().nullable(),
});
export type EffectiveBatchRule = z.infer<typeof effectiveBatchRule>;

// ---- pushes to the ERP (eas/pushWarehouse) ----

export const pushStatus = z.enum(["pending", "sent", "failed"]);
export type PushStatus = z.infer<typeof pushStatus>;
export const easPushRow = z.object({
  id: z.number().int(),
  entity: z.string(),
  entityId: z.number().int(),
  entityCode: z.string(),
  target: z.string(),
  status: pushStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.unknown().describe("what is (or was) sent, as JSON"),
  response: z.unknown().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type EasPushRow = z.infer<typeof easPushRow>;

// ---- org warehouses (organizationWarehouse/*) ----

export const assignmentCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { message: "v.assignmentCode" });
export const orgWarehouseRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  orgKind: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseType,
  warehouseActive: z.boolean(),
  code: z.string(),
  name: z.string(),
  isVirtual: z.boolean(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type OrgWarehouseRow = z.infer<typeof orgWarehouseRow>;
export const orgWarehouseSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.describe("the seller or forwarder org; cannot change once created"),
  warehouseId: id.describe("cannot change once created"),
  isVirtual: z.boolean().default(false).describe("a seller-facing slice of the warehouse with its own code and name"),
  code: assignmentCode.nullish().describe("unique per org; a plain assignment defaults to the warehouse's code"),
  name: placeName.nullish().describe("a plain assignment defaults to the warehouse's name"),
  remark: remark,
});
export type OrgWarehouseSave = z.input<typeof orgWarehouseSave>;
export const orgWarehouseSetActive = z.strictObject({ id, version, active: z.boolean() });
export type OrgWarehouseSetActive = z.input<typeof orgWarehouseSetActive>;
export const orgWarehouseOption = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  warehouseId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isVirtual: z.boolean(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseType,
});
export type OrgWarehouseOption = z.infer<typeof orgWarehouseOption>;
export const orgIdQuery = z.strictObject({ orgId: queryId.optional().describe("default: the caller's org") });
