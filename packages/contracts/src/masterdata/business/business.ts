import { z } from "zod";
import { id, optText, remark, version } from "../../common.js";
import { currencyCode, money } from "../../money.js";
import type { PermissionDef, ResourceNames } from "../../permission-def.js";

/** Master data, business core (product lines, stores, customers, suppliers) (业务基础资料(产品线、店铺、客户、供应商)): permission codes, resource names and contracts (issue 4). */
export const businessPermissions = {
  "masterdata:productline:read": { en: "View product lines and suppliers", zh: "查看产品线和供应商" },
  "masterdata:productline:manage": { en: "Manage product lines", zh: "管理产品线" },
  "masterdata:supplier:manage": { en: "Manage suppliers", zh: "管理供应商" },
  "masterdata:storeaccount:read": { en: "View store accounts", zh: "查看店铺账号" },
  "masterdata:storeaccount:manage": { en: "Manage store accounts", zh: "管理店铺账号" },
  "masterdata:storeaccount:status": { en: "Change store account status", zh: "变更店铺账号状态" },
  "masterdata:storeads:read": { en: "View store ads settings", zh: "查看店铺广告设置" },
  "masterdata:storeads:manage": { en: "Manage store ads settings", zh: "管理店铺广告设置" },
  "masterdata:channelcategory:manage": { en: "Manage channel categories", zh: "管理渠道类目" },
  "masterdata:salesplatform:manage": { en: "Manage sales platforms and sites", zh: "管理销售平台和站点" },
  "masterdata:customer:read": { en: "View customers", zh: "查看客户" },
  "masterdata:customer:manage": { en: "Manage customers", zh: "管理客户" },
  "masterdata:customer:status": { en: "Freeze and unfreeze customer accounts", zh: "冻结和解冻客户账户" },
  "masterdata:salesperson:read": { en: "View salespeople", zh: "查看业务员" },
  "masterdata:salesperson:manage": { en: "Manage salespeople", zh: "管理业务员" },
} as const satisfies Record<string, PermissionDef>;
export const businessResourceNames: ResourceNames = {
  "masterdata:productline": { en: "Product lines", zh: "产品线" },
  "masterdata:supplier": { en: "Suppliers", zh: "供应商" },
  "masterdata:storeaccount": { en: "Store accounts", zh: "店铺账号" },
  "masterdata:storeads": { en: "Store ads settings", zh: "店铺广告设置" },
  "masterdata:channelcategory": { en: "Channel categories", zh: "渠道类目" },
  "masterdata:salesplatform": { en: "Sales platforms", zh: "销售平台" },
  "masterdata:customer": { en: "Customers", zh: "客户" },
  "masterdata:salesperson": { en: "Salespeople", zh: "业务员" },
};

// ---- code tables of the business area -------------------------------------------------------------

/** Amazon advertising API regions. */
export const adsRegions = ["NA", "EU", "FE"] as const;
export type AdsRegion = (typeof adsRegions)[number];

export interface MarketplaceEntry {
  readonly country: string;
  readonly marketplaceId: string;
  readonly site: string;
  /** The marketplace's own currency (may be outside the currencies code table, e.g. MXN). */
  readonly currency: string;
  readonly region: AdsRegion;
  readonly zh: string;
  readonly en: string;
}
const m = (
  country: string,
  marketplaceId: string,
  site: string,
  currency: string,
  region: AdsRegion,
  zh: string,
  en: string,
): MarketplaceEntry => ({ country, marketplaceId, site, currency, region, zh, en });

/**
 * Spec §3: "marketplace ids mapped per country code for 18 countries" (the spec does not list them;
 * these are Amazon's published marketplace ids). A store account on an Amazon site must carry the
 * marketplace id of its country; the ads region follows the country too.
 */
