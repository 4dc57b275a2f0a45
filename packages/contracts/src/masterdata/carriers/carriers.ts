import { z } from "zod";
import { id, queryId, remark, version } from "../../common.js";
import { positiveMeasure } from "../../measures.js";
import type { PermissionDef, ResourceNames } from "../../permission-def.js";

/** Master data, carriers and carrier accounts (承运商与物流账号): permission codes, resource names and contracts (issue 4). */
export const carriersPermissions = {
  "masterdata:carrier:read": { en: "View carriers, carrier services and volume-weight divisors", zh: "查看承运商、物流服务和材积除数" },
  "masterdata:carrier:manage": { en: "Manage carriers, carrier services and volume-weight divisors", zh: "管理承运商、物流服务和材积除数" },
  "masterdata:channel:read": { en: "View delivery channels", zh: "查看发货渠道" },
  "masterdata:channel:manage": { en: "Manage delivery channels and their label settings", zh: "管理发货渠道及面单设置" },
  "masterdata:orgservice:read": { en: "View organisation carrier services", zh: "查看组织物流服务分配" },
  "masterdata:orgservice:manage": { en: "Assign carrier services to organisations", zh: "分配组织物流服务" },
  "masterdata:warehousecarrier:read": { en: "View warehouse carriers", zh: "查看仓库承运商" },
  "masterdata:warehousecarrier:manage": {
    en: "Manage warehouse carriers, pickups and cut-off times",
    zh: "管理仓库承运商、揽收和截单时间",
  },
  "masterdata:carrieraccount:read": { en: "View the operator's carrier accounts", zh: "查看物流账号" },
  "masterdata:carrieraccount:manage": { en: "Manage the operator's carrier accounts and their credentials", zh: "管理物流账号及其凭据" },
  "masterdata:shippingaccount:read": { en: "View sellers' own carrier accounts", zh: "查看客户自有物流账号" },
  "masterdata:shippingaccount:manage": { en: "Manage sellers' own carrier accounts", zh: "管理客户自有物流账号" },
  "masterdata:billingaccount:read": { en: "View warehouse billing accounts", zh: "查看仓库物流计费账号" },
  "masterdata:billingaccount:manage": { en: "Manage warehouse billing accounts", zh: "管理仓库物流计费账号" },
  "masterdata:blacklist:read": { en: "View the carrier account blacklist", zh: "查看客户物流账号黑名单" },
  "masterdata:blacklist:manage": { en: "Manage the carrier account blacklist", zh: "管理客户物流账号黑名单" },
} as const satisfies Record<string, PermissionDef>;

export const carriersResourceNames: ResourceNames = {
  "masterdata:carrier": { en: "Carriers and services", zh: "承运商与物流服务" },
  "masterdata:channel": { en: "Delivery channels", zh: "发货渠道" },
  "masterdata:orgservice": { en: "Organisation carrier services", zh: "组织物流服务" },
  "masterdata:warehousecarrier": { en: "Warehouse carriers", zh: "仓库承运商" },
  "masterdata:carrieraccount": { en: "Carrier accounts", zh: "物流账号" },
  "masterdata:shippingaccount": { en: "Sellers' carrier accounts", zh: "客户物流账号" },
  "masterdata:billingaccount": { en: "Warehouse billing accounts", zh: "仓库计费账号" },
  "masterdata:blacklist": { en: "Carrier account blacklist", zh: "物流账号黑名单" },
};

// ---- shared pieces (file-local: other areas define their own) ----

const name = z.string().trim().min(1).max(100);
const stamp = z.string().describe("ISO 8601 instant (UTC)");

/** Codes printed on labels and used in orders: upper-case letters, digits, _ and -. */
const carrierCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { message: "v.carrierCode" });

