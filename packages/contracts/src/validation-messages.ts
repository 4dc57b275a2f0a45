import { catalogValidationMessages } from "./catalog/products.js";
import { inventoryValidationMessages } from "./inventory/stock.js";

/**
 * Messages for rules written into the contracts (`z.string().regex(re, { message: "v.typeCode" })`).
 * A schema names a key; the server answers in the caller's language and the web shows the same text.
 */
export const validationMessages = {
  "v.typeCode": {
    "zh-CN": "须以字母开头,只能包含字母、数字、_ . -,最多 64 位",
    "en-US": "must start with a letter and use only letters, digits, _ . - (at most 64)",
  },
  "v.roleCode": {
    "zh-CN": "须以小写字母开头,只能包含小写字母、数字和 _,2 到 64 位",
    "en-US": "must start with a lower-case letter and use only lower-case letters, digits and _ (2 to 64)",
  },
  "v.username": {
    "zh-CN": "须为 3 到 64 位字母、数字或 _ . @ -,以字母或数字开头",
    "en-US": "must be 3 to 64 letters, digits or _ . @ -, starting with a letter or digit",
  },
  "v.money": {
    "zh-CN": '须为最多 16 位整数、4 位小数的数字字符串,如 "12.50"',
    "en-US": 'must be a decimal string with at most 16 integer digits and 4 decimals, e.g. "12.50"',
  },
  "v.ratio": { "zh-CN": "须为 0 到 100 之间的数,最多 2 位小数", "en-US": "must be a number from 0 to 100 with at most 2 decimals" },
  // orgs area (issue 3)
  "v.orgCode": {
    "zh-CN": "须为 2–32 位字母、数字、_ 或 -,以字母或数字开头",
    "en-US": "must be 2–32 letters, digits, _ or -, starting with a letter or digit",
  },
  "v.customerPrefix": { "zh-CN": "须为 2–4 位大写字母", "en-US": "must be 2–4 uppercase letters" },
  "v.currencyCode": { "zh-CN": "须为 3 位大写货币代码,如 USD", "en-US": "must be a 3-letter uppercase currency code, e.g. USD" },
  "v.orgAdminUsername": { "zh-CN": "须为 3–64 位字母、数字或 . _ @ -", "en-US": "must be 3–64 letters, digits or . _ @ -" },
  // content area (issue 3)
  "v.localeKey": { "zh-CN": "须为 命名空间:键 的形式,如 shell:menu.home", "en-US": "must be namespace:key, e.g. shell:menu.home" },
  "v.postCode": { "zh-CN": "须为 1–32 位字母、数字、_ 或 -", "en-US": "must be 1–32 letters, digits, _ or -" },
  "v.targetValues": { "zh-CN": "请至少指定一个发送对象", "en-US": "give at least one target" },
  "v.instant": { "zh-CN": "格式应为 2026-12-01T08:00:00Z", "en-US": "use the form 2026-12-01T08:00:00Z" },
  "v.window": { "zh-CN": "结束时间须晚于开始时间", "en-US": "must be after the start" },
  // masterdata business area (issue 4)
  "v.bizCode": {
    "zh-CN": "须为 1–32 位字母、数字、_ 或 -,以字母或数字开头",
    "en-US": "must be 1–32 letters, digits, _ or -, starting with a letter or digit",
  },
  "v.countryCode": { "zh-CN": "须为 2 位大写国家代码,如 US", "en-US": "must be a 2-letter uppercase country code, e.g. US" },
  "v.platformCode": {
    "zh-CN": "须为 2–16 位小写字母、数字或 _,以字母开头",
    "en-US": "must be 2–16 lower-case letters, digits or _, starting with a letter",
  },
  "v.adsProfileId": { "zh-CN": "广告配置 ID 须为 1–20 位数字", "en-US": "the ads profile id must be 1–20 digits" },
  "v.channelRef": {
    "zh-CN": "须为 1–64 位字母、数字或符号,不含空格",
    "en-US": "must be 1–64 letters, digits or symbols without spaces",
  },
  "v.nonNegative": { "zh-CN": "不能为负数", "en-US": "must not be negative" },
  "v.positiveAmount": { "zh-CN": "须大于 0", "en-US": "must be above 0" },
  "v.listDays": { "zh-CN": "须为 7、14、30、60 或 90 天", "en-US": "must be 7, 14, 30, 60 or 90 days" },
  "v.periodBothEnds": { "zh-CN": "请同时填写开始和结束日期", "en-US": "give both the first and the last day" },
  "v.periodYear": { "zh-CN": "时间范围最长一年", "en-US": "a period of at most a year" },
  "v.endBeforeStart": { "zh-CN": "结束日期不能早于开始日期", "en-US": "the end may not be before the start" },
  "v.contractDates": { "zh-CN": "合同结束日期不能早于开始日期", "en-US": "the contract end cannot be before its start" },
  // catalogue (issue 4)
  ...catalogValidationMessages,
  ...inventoryValidationMessages,
  // carriers area (issue 4)
  "v.carrierCode": {
    "zh-CN": "须为 2–32 位大写字母、数字、_ 或 -,以字母或数字开头",
    "en-US": "must be 2–32 upper-case letters, digits, _ or -, starting with a letter or digit",
  },
  "v.clockTime": { "zh-CN": "须为 24 小时制时间,如 16:30", "en-US": "must be a 24-hour time, e.g. 16:30" },
  "v.trackingUrl": {
    "zh-CN": "须为 https:// 开头、含 {trackingNo} 的网址",
    "en-US": "must be an https:// address containing {trackingNo}",
  },
  "v.transitDays": { "zh-CN": "最长时效不能小于最短时效", "en-US": "must not be less than the minimum transit days" },
  "v.effectiveTo": { "zh-CN": "失效日期不能早于生效日期", "en-US": "must not be before the effective date" },
  "v.ownAccount": { "zh-CN": "使用客户自有账号时须选择账号", "en-US": "choose the seller's account when it pays with its own" },
  "v.accountNumber": {
    "zh-CN": "须为 4–34 位字母或数字(空格和 - 会被忽略)",
    "en-US": "must be 4–34 letters or digits (spaces and - are ignored)",
  },
  "v.cutoffBeforePickup": { "zh-CN": "截单时间须不晚于揽收时间", "en-US": "must not be later than the pickup time" },
  // masterdata places area (issue 4)
  "v.warehouseCode": { "zh-CN": "须为 2–32 位大写字母或数字", "en-US": "must be 2–32 upper-case letters or digits" },
  "v.assignmentCode": {
    "zh-CN": "须为 2–32 位大写字母、数字、_ 或 -,以字母或数字开头",
    "en-US": "must be 2–32 upper-case letters, digits, _ or -, starting with a letter or digit",
  },
  "v.usState": { "zh-CN": "须为有效的美国州代码,如 CA、NJ", "en-US": "must be a valid US state code, e.g. CA or NJ" },
  "v.caProvince": { "zh-CN": "须为有效的加拿大省份代码,如 ON、BC", "en-US": "must be a valid Canadian province code, e.g. ON or BC" },
  "v.usZip": {
    "zh-CN": "美国邮编须为 5 位数字或 5+4 位,如 91761 或 91761-1234",
    "en-US": "a US ZIP code is 5 digits or ZIP+4, e.g. 91761 or 91761-1234",
  },
  "v.caPostcode": { "zh-CN": "加拿大邮编格式如 K1A 0B1", "en-US": "a Canadian postal code looks like K1A 0B1" },
  "v.cnPostcode": { "zh-CN": "中国邮编须为 6 位数字", "en-US": "a Chinese postcode is 6 digits" },
  "v.timeZone": {
    "zh-CN": "须为有效的 IANA 时区,如 America/Los_Angeles",
    "en-US": "must be a valid IANA time zone, e.g. America/Los_Angeles",
  },
  "v.positiveMeasure": {
    "zh-CN": "须为大于 0 的数字,最多 3 位小数,如 12.5",
    "en-US": "must be a number above 0 with at most 3 decimals, e.g. 12.5",
  },
  "v.measure": {
    "zh-CN": "须为非负数字,最多 11 位整数、3 位小数",
    "en-US": "must be a non-negative number with at most 11 digits and 3 decimals",
  },
  "v.volume": { "zh-CN": "须为非负数字,最多 6 位小数", "en-US": "must be a non-negative number with at most 6 decimals" },
  "v.phone": { "zh-CN": "电话只能包含数字、空格、+ ( ) -,5–40 位", "en-US": "a phone number has 5–40 digits, spaces, + ( ) or -" },
  "v.stateRequired": {
    "zh-CN": "该国家的地址须填写州/省",
    "en-US": "an address in this country needs its state or province",
  },
  "v.email": { "zh-CN": "邮箱格式不正确", "en-US": "not a valid e-mail address" },
  "v.time": { "zh-CN": "须为 HH:MM 格式的时间,如 15:00", "en-US": "must be a time HH:MM, e.g. 15:00" },
  "v.workingDays": { "zh-CN": "工作日不能重复", "en-US": "working days must not repeat" },
  "v.rate": {
    "zh-CN": "汇率须为大于 0 的数字,最多 10 位整数、10 位小数",
    "en-US": "a rate is a number above 0 with at most 10 digits and 10 decimals",
  },
  "v.date": { "zh-CN": "须为 YYYY-MM-DD 格式的日期", "en-US": "must be a date YYYY-MM-DD" },
  "v.ein": { "zh-CN": "美国进口商的税号须为 EIN 格式,如 12-3456789", "en-US": "a US importer's tax id is an EIN, e.g. 12-3456789" },
  "v.portCode": { "zh-CN": "须为 5 位 UN/LOCODE,如 USLAX", "en-US": "must be a 5-character UN/LOCODE, e.g. USLAX" },
  "v.portCountry": { "zh-CN": "港口代码的前两位须与国家一致", "en-US": "the port code must start with its country code" },
  "v.forwarderCode": { "zh-CN": "只能包含字母、数字、_ 或 -", "en-US": "only letters, digits, _ or -" },
  "v.shelfLifeFefoOnly": {
    "zh-CN": '只有"按效期先出(FEFO)"规则可以设置最短剩余效期',
    "en-US": "a minimum shelf life applies to the FEFO rule only",
  },
  "v.defaultInactive": { "zh-CN": "停用的地址不能设为默认", "en-US": "an inactive address cannot be the default" },
  "v.businessType": { "zh-CN": "不是有效的业务类型", "en-US": "not a valid business type" },
  "v.orderType": { "zh-CN": "不是有效的单据类型", "en-US": "not a valid order type" },
  "v.warningThreshold": { "zh-CN": "请至少设置一个预警阈值", "en-US": "set at least one warning threshold" },
  "v.percent": { "zh-CN": "须为大于 0、不超过 900 的百分比", "en-US": "must be a percentage above 0 and at most 900" },
} as const;
export type ValidationMessageKey = keyof typeof validationMessages;
