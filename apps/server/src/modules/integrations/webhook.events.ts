import type { WebhookEvent } from "@entrepot/contracts";
import { type EventDef, outboxHandler, type OutboxHandler, transitionEvent } from "../../platform/documents/index.js";
import { inboundPlanMachine } from "../inbound/index.js";
import { stockPosted } from "../inventory/index.js";
import { orderMachine } from "../orders/index.js";
import { outboundPlanMachine } from "../outbound/index.js";
import { returnPlanMachine } from "../returns/index.js";
import { deliverEvent, subscribedCheck } from "./webhook.delivery.js";

/**
 * Which domain event each webhook event is, and whose org it concerns: one line here (and one in contracts
 * `webhookEventLabels`) per event.
 */
interface Source<P> {
  code: WebhookEvent;
  event: EventDef<P>;
  orgOf: (payload: P) => number | null;
}
const source = <P>(code: WebhookEvent, event: EventDef<P>, orgOf: (payload: P) => number | null): Source<P> => ({ code, event, orgOf });

const sources = [
  // the plan reaches "received" once receiving is finished (each "receive" is one partial receipt)
  source("inbound.received", transitionEvent(inboundPlanMachine, "finishReceiving"), (p) => p.orgId),
  source("outbound.shipped", transitionEvent(outboundPlanMachine, "ship"), (p) => p.orgId),
  source("stock.changed", stockPosted, (p) => p.orgId),
  // the B2C order's ship event carries its tracking number, carrier and lines (orders/order.commands.ts)
  source("order.shipped", transitionEvent(orderMachine, "ship"), (p) => p.orgId),
  // a return plan reaches "received" once receiving is finished (each "receive" is one partial receipt)
  source("return.received", transitionEvent(returnPlanMachine, "finishReceiving"), (p) => p.orgId),
];

/** One outbox handler per event: each delivery posts to the org's active subscriptions wanting it. */
export const webhookOutboxHandlers: OutboxHandler<never>[] = sources.map(
  (s) =>
    outboxHandler(
      s.event as EventDef<unknown>,
      `integrations.webhook.${s.code}`,
      (payload, delivery) => deliverEvent(s.code, (s.orgOf as (p: unknown) => number | null)(payload), payload, delivery),
      {
        maxAttempts: 8,
        wantedStatement: (_orgId, payload) => subscribedCheck(s.code, (s.orgOf as (p: unknown) => number | null)(payload)),
      },
    ) as OutboxHandler<never>,
);