/** HH:MM, 24 hours, warehouse local time. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "v.clockTime" });
const isoDate = z.iso.date();

export const carrierServiceLevels = ["ground", "express", "economy"] as const;
export type CarrierServiceLevel = (typeof carrierServiceLevels)[number];
/** imperial: inches, pounds, divisors in in³/lb; metric: centimetres, kilograms, divisors in cm³/kg. */
export const carrierUnitSystems = ["imperial", "metric"] as const;
export type CarrierUnitSystem = (typeof carrierUnitSystems)[number];
export const labelFileFormats = ["PDF", "ZPL", "PNG"] as const;
export const labelSizes = ["4x6", "10x15"] as const;
export const signatureOptions = ["none", "required", "adult"] as const;
/** Whose carrier account pays an organisation's shipments on a channel: the operator's (the channel's) or the seller's own. */
export const carrierAccountSources = ["operator", "own"] as const;
export type CarrierAccountSource = (typeof carrierAccountSources)[number];
/** What a warehouse's billing account is used for on carrier invoices. */
export const billingAccountPurposes = ["outbound", "return", "inbound"] as const;
/** Credential fields a carrier account may hold. Write-only: stored sealed, never returned. */
export const carrierCredentialFields = ["apiKey", "apiSecret", "username", "password", "meterNumber"] as const;
export type CarrierCredentialField = (typeof carrierCredentialFields)[number];

// ---- system carriers (systemCarrier) ----

export const systemCarrierRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  trackingUrl: z.string().nullable().describe("tracking page template; {trackingNo} is replaced by the number"),
  active: z.boolean(),
  sort: z.number().int(),
  serviceCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type SystemCarrierRow = z.infer<typeof systemCarrierRow>;

export const systemCarrierSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: carrierCodeSchema,
  name,
  trackingUrl: z
    .string()
    .trim()
    .max(300)
    .regex(/^https:\/\/\S*\{trackingNo\}\S*$/, { message: "v.trackingUrl" })
    .nullish(),
  sort: z.number().int().min(0).max(99999).default(0),
  remark,
});
export type SystemCarrierSave = z.input<typeof systemCarrierSave>;

/** An active carrier with its active services: what dropdowns and the catalogue read. */
export const activeCarrier = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  trackingUrl: z.string().nullable(),
  services: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), level: z.enum(carrierServiceLevels) })),
});
export type ActiveCarrier = z.infer<typeof activeCarrier>;

// ---- carrier services ----

export const carrierServiceRow = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.enum(carrierServiceLevels),
  transitDaysMin: z.number().int(),
  transitDaysMax: z.number().int(),
  unitSystem: z.enum(carrierUnitSystems).describe("the unit system of the limits below"),
  maxWeight: z.string().nullable().describe("lb (imperial) or kg (metric)"),
  maxLength: z.string().nullable().describe("longest side, in or cm"),
  maxLengthGirth: z.string().nullable().describe("length + girth (2 × (width + height)), in or cm"),
  supportsSignature: z.boolean(),
  supportsInsurance: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type CarrierServiceRow = z.infer<typeof carrierServiceRow>;

export const carrierServiceSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    carrierId: id,
    code: carrierCodeSchema,
    name,
    level: z.enum(carrierServiceLevels),
    transitDaysMin: z.number().int().min(0).max(90),
    transitDaysMax: z.number().int().min(0).max(90),
    unitSystem: z.enum(carrierUnitSystems).default("imperial"),
    maxWeight: positiveMeasure.nullish(),
    maxLength: positiveMeasure.nullish(),
    maxLengthGirth: positiveMeasure.nullish(),
    supportsSignature: z.boolean().default(false),
    supportsInsurance: z.boolean().default(false),
    sort: z.number().int().min(0).max(99999).default(0),
    remark,
  })
  .refine((v) => v.transitDaysMax >= v.transitDaysMin, { message: "v.transitDays", path: ["transitDaysMax"] });
export type CarrierServiceSave = z.input<typeof carrierServiceSave>;

