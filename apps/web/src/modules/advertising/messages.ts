import { defineMessages } from "../../lib/define-messages";
import { campaignsTexts } from "./messages.campaigns";
import { promotionsTexts } from "./messages.promotions";
import { reportsTexts } from "./messages.reports";
import { rulesTexts } from "./messages.rules";
import { sbsdTexts } from "./messages.sbsd";
import { spTexts } from "./messages.sp";

/** Texts of the advertising screens (namespace `advertising`), one part per area. */
export const advertisingMessages = defineMessages({
  "zh-CN": {
    ...rulesTexts["zh-CN"],
    ...campaignsTexts["zh-CN"],
    ...reportsTexts["zh-CN"],
    ...spTexts["zh-CN"],
    ...sbsdTexts["zh-CN"],
    ...promotionsTexts["zh-CN"],
  },
  "en-US": {
    ...rulesTexts["en-US"],
    ...campaignsTexts["en-US"],
    ...reportsTexts["en-US"],
    ...spTexts["en-US"],
    ...sbsdTexts["en-US"],
    ...promotionsTexts["en-US"],
  },
});
