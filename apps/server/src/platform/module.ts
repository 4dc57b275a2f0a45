import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import type { Listener, OutboxHandler } from "./documents/events.js";

/** What a module gets to register itself: the app, the database and the configuration. */
export interface ModuleDeps {
  database: Database;
  config: Config;
}
export interface AppModule {
  name: string;
  register(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** Domain-event listeners: run in the emitting command's transaction (documents/events.ts). */
  listeners?: Listener<unknown>[];
  /** Outbox handlers: slow or outside work, delivered after commit by a job with retries. */
  outboxHandlers?: OutboxHandler<unknown>[];
}
