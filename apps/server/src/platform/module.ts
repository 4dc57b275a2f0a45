import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";

/** What a module gets to register itself: the app, the database and the configuration. */
export interface ModuleDeps {
  database: Database;
  config: Config;
}
export interface AppModule {
  name: string;
  register(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
}
