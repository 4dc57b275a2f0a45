import { catalogValidationMessages } from "./catalog/products.js";

/**
 * Messages for rules written into the contracts (`z.string().regex(re, { message: "v.typeCode" })`).
 * A schema names a key; the server answers in the caller's language and the web shows the same text.
 */
export const validationMessages = {
  "v.typeCode": { "zh-CN": "须以字母开头,只能包含字母、数字、_ . -,最多 64 位", "en-US": "must start with a letter and use only letters, digits, _ . - (at most 64)" },
  "v.roleCode": { "zh-CN": "须以小写字母开头,只能包含小写字母、数字和 _,2 到 64 位", "en-US": "must start with a lower-case letter and use only lower-case letters, digits and _ (2 to 64)" },
  "v.username": { "zh-CN": "须为 3 到 64 位字母、数字或 _ . @ -,以字母或数字开头", "en-US": "must be 3 to 64 letters, digits or _ . @ -, starting with a letter or digit" },
  "v.money": { "zh-CN": "须为最多 16 位整数、4 位小数的数字字符串,如 \"12.50\"", "en-US": "must be a decimal string with at most 16 integer digits and 4 decimals, e.g. \"12.50\"" },
  // orgs area (issue 3)
  "v.orgCode": { "zh-CN": "须为 2–32 位字母、数字、_ 或 -,以字母或数字开头", "en-US": "must be 2–32 letters, digits, _ or -, starting with a letter or digit" },
  "v.customerPrefix": { "zh-CN": "须为 2–4 位大写字母", "en-US": "must be 2–4 uppercase letters" },
  "v.currencyCode": { "zh-CN": "须为 3 位大写货币代码,如 USD", "en-US": "must be a 3-letter uppercase currency code, e.g. USD" },
  "v.orgAdminUsername": { "zh-CN": "须为 3–64 位字母、数字或 . _ @ -", "en-US": "must be 3–64 letters, digits or . _ @ -" },
  // content area (issue 3)
  "v.localeKey": { "zh-CN": "须为 命名空间:键 的形式,如 shell:menu.home", "en-US": "must be namespace:key, e.g. shell:menu.home" },
  "v.postCode": { "zh-CN": "须为 1–32 位字母、数字、_ 或 -", "en-US": "must be 1–32 letters, digits, _ or -" },
  "v.targetValues": { "zh-CN": "请至少指定一个发送对象", "en-US": "give at least one target" },
  "v.window": { "zh-CN": "结束时间须晚于开始时间", "en-US": "must be after the start" },
  // masterdata business area (issue 4)
  "v.bizCode": { "zh-CN": "须为 1–32 位字母、数字、_ 或 -,以字母或数字开头", "en-US": "must be 1–32 letters, digits, _ or -, starting with a letter or digit" },
  "v.countryCode": { "zh-CN": "须为 2 位大写国家代码,如 US", "en-US": "must be a 2-letter uppercase country code, e.g. US" },
  "v.platformCode": { "zh-CN": "须为 2–16 位小写字母、数字或 _,以字母开头", "en-US": "must be 2–16 lower-case letters, digits or _, starting with a letter" },
  "v.adsProfileId": { "zh-CN": "广告配置 ID 须为 1–20 位数字", "en-US": "the ads profile id must be 1–20 digits" },
  "v.nonNegative": { "zh-CN": "不能为负数", "en-US": "must not be negative" },
  "v.contractDates": { "zh-CN": "合同结束日期不能早于开始日期", "en-US": "the contract end cannot be before its start" },
  // catalogue (issue 4)
  ...catalogValidationMessages,
  // carriers area (issue 4)
  "v.carrierCode": { "zh-CN": "须为 2–32 位大写字母、数字、_ 或 -,以字母或数字开头", "en-US": "must be 2–32 upper-case letters, digits, _ or -, starting with a letter or digit" },
  "v.carrierMeasure": { "zh-CN": "须为大于 0 的数字,最多 3 位小数", "en-US": "must be a number above 0 with at most 3 decimals" },
  "v.clockTime": { "zh-CN": "须为 24 小时制时间,如 16:30", "en-US": "must be a 24-hour time, e.g. 16:30" },
  "v.trackingUrl": { "zh-CN": "须为 https:// 开头、含 {trackingNo} 的网址", "en-US": "must be an https:// address containing {trackingNo}" },
  "v.transitDays": { "zh-CN": "最长时效不能小于最短时效", "en-US": "must not be less than the minimum transit days" },
  "v.effectiveTo": { "zh-CN": "失效日期不能早于生效日期", "en-US": "must not be before the effective date" },
  "v.ownAccount": { "zh-CN": "使用客户自有账号时须选择账号", "en-US": "choose the seller's account when it pays with its own" },
  "v.accountNumber": { "zh-CN": "须为 4–34 位字母或数字(空格和 - 会被忽略)", "en-US": "must be 4–34 letters or digits (spaces and - are ignored)" },
  "v.cutoffBeforePickup": { "zh-CN": "截单时间须不晚于揽收时间", "en-US": "must not be later than the pickup time" },
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;
