import { openSecrets } from "../../platform/crypto/secrets.js";
import type { AppModule } from "../../platform/module.js";
import { integrationsMessages } from "./integrations.messages.js";
import { webhookOutboxHandlers } from "./webhook.events.js";
import { registerWebhookRoutes } from "./webhook.routes.js";
import { registerStockPushRoutes } from "./stockpush/stockpush.routes.js";
import { stockPushJob } from "./stockpush/stockpush.run.js";
import { stockPushListeners, stockPushOutboxHandlers } from "./stockpush/stockpush.onchange.js";

/**
 * Sellers' own systems (issue 9): webhook subscriptions and their signed, retried deliveries. The seller
 * API itself (inbound plans, stock, the ledger with API tokens and Idempotency-Key) is the other modules' calls.
 */
export { webhookSubscriptions, webhookDeliveries } from "./schema.js";
// stock push to sales channels: the tables (demo seed), the run and the channel adapter (a test swaps in a failing one)
export { stockPushHistory, stockPushQueue, stockPushSandboxListings, stockPushSettings } from "./stockpush/stockpush.schema.js";
export { pushAllScheduled, runStockPush } from "./stockpush/stockpush.run.js";
export { channelAdapter, sandboxAdapter, setChannelAdapter, type ChannelAdapter } from "./stockpush/stockpush.adapter.js";

export const integrationsModule: AppModule = {
  name: "integrations",
  messages: [integrationsMessages],
  outboxHandlers: [...webhookOutboxHandlers, ...stockPushOutboxHandlers] as AppModule["outboxHandlers"],
  // a stock change queues its listed SKUs for a push (stockpush.onchange.ts)
  listeners: stockPushListeners as AppModule["listeners"],
  periodicJobs: [stockPushJob],
  register(app, deps) {
    registerWebhookRoutes(app, deps.database, openSecrets(deps.config));
    registerStockPushRoutes(app, deps.database);
  },
};
