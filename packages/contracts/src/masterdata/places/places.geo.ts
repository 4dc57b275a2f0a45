import { z } from "zod";
import { id, optText, queryId, remark, version } from "../../common.js";
import { currencyCode } from "../../money.js";

/**
 * Geography shared by the places area: the US state and Canadian province code tables (spec §3: "50 US
 * state codes"), postal-address checks, the region tree and currencies with dated exchange rates.
 */

export interface StateEntry {
  readonly code: string;
  readonly en: string;
  readonly zh: string;
}
const s = (code: string, en: string, zh: string): StateEntry => ({ code, en, zh });

/** The 50 US states (spec §3). */
export const usStates: readonly StateEntry[] = [
  s("AL", "Alabama", "亚拉巴马州"),
  s("AK", "Alaska", "阿拉斯加州"),
  s("AZ", "Arizona", "亚利桑那州"),
  s("AR", "Arkansas", "阿肯色州"),
  s("CA", "California", "加利福尼亚州"),
  s("CO", "Colorado", "科罗拉多州"),
  s("CT", "Connecticut", "康涅狄格州"),
  s("DE", "Delaware", "特拉华州"),
  s("FL", "Florida", "佛罗里达州"),
  s("GA", "Georgia", "佐治亚州"),
  s("HI", "Hawaii", "夏威夷州"),
  s("ID", "Idaho", "爱达荷州"),
  s("IL", "Illinois", "伊利诺伊州"),
  s("IN", "Indiana", "印第安纳州"),
  s("IA", "Iowa", "艾奥瓦州"),
  s("KS", "Kansas", "堪萨斯州"),
  s("KY", "Kentucky", "肯塔基州"),
  s("LA", "Louisiana", "路易斯安那州"),
  s("ME", "Maine", "缅因州"),
  s("MD", "Maryland", "马里兰州"),
  s("MA", "Massachusetts", "马萨诸塞州"),
  s("MI", "Michigan", "密歇根州"),
  s("MN", "Minnesota", "明尼苏达州"),
  s("MS", "Mississippi", "密西西比州"),
  s("MO", "Missouri", "密苏里州"),
  s("MT", "Montana", "蒙大拿州"),
  s("NE", "Nebraska", "内布拉斯加州"),
  s("NV", "Nevada", "内华达州"),
  s("NH", "New Hampshire", "新罕布什尔州"),
  s("NJ", "New Jersey", "新泽西州"),
  s("NM", "New Mexico", "新墨西哥州"),
  s("NY", "New York", "纽约州"),
  s("NC", "North Carolina", "北卡罗来纳州"),
  s("ND", "North Dakota", "北达科他州"),
  s("OH", "Ohio", "俄亥俄州"),
  s("OK", "Oklahoma", "俄克拉何马州"),
  s("OR", "Oregon", "俄勒冈州"),
  s("PA", "Pennsylvania", "宾夕法尼亚州"),
  s("RI", "Rhode Island", "罗得岛州"),
  s("SC", "South Carolina", "南卡罗来纳州"),
  s("SD", "South Dakota", "南达科他州"),
  s("TN", "Tennessee", "田纳西州"),
  s("TX", "Texas", "得克萨斯州"),
  s("UT", "Utah", "犹他州"),
  s("VT", "Vermont", "佛蒙特州"),
  s("VA", "Virginia", "弗吉尼亚州"),
  s("WA", "Washington", "华盛顿州"),
  s("WV", "West Virginia", "西弗吉尼亚州"),
  s("WI", "Wisconsin", "威斯康星州"),
  s("WY", "Wyoming", "怀俄明州"),
];
/** Washington DC is no state but a valid US mailing "state" code: addresses and warehouses accept it. */
export const usFederalDistrict: StateEntry = s("DC", "District of Columbia", "哥伦比亚特区");
export const usStateCodes: ReadonlySet<string> = new Set([...usStates.map((x) => x.code), usFederalDistrict.code]);

/** Canada's 10 provinces and 3 territories. */
export const caProvinces: readonly StateEntry[] = [
  s("AB", "Alberta", "艾伯塔省"),
  s("BC", "British Columbia", "不列颠哥伦比亚省"),
  s("MB", "Manitoba", "马尼托巴省"),
  s("NB", "New Brunswick", "新不伦瑞克省"),
  s("NL", "Newfoundland and Labrador", "纽芬兰与拉布拉多省"),
  s("NS", "Nova Scotia", "新斯科舍省"),
  s("ON", "Ontario", "安大略省"),
  s("PE", "Prince Edward Island", "爱德华王子岛省"),
  s("QC", "Quebec", "魁北克省"),
  s("SK", "Saskatchewan", "萨斯喀彻温省"),
  s("NT", "Northwest Territories", "西北地区"),
  s("NU", "Nunavut", "努纳武特地区"),
  s("YT", "Yukon", "育空地区"),
];
export const caProvinceCodes: ReadonlySet<string> = new Set(caProvinces.map((x) => x.code));

