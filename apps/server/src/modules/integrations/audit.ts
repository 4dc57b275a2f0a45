import { auditNames } from "../../platform/audit/names.js";

/** The webhook subscription's audit vocabulary. */
export const WebhookAudit = auditNames("webhookSubscription", [
  "createWebhookSubscription",
  "updateWebhookSubscription",
  "deleteWebhookSubscription",
  "rotateWebhookSecret",
  "sendTestWebhook",
]);