export const marketplaces = [
  m("US", "ATVPDKIKX0DER", "Amazon.com", "USD", "NA", "美国", "United States"),
  m("CA", "A2EUQ1WTGCTBG2", "Amazon.ca", "CAD", "NA", "加拿大", "Canada"),
  m("MX", "A1AM78C64UM0Y8", "Amazon.com.mx", "MXN", "NA", "墨西哥", "Mexico"),
  m("BR", "A2Q3Y263D00KWC", "Amazon.com.br", "BRL", "NA", "巴西", "Brazil"),
  m("GB", "A1F83G8C2ARO7P", "Amazon.co.uk", "GBP", "EU", "英国", "United Kingdom"),
  m("DE", "A1PA6795UKMFR9", "Amazon.de", "EUR", "EU", "德国", "Germany"),
  m("FR", "A13V1IB3VIYZZH", "Amazon.fr", "EUR", "EU", "法国", "France"),
  m("IT", "APJ6JRA9NG5V4", "Amazon.it", "EUR", "EU", "意大利", "Italy"),
  m("ES", "A1RKKUPIHCS9HS", "Amazon.es", "EUR", "EU", "西班牙", "Spain"),
  m("NL", "A1805IZSGTT6HS", "Amazon.nl", "EUR", "EU", "荷兰", "Netherlands"),
  m("SE", "A2NODRKZP88ZB9", "Amazon.se", "SEK", "EU", "瑞典", "Sweden"),
  m("PL", "A1C3SOZRARQ6R3", "Amazon.pl", "PLN", "EU", "波兰", "Poland"),
  m("TR", "A33AVAJ2PDY3EV", "Amazon.com.tr", "TRY", "EU", "土耳其", "Turkey"),
  m("AE", "A2VIGQ35RCS4UG", "Amazon.ae", "AED", "EU", "阿联酋", "United Arab Emirates"),
  m("SA", "A17E79C6D8DWNP", "Amazon.sa", "SAR", "EU", "沙特阿拉伯", "Saudi Arabia"),
  m("IN", "A21TJRUUN4KGV", "Amazon.in", "INR", "EU", "印度", "India"),
  m("JP", "A1VC38T7YXB528", "Amazon.co.jp", "JPY", "FE", "日本", "Japan"),
  m("AU", "A39IBJ37TRP1C6", "Amazon.com.au", "AUD", "FE", "澳大利亚", "Australia"),
] as const satisfies readonly MarketplaceEntry[];
export const marketplaceCountries = marketplaces.map((x) => x.country) as [string, ...string[]];
export function marketplaceOf(country: string): MarketplaceEntry | undefined {
  return marketplaces.find((x) => x.country === country);
}

/** Store account status: changed only by commands (Account/setStatus). */
export const storeAccountStatuses = ["normal", "authorisation_expired", "suspended"] as const;
export type StoreAccountStatus = (typeof storeAccountStatuses)[number];
export const storeAccountStatusLabels: Record<StoreAccountStatus, { zh: string; en: string }> = {
  normal: { zh: "正常", en: "Normal" },
  authorisation_expired: { zh: "授权过期", en: "Authorisation expired" },
  suspended: { zh: "已停用", en: "Suspended" },
};
/** Product line payment types (spec §3 paymentType). */
export const paymentTypes = {
  1: { zh: "预付", en: "Prepaid" },
  2: { zh: "货到付款", en: "On delivery" },
  3: { zh: "月结", en: "Monthly" },
} as const;

// ---- shared pieces ---------------------------------------------------------------------------------

const name = z.string().trim().min(1).max(100);
/** Business codes: letters, digits, _ and -, 1 to 32. */
export const bizCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, { message: "v.bizCode" });
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { message: "v.countryCode" });
const email = z.email().max(200).nullish();
const isoDate = z.iso.date();
const ts = z.string().describe("ISO 8601 instant");

// ---- suppliers ---------------------------------------------------------------------------------------

export const supplierRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  code: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  address: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  active: z.boolean(),
  productLineCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type SupplierRow = z.infer<typeof supplierRow>;