// ---- volume-weight divisors (carrierVolumeWeight) ----

export const volumeWeightRow = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  unitSystem: z.enum(carrierUnitSystems),
  divisor: z.string().describe("in³/lb (imperial) or cm³/kg (metric)"),
  weightIncrement: z.string().describe("dimensional weight rounds up to a multiple of this (lb or kg)"),
  dimensionIncrement: z.string().nullable().describe("each side rounds half-up to a multiple of this first (in or cm); null: exact"),
  minVolume: z.string().nullable().describe("no dimensional weight at or under this volume (in³ or cm³); null: always"),
  effectiveFrom: z.string().describe("YYYY-MM-DD"),
  effectiveTo: z.string().nullable().describe("YYYY-MM-DD, inclusive; null: open-ended"),
  inForce: z.boolean().describe("in force today"),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type VolumeWeightRow = z.infer<typeof volumeWeightRow>;

export const volumeWeightSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    carrierId: id,
    unitSystem: z.enum(carrierUnitSystems),
    divisor: positiveMeasure,
    weightIncrement: positiveMeasure,
    dimensionIncrement: positiveMeasure.nullish(),
    minVolume: positiveMeasure.nullish(),
    effectiveFrom: isoDate,
    effectiveTo: isoDate.nullish(),
    remark,
  })
  .refine((v) => !v.effectiveTo || v.effectiveTo >= v.effectiveFrom, { message: "v.effectiveTo", path: ["effectiveTo"] });
export type VolumeWeightSave = z.input<typeof volumeWeightSave>;

export const volumeWeightQuery = z.strictObject({
  carrierId: queryId.optional(),
  carrierCode: z.string().max(32).optional(),
  unitSystem: z.enum(carrierUnitSystems).optional(),
  date: isoDate.optional().describe("the day the divisors must be in force (default today)"),
});

// ---- delivery channels (SystemDeliveryCarrier) ----

export const deliveryChannelRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  serviceId: z.number().int(),
  carrierServiceCode: z.string(),
  carrierServiceName: z.string(),
  serviceLevel: z.enum(carrierServiceLevels),
  carrierAccountId: z.number().int().nullable().describe("the operator's account that buys the labels; null for a seller"),
  carrierAccountName: z.string().nullable(),
  carrierAccountMasked: z.string().nullable(),
  labelFormat: z.enum(labelFileFormats),
  labelSize: z.enum(labelSizes),
  printReturnLabel: z.boolean(),
  insurance: z.boolean(),
  signature: z.enum(signatureOptions),
  warehouseIds: z.array(z.number().int()),
  warehouseCodes: z.string().describe("comma-separated, for lists"),
  orgCount: z.number().int().describe("organisations assigned the channel"),
  active: z.boolean(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type DeliveryChannelRow = z.infer<typeof deliveryChannelRow>;

export const deliveryChannelSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: carrierCodeSchema,
  name,
  serviceId: id.describe("the carrier service; the carrier follows from it"),
  carrierAccountId: id.describe("the operator's account of the same carrier"),
  labelFormat: z.enum(labelFileFormats).default("PDF"),
  labelSize: z.enum(labelSizes).default("4x6"),
  printReturnLabel: z.boolean().default(false),
  insurance: z.boolean().default(false),
  signature: z.enum(signatureOptions).default("none"),
  warehouseIds: z.array(id).min(1).max(200).describe("the warehouses that offer the channel"),
  sort: z.number().int().min(0).max(99999).default(0),
  remark,
});
export type DeliveryChannelSave = z.input<typeof deliveryChannelSave>;

