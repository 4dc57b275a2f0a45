import { defineMessages } from "../../platform/i18n/messages.js";

/** Server texts of the advertising campaign structure. */
export const advertisingMessages = defineMessages({
  "advertising.account": { "zh-CN": "广告账户", "en-US": "Ad account" },
  "advertising.portfolio": { "zh-CN": "广告组合", "en-US": "Portfolio" },
  "advertising.campaign": { "zh-CN": "广告活动", "en-US": "Campaign" },
  "advertising.adGroup": { "zh-CN": "广告组", "en-US": "Ad group" },
  "advertising.productAd": { "zh-CN": "广告商品", "en-US": "Product ad" },
  "advertising.target": { "zh-CN": "投放", "en-US": "Target" },
  "advertising.campaignNameTaken": {
    "zh-CN": "该广告账户下已有名为「{name}」的广告活动",
    "en-US": 'This ad account already has a campaign named "{name}"',
  },
  "advertising.groupNameTaken": {
    "zh-CN": "该广告活动下已有名为「{name}」的广告组",
    "en-US": 'This campaign already has an ad group named "{name}"',
  },
  "advertising.portfolioNameTaken": {
    "zh-CN": "该广告账户下已有名为「{name}」的广告组合",
    "en-US": 'This ad account already has a portfolio named "{name}"',
  },
  "advertising.amountDecimals": {
    "zh-CN": "{currency} 金额最多 {limit} 位小数",
    "en-US": "A {currency} amount takes at most {limit} decimals",
  },
  "advertising.bidFloor": { "zh-CN": "竞价不能低于 {limit} {currency}", "en-US": "A bid may not be below {limit} {currency}" },
  "advertising.bidCeiling": { "zh-CN": "竞价不能高于 {limit} {currency}", "en-US": "A bid may not be above {limit} {currency}" },
  "advertising.budgetFloor": {
    "zh-CN": "每日预算不能低于 {limit} {currency}",
    "en-US": "A daily budget may not be below {limit} {currency}",
  },
  "advertising.budgetCeiling": {
    "zh-CN": "每日预算不能高于 {limit} {currency}",
    "en-US": "A daily budget may not be above {limit} {currency}",
  },
  "advertising.notOwnProduct": {
    "zh-CN": "商品 {value} 不是该卖家商品库中的商品",
    "en-US": "Product {value} is not in this seller's catalogue",
  },
  "advertising.duplicateProduct": { "zh-CN": "商品 {sku} 重复", "en-US": "Product {sku} is listed twice" },
  "advertising.endBeforeStart": { "zh-CN": "结束日期不能早于开始日期", "en-US": "The end date may not be before the start date" },
  "advertising.endInPast": { "zh-CN": "结束日期不能早于今天", "en-US": "The end date may not be in the past" },
  "advertising.archived": {
    "zh-CN": "{entity}已归档,不能再修改",
    "en-US": "The {entity} is archived and can no longer be changed",
  },
  "advertising.matchTypeOfKind": {
    "zh-CN": "投放类型 {kind} 不能使用匹配方式 {matchType}",
    "en-US": "A {kind} target cannot use the match type {matchType}",
  },
  "advertising.kindOfCampaign": {
    "zh-CN": "该广告活动不能添加 {kind} 类型的投放",
    "en-US": "This campaign cannot take {kind} targets",
  },
  "advertising.categoryExpression": {
    "zh-CN": "品类须为“品类ID|名称”，如 1055398|Home & Kitchen（当前：{value}）",
    "en-US": "A category is its browse node as id|name, e.g. 1055398|Home & Kitchen (got {value})",
  },
  "advertising.audienceLookBack": {
    "zh-CN": "该受众的回溯天数只能是 {days} 天（当前：{value}）",
    "en-US": "This audience's look-back is one of {days} days (got {value})",
  },
  "advertising.negativeKeywordNotSd": {
    "zh-CN": "展示型推广没有否定关键词，只能否定商品",
    "en-US": "Sponsored Display takes no negative keywords, only negative products",
  },
  "advertising.expressionRequired": { "zh-CN": "请填写投放内容", "en-US": "The target needs its keyword, ASIN or category" },
  "advertising.duplicateTarget": { "zh-CN": "投放「{expression}」重复", "en-US": 'The target "{expression}" is listed twice' },
  "advertising.targetExists": {
    "zh-CN": "投放「{expression}」({matchType})已存在",
    "en-US": 'The target "{expression}" ({matchType}) already exists',
  },
  "advertising.creativeRequired": { "zh-CN": "品牌推广活动需要广告素材", "en-US": "A Sponsored Brands campaign needs its creative" },
  "advertising.creativeOnlySb": { "zh-CN": "只有品牌推广活动有广告素材", "en-US": "Only Sponsored Brands campaigns have a creative" },
  "advertising.landingUrlRequired": {
    "zh-CN": "自定义落地页需要填写网址",
    "en-US": "A custom landing page needs its URL",
  },
  "advertising.asset": { "zh-CN": "素材", "en-US": "Asset" },
  "advertising.assetType": {
    "zh-CN": "只能上传 PNG 或 JPG 图片(按文件内容识别)",
    "en-US": "Only PNG or JPG images can be uploaded (recognised by the file's content)",
  },
  "advertising.assetTooLarge": { "zh-CN": "图片不能超过 {limit}", "en-US": "The image must not exceed {limit}" },
  "advertising.assetTooSmall": {
    "zh-CN": "图片至少需要 {limit} 像素(当前 {width} × {height})",
    "en-US": "The image must be at least {limit} px (this one is {width} × {height})",
  },
  "advertising.assetUnknown": { "zh-CN": "素材 {value} 不存在", "en-US": "Asset {value} does not exist" },
  "advertising.sdTacticRequired": {
    "zh-CN": "展示型推广活动需要选择投放策略(受众或商品投放)",
    "en-US": "A Sponsored Display campaign needs its tactic (audiences or contextual)",
  },
  "advertising.autoOnlySp": {
    "zh-CN": "只有商品推广活动可以自动投放",
    "en-US": "Only Sponsored Products campaigns can target automatically",
  },
  "advertising.placementsOnlySp": {
    "zh-CN": "只有商品推广活动有广告位调整",
    "en-US": "Only Sponsored Products campaigns have placement adjustments",
  },
  "advertising.negativeNeedsGroup": {
    "zh-CN": "商品否定投放只能加在广告组上",
    "en-US": "A negative product target belongs to an ad group",
  },
  "advertising.bulkNeedsBid": { "zh-CN": "请填写新的竞价", "en-US": "Give the new bid" },
  "advertising.bulkNeedsPercent": { "zh-CN": "请填写调整百分比", "en-US": "Give the percentage to change by" },
  "advertising.negativeNoBid": { "zh-CN": "否定投放没有竞价", "en-US": "A negative target has no bid" },
  "advertising.accountInactive": { "zh-CN": "该广告账户已停用", "en-US": "This ad account is inactive" },
});
