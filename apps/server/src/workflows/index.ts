import type { AppModule } from "../platform/module.js";

/**
 * Processes that cross modules, built from domain events (ARCHITECTURE §5). A workflow is declared like a
 * module (one `AppModule` declaration), with the listeners (same transaction) and outbox handlers (after commit)
 * that carry one process from one module's document to the others', and usually no routes of its own:
 *
 * ```ts
 * // workflows/ship-order.ts: shipping an outbound order posts its stock movements and its fee records
 * export const shipOrder: AppModule = {
 *   name: "workflow.shipOrder",
 *   listeners: [
 *     listen(transitionEvent(outboundOrderMachine, "ship"), "shipOrder.postStock", (e, ctx) => postShipment(ctx.tx, e.id, ctx.actor)),
 *     listen(transitionEvent(outboundOrderMachine, "ship"), "shipOrder.fees", (e, ctx) => recordShippingFees(ctx.tx, e.id)),
 *   ],
 *   outboxHandlers: [outboxHandler(transitionEvent(outboundOrderMachine, "ship"), "shipOrder.webhook", (e, d) => webhooks.send(e, d.outboxId))],
 * };
 * ```
 *
 * A workflow imports modules through their index.ts only (lint), so every step it calls is a module's
 * public service. A reaction that belongs to one module alone (its own bookkeeping) stays in that module's
 * own `listeners`; what lands here is what joins two or more modules. buildApp registers these after the
 * modules. See README.md beside this file.
 */
export const workflows: AppModule[] = [];