export const deliveryChannelOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  carrierCode: z.string(),
  carrierServiceCode: z.string(),
  carrierServiceName: z.string(),
});
export type DeliveryChannelOption = z.infer<typeof deliveryChannelOption>;
export const channelSelectQuery = z.strictObject({
  warehouseId: queryId.optional(),
  carrierCode: z.string().max(32).optional(),
});
export const channelCarrierCode = z.object({ carrierCode: z.string(), carrierName: z.string() });
export const channelServiceCode = z.object({ carrierCode: z.string(), carrierServiceCode: z.string() });
export const channelServiceName = z.object({ carrierServiceCode: z.string(), carrierServiceName: z.string() });
export const channelOrg = z.object({ orgId: z.number().int(), orgCode: z.string(), orgName: z.string(), warehouseCodes: z.string() });
export type ChannelOrg = z.infer<typeof channelOrg>;
export const carrierWarehouseRef = z.object({ warehouseId: z.number().int(), warehouseCode: z.string(), warehouseName: z.string() });
export type CarrierWarehouseRef = z.infer<typeof carrierWarehouseRef>;

// ---- organisation carrier services (orgCarrierService) ----

export const orgCarrierServiceRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  channelId: z.number().int(),
  channelCode: z.string(),
  channelName: z.string(),
  carrierCode: z.string(),
  carrierServiceCode: z.string(),
  carrierServiceName: z.string(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  accountSource: z.enum(carrierAccountSources),
  carrierAccountId: z.number().int().nullable().describe("the seller's own account when accountSource is own"),
  carrierAccountMasked: z.string().nullable(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type OrgCarrierServiceRow = z.infer<typeof orgCarrierServiceRow>;

export const orgCarrierServiceSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.describe("the seller organisation (not changeable later)"),
    channelId: id,
    warehouseId: id,
    accountSource: z.enum(carrierAccountSources).default("operator"),
    carrierAccountId: id.nullish().describe("required with accountSource own: the seller's account of the channel's carrier"),
    remark,
  })
  .refine((v) => v.accountSource === "operator" || !!v.carrierAccountId, { message: "v.ownAccount", path: ["carrierAccountId"] });
export type OrgCarrierServiceSave = z.input<typeof orgCarrierServiceSave>;

export const orgServiceQuery = z.strictObject({
  orgId: queryId.optional().describe("default the caller's org"),
  warehouseId: queryId.optional(),
});
export const orgServiceWarehouseQuery = z.strictObject({
  orgId: queryId.optional().describe("default the caller's org"),
  channelId: queryId,
});
export const orgServiceWarehouse = carrierWarehouseRef.extend({ assigned: z.boolean() });

// ---- warehouse carriers (WarehouseCarrier) ----

export const warehouseCarrierRow = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  serviceIds: z.array(z.number().int()),
  serviceCodes: z.string().describe("comma-separated, for lists"),
  pickupDays: z.array(z.number().int().min(1).max(7)).describe("ISO weekdays, 1 Monday … 7 Sunday"),
  pickupTime: z.string().nullable(),
  cutoffTime: z.string().describe("orders after this local time ship the next pickup day"),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type WarehouseCarrierRow = z.infer<typeof warehouseCarrierRow>;

const warehouseCarrierFields = {
  serviceIds: z.array(id).max(100).default([]).describe("empty: every active service of the carrier"),
  pickupDays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  pickupTime: clockTime.nullish(),
  cutoffTime: clockTime,
  remark,
};
/** The cut-off comes before the pickup: orders must be packed when the truck arrives. */
const cutoffBeforePickup = (v: { pickupTime?: string | null; cutoffTime: string }) => !v.pickupTime || v.cutoffTime <= v.pickupTime;
export const warehouseCarrierCreate = z
  .strictObject({ warehouseId: id, carrierId: id, ...warehouseCarrierFields })
  .refine(cutoffBeforePickup, { message: "v.cutoffBeforePickup", path: ["cutoffTime"] });
export type WarehouseCarrierCreate = z.input<typeof warehouseCarrierCreate>;
export const warehouseCarrierEdit = z
  .strictObject({ id, version, ...warehouseCarrierFields })
  .refine(cutoffBeforePickup, { message: "v.cutoffBeforePickup", path: ["cutoffTime"] });
