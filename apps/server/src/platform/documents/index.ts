import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { openSecrets } from "../crypto/secrets.js";
import type { Database } from "../db/database.js";
import { registerPeriodicJob } from "../jobs/periodic.js";
import type { AppModule } from "../module.js";
import { registerListener, registerOutboxHandler } from "./events.js";
import { purgeIdempotencyKeys } from "./idempotency.js";
import "./messages.js";
import { deliverOutbox } from "./outbox.js";

export { defineMachine, type Guard, type GuardContext, type Machine } from "./state-machine.js";
export {
  defineEvent,
  emit,
  emitAll,
  emitWith,
  listen,
  listenStatement,
  outboxHandler,
  type EventContext,
  type EventDef,
  type Listener,
  type ListenerStatement,
  type OutboxHandler,
} from "./events.js";
export { runTransition, stateConflict, transitionEvent, type DocumentTable, type TransitionEvent } from "./transition.js";
export { deliverOutbox } from "./outbox.js";
export { runIdempotent, purgeIdempotencyKeys } from "./idempotency.js";

/**
 * The documents kit in the app's life: the app's database handle for the idempotency layer, every
 * module's listeners and outbox handlers, and the two periodic jobs (outbox delivery, expired-key purge).
 * Called by buildApp before the modules register their routes.
 */
export function registerDocuments(app: FastifyInstance, database: Database, config: Config, modules: readonly AppModule[]): void {
  app.decorate("commandDb", database.db);
  const secrets = openSecrets(config);
  for (const m of modules) {
    for (const l of m.listeners ?? []) registerListener(l);
    for (const h of m.outboxHandlers ?? []) registerOutboxHandler(h);
  }
  registerPeriodicJob({
    name: "platform.outboxDelivery",
    everySeconds: config.OUTBOX_DELIVERY_SECONDS,
    run: async (db, log) => {
      // drain what is due, a batch at a time, but leave the node to other work after a few batches
      for (let i = 0; i < 10; i++) {
        const report = await deliverOutbox(db.db, log, { secrets });
        if (report.attempted) log.info({ ...report }, "outbox delivered");
        if (report.attempted < 50) break;
      }
    },
  });
  registerPeriodicJob({
    name: "platform.idempotencyPurge",
    everySeconds: 3600,
    run: async (db, log) => {
      const purged = await purgeIdempotencyKeys(db.db);
      if (purged) log.info({ purged }, "expired idempotency keys purged");
    },
  });
}