export const supplierSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("the owning seller org on create (operator staff); default the caller's org; fixed afterwards"),
  code: bizCode,
  name,
  contactName: optText(100),
  phone: optText(40),
  email,
  countryCode: countryCode.nullish(),
  address: optText(300),
  paymentTermsDays: z.number().int().min(0).max(365).default(0),
  remark,
});
export type SupplierSave = z.input<typeof supplierSave>;
/** Supplier picker row (spec §3 Supplier: id, name). */
export const supplierOption = z.object({ id: z.number().int(), orgId: z.number().int(), code: z.string(), name: z.string() });
export type SupplierOption = z.infer<typeof supplierOption>;

// ---- product lines -----------------------------------------------------------------------------------

export const productLineRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  code: z.string(),
  name: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  paymentType: z.number().int().nullable(),
  flag: z.number().int(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type ProductLineRow = z.infer<typeof productLineRow>;
export const productLineSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("the owning seller org on create (operator staff); fixed afterwards"),
  code: bizCode,
  name,
  supplierId: id.nullish(),
  paymentType: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  flag: z
    .union([z.literal(0), z.literal(1)])
    .default(0)
    .describe("1 = kept out of ordinary pickers"),
  remark,
});
export type ProductLineSave = z.input<typeof productLineSave>;
/** Product line picker row (spec §3: id, name, supplierId, paymentType, flag). */
export const productLineOption = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  supplierId: z.number().int().nullable(),
  paymentType: z.number().int().nullable(),
  flag: z.number().int(),
  active: z.boolean(),
});
export type ProductLineOption = z.infer<typeof productLineOption>;

// ---- sales platforms and their sites -----------------------------------------------------------------

export const platformCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,15}$/, { message: "v.platformCode" });
export const salesPlatformSiteRow = z.object({
  id: z.number().int(),
  platformId: z.number().int(),
  countryCode: z.string(),
  siteName: z.string(),
  marketplaceId: z.string().nullable(),
  currency: z.string(),
  active: z.boolean(),
  accountCount: z.number().int(),
  version: z.number().int(),
});
export type SalesPlatformSiteRow = z.infer<typeof salesPlatformSiteRow>;
export const salesPlatformRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  siteCount: z.number().int(),
  accountCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type SalesPlatformRow = z.infer<typeof salesPlatformRow>;
export const salesPlatformSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  code: platformCode.describe("the channel code store accounts carry (spec Account.type); fixed after create"),
  name,
  website: optText(200),
  sort: z.number().int().min(0).max(9999).default(0),
  remark,
});
export type SalesPlatformSave = z.input<typeof salesPlatformSave>;
export const salesPlatformSiteSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  platformId: id,
  countryCode,
  siteName: z.string().trim().min(1).max(64),
  marketplaceId: optText(32).describe("Amazon sites: must be the country's marketplace id (filled in when left out)"),
  currency: currencyCode,
});
export type SalesPlatformSiteSave = z.input<typeof salesPlatformSiteSave>;
/** The platforms with their active sites, for the store account form. */
export const salesPlatformOption = z.object({
  code: z.string(),
  name: z.string(),
  sites: z.array(z.object({ countryCode: z.string(), siteName: z.string(), marketplaceId: z.string().nullable(), currency: z.string() })),
});
export type SalesPlatformOption = z.infer<typeof salesPlatformOption>;

// ---- channel categories ------------------------------------------------------------------------------

export const channelCategoryRow = z.object({
  id: z.number().int(),
  channel: z.string(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  accountCount: z.number().int(),
  version: z.number().int(),
});
export type ChannelCategoryRow = z.infer<typeof channelCategoryRow>;
export const channelCategorySave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  channel: platformCode.describe("the sale channel type (a sales platform code); fixed after create"),
  parentId: id.nullish().describe("a level-1 category of the same channel; none for a level-1 category"),
  code: z.string().trim().min(1).max(64).describe("the marketplace's node id, e.g. an Amazon browse node"),
  name,
  sort: z.number().int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
});
export type ChannelCategorySave = z.input<typeof channelCategorySave>;

