import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server texts of the advertising reports (entity names in 404s). */
export const adReportMessages = defineMessages({
  "advertising.reports.account": { "zh-CN": "广告账户", "en-US": "Ad account" },
  "advertising.reports.campaign": { "zh-CN": "广告活动", "en-US": "Campaign" },
  "advertising.reports.promotion": { "zh-CN": "促销活动", "en-US": "Promotion" },
});
