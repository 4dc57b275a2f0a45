import { auditNames } from "../../platform/audit/names.js";

/** The webhook subscription's audit vocabulary. */
export const WebhookAudit = auditNames("webhookSubscription", [
  "createWebhookSubscription",
  "updateWebhookSubscription",
  "deleteWebhookSubscription",
  "rotateWebhookSecret",
  "sendTestWebhook",
]);

/** The stock push's audit vocabulary: its settings and each push run (per store account). */
export const StockPushAudit = auditNames("stockPushSetting", [
  "createStockPushSetting",
  "updateStockPushSetting",
  "deleteStockPushSetting",
  "pushStock",
]);