// ---- store accounts ----------------------------------------------------------------------------------

export const storeAccountRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  title: z.string(),
  /** spec Account.type: the sales channel. */
  type: z.string(),
  channelName: z.string().nullable(),
  accountType: z.number().int(),
  flag: z.number().int(),
  siteName: z.string().nullable(),
  countryCode: z.string(),
  marketplaceId: z.string().nullable(),
  currency: z.string(),
  channelCategoryId: z.number().int().nullable(),
  channelCategoryName: z.string().nullable(),
  bossShippingMethodCodes: z.array(z.string()),
  defaultManMadeShipment: z.boolean(),
  isAccountPay: z.boolean(),
  isOpenSFP: z.boolean(),
  issueAccountPay: z.boolean(),
  jdCode: z.string().nullable(),
  returnWarehouseId: z.number().int().nullable(),
  returnWarehouseCode: z.string().nullable(),
  active: z.boolean(),
  status: z.enum(storeAccountStatuses),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type StoreAccountRow = z.infer<typeof storeAccountRow>;
export const storeAccountSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("the owning seller org on create (operator staff); fixed afterwards"),
  title: z.string().trim().min(1).max(100),
  type: platformCode.describe("the sales channel: an active sales platform's code"),
  accountType: z
    .union([z.literal(1), z.literal(2)])
    .default(1)
    .describe("1 seller, 2 vendor"),
  flag: z.number().int().min(0).max(9).default(0),
  countryCode,
  currency: currencyCode,
  channelCategoryId: id.nullish(),
  bossShippingMethodCodes: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
  defaultManMadeShipment: z.boolean().default(false),
  isAccountPay: z.boolean().default(false),
  isOpenSFP: z.boolean().default(false),
  issueAccountPay: z.boolean().default(false),
  jdCode: optText(32),
  returnWarehouseId: id.nullish(),
  remark,
});
export type StoreAccountSave = z.input<typeof storeAccountSave>;
export const storeAccountStatusBody = z.strictObject({ id, version, status: z.enum(storeAccountStatuses), reason: optText(200) });
export type StoreAccountStatusBody = z.input<typeof storeAccountStatusBody>;
/** Store account picker row (spec §3 Account fields). */
export const storeAccountOption = storeAccountRow.pick({
  id: true,
  orgId: true,
  title: true,
  type: true,
  accountType: true,
  flag: true,
  siteName: true,
  countryCode: true,
  currency: true,
  channelCategoryId: true,
  bossShippingMethodCodes: true,
  defaultManMadeShipment: true,
  isAccountPay: true,
  isOpenSFP: true,
  issueAccountPay: true,
  jdCode: true,
  active: true,
  status: true,
});
export type StoreAccountOption = z.infer<typeof storeAccountOption>;
export const returnWarehouseReply = z.object({
  accountId: z.number().int(),
  warehouse: z
    .object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      countryCode: z.string(),
      state: z.string().nullable(),
      city: z.string().nullable(),
    })
    .nullable(),
});
export type ReturnWarehouseReply = z.infer<typeof returnWarehouseReply>;

// ---- store ads ---------------------------------------------------------------------------------------

export const storeAdsRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgCode: z.string(),
  storeAccountId: z.number().int(),
  storeAccountTitle: z.string(),
  countryCode: z.string(),
  profileId: z.string(),
  region: z.enum(adsRegions),
  dailyBudgetCap: money,
  currency: z.string(),
  autoSync: z.boolean(),
  authorisedUntil: z.string().nullable(),
  active: z.boolean(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type StoreAdsRow = z.infer<typeof storeAdsRow>;
export const storeAdsSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  storeAccountId: id.describe("fixed after create"),
  profileId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { message: "v.adsProfileId" }),
  region: z.enum(adsRegions),
  dailyBudgetCap: money.refine((v) => !v.startsWith("-"), { message: "v.nonNegative" }),
  currency: currencyCode,
  autoSync: z.boolean().default(true),
  authorisedUntil: isoDate.nullish(),
  active: z.boolean().default(true),
  remark,
});
export type StoreAdsSave = z.input<typeof storeAdsSave>;

