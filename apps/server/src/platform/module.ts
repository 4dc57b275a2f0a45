import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { registerUsage, type Usage } from "./db/usage.js";
import { registerDocuments } from "./documents/index.js";
import type { Listener, OutboxHandler } from "./documents/events.js";
import type { DeclaredImport } from "./imports/register.js";
import { registerMessages, type Messages } from "./i18n/messages.js";
import { registerWorkRoutes, type WorkChartDef, type WorkTileDef } from "./home/work-tiles.js";
import { registerTaskKind, type TaskKind } from "./jobs/kinds.js";
import { registerPeriodicJob, type PeriodicJob } from "./jobs/periodic.js";

/** What a module gets to register itself: the app, the database and the configuration. */
export interface ModuleDeps {
  database: Database;
  config: Config;
}

/**
 * A module (or a workflow) declares itself here, once: everything the platform should know of it is a
 * field, and the platform registers it all when it builds the app (`installModules`). Nothing is
 * registered by importing a file; a module's files only describe (`defineMessages`, `defineTaskKind`,
 * `defineUsage`, `defineImport`, `definePeriodicJob`, `listen`, `outboxHandler`) and its index.ts lists them.
 */
export interface AppModule {
  name: string;
  /** Its texts (i18n/messages.ts `defineMessages`): error messages and entity names in zh-CN and en-US. */
  messages?: Messages[];
  /** Its routes (registerSpecCall / defineRoute / registerResource / registerList). */
  register?(app: FastifyInstance, deps: ModuleDeps): void | Promise<void>;
  /** Domain-event listeners: run in the emitting command's transaction (documents/events.ts). */
  listeners?: Listener<unknown>[];
  /** Outbox handlers: slow or outside work, delivered after commit by a job with retries. */
  outboxHandlers?: OutboxHandler<unknown>[];
  /** Background task kinds it starts with `startTask` (jobs/kinds.ts `defineTaskKind`). */
  taskKinds?: TaskKind<unknown>[];
  /** Housekeeping on a schedule (jobs/periodic.ts `definePeriodicJob`). */
  periodicJobs?: PeriodicJob[];
  /** Its tables' references to other modules' records: their deletes are refused while used (db/usage.ts `defineUsage`). */
  usages?: Usage[];
  /** Its .xlsx imports: template and import routes and their task kind (imports/register.ts `defineImport`). */
  imports?: DeclaredImport[];
  /** Its figures on the work home page (home/work-tiles.ts `defineWorkTile`): counts that link to their lists. */
  workTiles?: WorkTileDef[];
  /** Its charts on the work home page (home/work-tiles.ts `defineWorkChart`), beside the tiles of their group. */
  workCharts?: WorkChartDef[];
}

/**
 * Registers every module's declaration, in order: what others look up at run time first (texts, task kinds,
 * periodic jobs, usages, listeners and outbox handlers, since a route may use them from its first
 * request), then each module's routes and imports.
 */
export async function installModules(app: FastifyInstance, deps: ModuleDeps, modules: readonly AppModule[]): Promise<void> {
  for (const m of modules) {
    for (const texts of m.messages ?? []) registerMessages(texts);
    for (const kind of m.taskKinds ?? []) registerTaskKind(kind);
    for (const job of m.periodicJobs ?? []) registerPeriodicJob(job);
    for (const usage of m.usages ?? []) registerUsage(usage);
  }
  registerDocuments(app, deps.database, deps.config, modules);
  for (const m of modules) {
    await m.register?.(app, deps);
    for (const def of m.imports ?? []) await def.register(app, deps.database);
  }
  registerWorkRoutes(
    app,
    deps.database.db,
    modules.flatMap((m) => m.workTiles ?? []),
    modules.flatMap((m) => m.workCharts ?? []),
  );
}
