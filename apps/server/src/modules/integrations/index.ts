import { openSecrets } from "../../platform/crypto/secrets.js";
import type { AppModule } from "../../platform/module.js";
import { integrationsMessages } from "./integrations.messages.js";
import { webhookOutboxHandlers } from "./webhook.events.js";
import { registerWebhookRoutes } from "./webhook.routes.js";

/**
 * Sellers' own systems (issue 9): webhook subscriptions and their signed, retried deliveries. The seller
 * API itself (inbound plans, stock, the ledger with API tokens and Idempotency-Key) is the other modules' calls.
 */
export { webhookSubscriptions, webhookDeliveries } from "./schema.js";

export const integrationsModule: AppModule = {
  name: "integrations",
  messages: [integrationsMessages],
  outboxHandlers: webhookOutboxHandlers as AppModule["outboxHandlers"],
  register(app, deps) {
    registerWebhookRoutes(app, deps.database, openSecrets(deps.config));
  },
};