// ---- salespeople -------------------------------------------------------------------------------------

export const salespersonRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  fullName: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  customerCount: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type SalespersonRow = z.infer<typeof salespersonRow>;
export const salespersonSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  orgId: id.optional().describe("platform staff only: the operator org; fixed afterwards"),
  fullName: name,
  userId: id.nullish().describe("a user of the same org, optional"),
  phone: optText(40),
  email,
  active: z.boolean().default(true),
  remark,
});
export type SalespersonSave = z.input<typeof salespersonSave>;
/** Salesperson picker row (spec §3: id, fullName). */
export const salespersonOption = z.object({ id: z.number().int(), fullName: z.string(), active: z.boolean() });
export type SalespersonOption = z.infer<typeof salespersonOption>;

// ---- customers ---------------------------------------------------------------------------------------

/** Customer account status: the code table customerAccountStatus (0 normal, 1 in arrears, 3 frozen). */
export const customerAccountStatus = z.enum(["0", "1", "3"]);
export const customerRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  customerName: z.string(),
  linkedOrgId: z.number().int().nullable(),
  linkedOrgCode: z.string().nullable(),
  linkedOrgName: z.string().nullable(),
  salespersonId: z.number().int().nullable(),
  salespersonName: z.string().nullable(),
  accountStatus: customerAccountStatus,
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  billingCurrency: z.string(),
  creditLimit: money,
  paymentTermsDays: z.number().int(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type CustomerRow = z.infer<typeof customerRow>;
/** The operator's management view: the customer with what it uses. */
export const customerManageRow = customerRow.extend({
  warehouseCodes: z.string().nullable().describe("warehouses the linked org may use, comma-separated"),
  warehouseCount: z.number().int(),
  storeAccountCount: z.number().int(),
});
export type CustomerManageRow = z.infer<typeof customerManageRow>;
export const customerSave = z
  .strictObject({
    id: id.optional(),
    version: version.optional(),
    orgId: id.optional().describe("platform staff only: the operator org keeping the customer; fixed afterwards"),
    code: bizCode,
    customerName: name,
    linkedOrgId: id.nullish().describe("the seller org this customer is, when it has one (one customer per org)"),
    salespersonId: id.nullish(),
    billingCurrency: currencyCode,
    creditLimit: money.refine((v) => !v.startsWith("-"), { message: "v.nonNegative" }),
    paymentTermsDays: z.number().int().min(0).max(365).default(30),
    contractStart: isoDate.nullish(),
    contractEnd: isoDate.nullish(),
    contactName: optText(100),
    contactPhone: optText(40),
    contactEmail: email,
    remark,
  })
  .refine((v) => !v.contractStart || !v.contractEnd || v.contractEnd >= v.contractStart, {
    message: "v.contractDates",
    path: ["contractEnd"],
  });
export type CustomerSave = z.input<typeof customerSave>;
export const customerStatusBody = z.strictObject({
  id,
  version,
  accountStatus: customerAccountStatus,
  reason: z.string().trim().min(2).max(200),
});
export type CustomerStatusBody = z.input<typeof customerStatusBody>;
/** Customer picker row (spec §3: id, customerName). */
export const customerOption = z.object({
  id: z.number().int(),
  code: z.string(),
  customerName: z.string(),
  linkedOrgId: z.number().int().nullable(),
  accountStatus: customerAccountStatus,
});
export type CustomerOption = z.infer<typeof customerOption>;

// ---- the paged organisation picker (admin module, spec §7.1 Organization/selectByPage) ---------------

export const orgPickRow = z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: z.string(), status: z.string() });
export type OrgPickRow = z.infer<typeof orgPickRow>;
