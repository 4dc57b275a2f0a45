import { defineMessages } from "../../platform/i18n/messages.js";

/** Server texts of stock control. */
export const stockControlMessages = defineMessages({
  "stockcontrol.warningRule": { "zh-CN": "库存预警规则", "en-US": "Stock warning rule" },
  "stockcontrol.sellerOnly": { "zh-CN": "预警规则只能为卖家设置", "en-US": "Warning rules are set for sellers only" },
});
