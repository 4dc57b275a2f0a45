import { defineMessages } from "../../platform/i18n/messages.js";

/** Server messages of the integrations module (webhooks). */
export const integrationsMessages = defineMessages({
  "integrations.webhook": { "zh-CN": "Webhook 订阅", "en-US": "Webhook subscription" },
  "integrations.stockPushSetting": { "zh-CN": "库存推送设置", "en-US": "Stock push setting" },
  "integrations.badUrl": {
    "zh-CN": "接收地址必须是 https:// 地址(仅开发和测试环境允许 http://localhost)",
    "en-US": "The URL must be an https:// address (http://localhost only in development and tests)",
  },
  "integrations.sellerOnly": {
    "zh-CN": "Webhook 订阅属于卖家,请以卖家身份创建",
    "en-US": "Webhook subscriptions belong to a seller: create them as the seller",
  },
});
