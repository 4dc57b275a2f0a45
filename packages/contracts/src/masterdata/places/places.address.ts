import { z } from "zod";
import { id, optText, queryId, remark, version } from "../../common.js";
import { checkPostal, countryCode, email, optPattern, phone, placeName } from "./places.geo.js";

/**
 * An org's address book and importers of record (logisticians/logisticsAddress), system and forwarder
 * ports (basicdata/systemPort, basicdata/forwarderPort) and purchase warehouses (origin-side warehouses
 * where suppliers deliver).
 */

// ---- address book (address/*) ----

/** sender (ship-from), receiver (ship-to), return (where returns go), pickup (a factory or supplier pick-up point). */
export const addressKinds = ["sender", "receiver", "return", "pickup"] as const;
export const addressKind = z.enum(addressKinds);
export type AddressKind = z.infer<typeof addressKind>;

export const addressRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  kind: addressKind,
  label: z.string(),
  company: z.string().nullable(),
  contactName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  isDefault: z.boolean(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AddressRow = z.infer<typeof addressRow>;
export const addressSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.optional().describe("the owning org; default the caller's; cannot change once created"),
    kind: addressKind,
    label: placeName.describe("a short name to pick it by, e.g. Shenzhen factory"),
    company: optText(200),
    contactName: z.string().trim().min(1).max(100),
    phone,
    email,
    countryCode,
    state: optText(64),
    city: z.string().trim().min(1).max(100),
    address1: z.string().trim().min(1).max(200),
    address2: optText(200),
    postcode: optText(16),
    isDefault: z.boolean().default(false).describe("the default of its kind (one per org and kind)"),
    active: z.boolean().default(true),
    remark: remark,
  })
  .superRefine(checkPostal)
  .superRefine((v, ctx) => {
    if (v.isDefault && !v.active) ctx.addIssue({ code: "custom", message: "v.defaultInactive", path: ["isDefault"] });
  });
export type AddressSave = z.input<typeof addressSave>;
export const addressQuery = z.strictObject({
  kind: addressKind.optional(),
  orgId: queryId.optional(),
  keyword: z.string().trim().max(50).optional(),
});

// ---- importers of record (importer/query) ----

/** US importers are identified by their EIN (12-3456789); other countries' tax ids are free text. */
export const EIN = /^\d{2}-\d{7}$/;
export const importerRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  name: z.string(),
  taxId: z.string(),
  countryCode: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address1: z.string().nullable(),
  postcode: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ImporterRow = z.infer<typeof importerRow>;
export const importerSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.optional(),
    name: z.string().trim().min(1).max(200),
    taxId: z.string().trim().min(2).max(32).describe("EIN (12-3456789) for a US importer"),
    countryCode,
    state: optText(64),
    city: optText(100),
    address1: optText(200),
    postcode: optText(16),
    contactName: optText(100),
    phone,
    email,
    active: z.boolean().default(true),
    remark: remark,
  })
  .superRefine((v, ctx) => {
    if (v.countryCode === "US" && !EIN.test(v.taxId)) ctx.addIssue({ code: "custom", message: "v.ein", path: ["taxId"] });
    if (v.state || v.postcode) checkPostal(v, ctx);
  });
export type ImporterSave = z.input<typeof importerSave>;

// ---- system ports (the user centre's uc_ports) and forwarder ports ----

export const portKind = z.enum(["sea", "air"]);
export const portCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, { message: "v.portCode" });
export const systemPortRow = z.object({
  id: z.number().int(),
  code: z.string().describe("UN/LOCODE"),
  name: z.string(),
  title: z.string().describe("the spec's name for the port's label: code and name"),
  country: z.string(),
  state: z.string().nullable(),
  kind: portKind,
  forwarderCount: z.number().int().describe("forwarder ports that use it"),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SystemPortRow = z.infer<typeof systemPortRow>;
export const systemPortSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    code: portCode,
    name: z.string().trim().min(1).max(100),
    country: countryCode,
    state: optText(8).transform((v) => (v ? v.toUpperCase() : null)),
    kind: portKind,
  })
  .superRefine((v, ctx) => {
    if (!v.code.startsWith(v.country)) ctx.addIssue({ code: "custom", message: "v.portCountry", path: ["code"] });
    if (v.state) checkPostal({ countryCode: v.country, state: v.state }, ctx);
  });
export type SystemPortSave = z.input<typeof systemPortSave>;

export const forwarderPortRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  portId: z.number().int(),
  portCode: z.string(),
  portName: z.string(),
  portCountry: z.string(),
  portKind: portKind,
  forwarderCode: z.string().nullable().describe("the forwarder's own code for the port"),
  cutoffDays: z.number().int().describe("days before departure the cargo must be at the forwarder"),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ForwarderPortRow = z.infer<typeof forwarderPortRow>;
export const forwarderPortSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("the forwarder org; default the caller's; cannot change once created"),
  portId: id,
  forwarderCode: optPattern(32, /^[A-Za-z0-9_-]+$/, "v.forwarderCode"),
  cutoffDays: z.number().int().min(0).max(60).default(3),
  active: z.boolean().default(true),
  remark: remark,
});
export type ForwarderPortSave = z.input<typeof forwarderPortSave>;

// ---- purchase warehouses (purchaseWarehouse/*) ----

export const purchaseWarehouseCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { message: "v.assignmentCode" });
export const purchaseWarehouseRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  orgName: z.string(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string(),
  postcode: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PurchaseWarehouseRow = z.infer<typeof purchaseWarehouseRow>;
const purchaseWarehouseFields = {
  orgId: id.optional().describe("the owning org; default the caller's; cannot change once created"),
  code: purchaseWarehouseCode.describe("unique per org"),
  name: placeName,
  countryCode: countryCode.default("CN"),
  province: optText(64),
  city: optText(100),
  district: optText(100),
  address: z.string().trim().min(1).max(300),
  postcode: optText(16),
  contactName: optText(100),
  phone,
  active: z.boolean().default(true),
  remark: remark,
};
const purchasePostal = (v: { countryCode: string; province: string | null; postcode: string | null }, ctx: z.RefinementCtx) => {
  if (v.countryCode === "US" || v.countryCode === "CA")
    checkPostal({ countryCode: v.countryCode, state: v.province, postcode: v.postcode }, ctx);
  if (v.countryCode === "CN" && v.postcode && !/^\d{6}$/.test(v.postcode))
    ctx.addIssue({ code: "custom", message: "v.cnPostcode", path: ["postcode"] });
};
/** POST purchaseWarehouse/save: create. */
export const purchaseWarehouseCreate = z.strictObject(purchaseWarehouseFields).superRefine(purchasePostal);
export type PurchaseWarehouseCreate = z.input<typeof purchaseWarehouseCreate>;
/** PUT purchaseWarehouse: update (id + version). */
export const purchaseWarehouseUpdate = z.strictObject({ id, version, ...purchaseWarehouseFields }).superRefine(purchasePostal);
export type PurchaseWarehouseUpdate = z.input<typeof purchaseWarehouseUpdate>;
export const targetWarehouseQuery = z.strictObject({
  orgId: id.optional().describe("the org the purchase is for (operator staff); default the caller's org"),
  warehouseType: z.number().int().min(1).max(3).optional(),
  keyword: z.string().trim().max(50).optional(),
});