export const US_ZIP = /^\d{5}(-\d{4})?$/;
export const CA_POSTCODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

// ---- field schemas shared by the area's forms ----

export const placeName = z.string().trim().min(1).max(100);
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: "v.countryCode" });
/** An optional text that must match a pattern when given; "" means not given (null). */
export const optPattern = (max: number, re: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .refine((v) => !v || re.test(v), { message })
    .transform((v) => (v ? v : null));
export const phone = optPattern(40, /^\+?[\d\s()-]{5,40}$/, "v.phone");
export const email = optPattern(200, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, "v.email");

function isTimeZone(v: string): boolean {
  if (!/^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: v });
    return true;
  } catch {
    return false;
  }
}
export const timeZone = z.string().trim().refine(isTimeZone, { message: "v.timeZone" });

/** The state/province and postcode rules of the countries we know: US states + ZIP, Canadian provinces + postal codes. */
export function postalIssues(
  v: { countryCode?: string | null; state?: string | null; postcode?: string | null },
  keys = { state: "state", postcode: "postcode" },
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const state = v.state?.trim().toUpperCase() ?? "";
  const postcode = v.postcode?.trim() ?? "";
  if (v.countryCode === "US") {
    if (!usStateCodes.has(state)) out.push({ path: keys.state, message: "v.usState" });
    if (postcode && !US_ZIP.test(postcode)) out.push({ path: keys.postcode, message: "v.usZip" });
  } else if (v.countryCode === "CA") {
    if (!caProvinceCodes.has(state)) out.push({ path: keys.state, message: "v.caProvince" });
    if (postcode && !CA_POSTCODE.test(postcode)) out.push({ path: keys.postcode, message: "v.caPostcode" });
  }
  return out;
}
/** For `.superRefine(checkPostal)` on a save schema with countryCode/state/postcode fields. */
export function checkPostal(
  v: { countryCode?: string | null; state?: string | null; postcode?: string | null },
  ctx: z.RefinementCtx,
): void {
  for (const issue of postalIssues(v)) ctx.addIssue({ code: "custom", message: issue.message, path: [issue.path] });
}

// ---- regions (commonRegion/getCommonRegion) ----

/** Depth in the region tree: 1 country, 2 state/province, 3 city. */
export const regionDepth = z.coerce.number().int().min(1).max(3);
export const regionQuery = z.strictObject({
  country: countryCode.optional().describe("only this country's regions (ISO 3166-1 alpha-2)"),
  parentId: queryId.optional().describe("only the children of this region"),
  depth: regionDepth.optional().describe("1 countries, 2 states/provinces, 3 cities"),
  keyword: z.string().trim().max(50).optional().describe("part of a code or name"),
});
export const regionRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  countryCode: z.string(),
  depth: z.number().int(),
  code: z.string().describe("ISO style: US, US-CA, US-CA-ONT"),
  regionCode: z.string().describe("the code used in addresses: CA for California, US for the United States"),
  name: z.string().describe("in the caller's language"),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
});
export type RegionRow = z.infer<typeof regionRow>;

// ---- currencies and exchange rates ----

/** A rate: units of the base currency for one unit of the currency, up to 10 decimals. */
export const rateValue = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,10})?$/, { message: "v.rate" })
  .refine((v) => /[1-9]/.test(v), { message: "v.rate" });
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "v.date" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: "v.date",
  });

export const currencyRateQuery = z.strictObject({
  date: isoDate.optional().describe("the rates in force on this day (default today): each currency's latest rate on or before it"),
});
export const currencyRateRow = z.object({
  currency: currencyCode,
  name: z.string().describe("in the caller's language"),
  baseCurrency: z.string().describe("the context's base currency"),
  rate: z.string().nullable().describe("units of the base currency per unit; 1 for the base itself; null when no rate is on file"),
  effectiveDate: z.string().nullable(),
  rateId: z.number().int().nullable().describe("the rate row used (store it beside converted amounts)"),
});
export type CurrencyRateRow = z.infer<typeof currencyRateRow>;

export const exchangeRateRow = z.object({
  id: z.number().int(),
  currency: z.string(),
  baseCurrency: z.string(),
  rate: z.string(),
  effectiveDate: z.string(),
  source: z.string().nullable(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;
export const exchangeRateSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  currency: currencyCode,
  effectiveDate: isoDate,
  rate: rateValue,
  source: optText(32),
  remark: remark,
});
export type ExchangeRateSave = z.input<typeof exchangeRateSave>;
