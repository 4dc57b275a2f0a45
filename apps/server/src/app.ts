import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { modules } from "./modules/index.js";
import { registerAuthGate } from "./platform/auth/auth.plugin.js";
import { registerAuthRoutes } from "./platform/auth/auth.routes.js";
import type { Config } from "./platform/config.js";
import type { Database } from "./platform/db/database.js";
import { registerCompression } from "./platform/http/compression.js";
import { registerErrorHandler } from "./platform/http/error-handler.js";
import { registerHealth } from "./platform/http/health.js";
import { registerInputGuard } from "./platform/http/input-guard.js";
import { registerOpenApi } from "./platform/http/openapi.js";
import { registerWebApp } from "./platform/http/web-app.js";
import { registerJobs } from "./platform/jobs/index.js";
import { workflows } from "./workflows/index.js";
import { type AppModule, installModules } from "./platform/module.js";

export interface RouteInfo {
  method: string;
  url: string;
  access: string | undefined;
}
declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Extra modules registered after the app's own (tests: a test-only import kind...). */
  extraModules?: AppModule[];
}

/** Platform plugins, then every module's routes, then the web app. Used by main.ts, tests and benchmarks. */
export async function buildApp({ config, database, extraModules = [] }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  // every route, with its access mark, for the every-route-declares-access test and the docs
  const routeTable: RouteInfo[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (r) => {
    // read the mark lazily: scopes registered later (docs, static files) set it in their own onRoute hook
    for (const method of [r.method].flat())
      routeTable.push({
        method,
        url: r.url,
        get access() {
          return r.config?.access;
        },
      });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  registerInputGuard(app);
  app.addHook("onSend", async (req, reply) => {
    void reply.header("x-request-id", req.id);
  });
  // before every route and the static files, so that all of them are compressed (see compression.ts)
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerAuthGate(app, database, { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS });
  await registerOpenApi(app);
  registerHealth(app, database);
  registerAuthRoutes(app, database, config);
  // started when the app is ready (after migrations), stopped when it closes
  registerJobs(app, database, config);
  const allModules = [...modules, ...workflows, ...extraModules];
  // each module's one declaration: task kinds, jobs, usages, listeners, then routes and imports
  await installModules(app, { database, config }, allModules);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