export type WarehouseCarrierEdit = z.input<typeof warehouseCarrierEdit>;

// ---- carrier accounts: the operator's, the sellers' own ----

const accountNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, { message: "v.accountNumber" }));

const credentialValue = z.string().trim().min(1).max(500);
/** Write-only credentials: a value replaces the stored one, null removes it, a missing field keeps it. */
export const carrierCredentialsInput = z.strictObject({
  apiKey: credentialValue.nullish(),
  apiSecret: credentialValue.nullish(),
  username: credentialValue.nullish(),
  password: credentialValue.nullish(),
  meterNumber: credentialValue.nullish(),
});
export type CarrierCredentialsInput = z.infer<typeof carrierCredentialsInput>;

export const carrierAccountRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  kind: z.enum(["operator", "seller"]),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  name: z.string(),
  accountMasked: z.string().describe("the account number with all but its last characters hidden"),
  countryCode: z.string(),
  postcode: z.string().nullable(),
  credentialsSet: z.array(z.enum(carrierCredentialFields)).describe("which credentials are stored (their values are never returned)"),
  serviceIds: z.array(z.number().int()),
  blacklisted: z.boolean().describe("the number is on the blacklist: it cannot be used for new assignments"),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type CarrierAccountRow = z.infer<typeof carrierAccountRow>;

export const carrierAccountSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("seller accounts: the owning seller org (default the caller's); not changeable later"),
  carrierId: id.optional().describe("required on create; not changeable later"),
  name,
  accountNumber: accountNumber.optional().describe("required on create; on update, a new number replaces the old one (never returned)"),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: "v.countryCode" })
    .default("US"),
  postcode: z.string().trim().max(16).nullish(),
  serviceIds: z.array(id).max(100).default([]).describe("services enabled on the account; empty: all"),
  credentials: carrierCredentialsInput.optional(),
  remark,
});
export type CarrierAccountSave = z.input<typeof carrierAccountSave>;

export const carrierAccountOptionsQuery = z.strictObject({
  kind: z.enum(["operator", "seller"]).default("operator"),
  carrierId: queryId.optional(),
  orgId: queryId.optional(),
});
export const carrierAccountOption = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  carrierId: z.number().int(),
  name: z.string(),
  accountMasked: z.string(),
  blacklisted: z.boolean(),
});
export type CarrierAccountOption = z.infer<typeof carrierAccountOption>;

// ---- warehouse billing accounts ----

export const billingAccountRow = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierAccountId: z.number().int(),
  carrierAccountName: z.string(),
  accountMasked: z.string(),
  purpose: z.enum(billingAccountPurposes),
  costCenter: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: stamp,
});
export type BillingAccountRow = z.infer<typeof billingAccountRow>;

export const billingAccountSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  warehouseId: id,
  carrierAccountId: id.describe("the operator's account; the carrier follows from it"),
  purpose: z.enum(billingAccountPurposes).default("outbound"),
  costCenter: z.string().trim().max(32).nullish(),
  remark,
});
export type BillingAccountSave = z.input<typeof billingAccountSave>;

// ---- blacklist of customer carrier accounts ----

export const blacklistRow = z.object({
  id: z.number().int(),
  carrierId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  accountMasked: z.string(),
  reason: z.string(),
  addedBy: z.string().nullable(),
  matchedAccounts: z.number().int().describe("sellers' accounts with this number"),
  version: z.number().int(),
  createdAt: stamp,
  updatedAt: stamp,
});
export type BlacklistRow = z.infer<typeof blacklistRow>;

export const blacklistSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  carrierId: id.optional().describe("required on create"),
  accountNumber: accountNumber.optional().describe("required on create; not changeable later"),
  reason: z.string().trim().min(1).max(500),
});
export type BlacklistSave = z.input<typeof blacklistSave>;
