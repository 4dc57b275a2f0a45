import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { specCalls } from "@entrepot/contracts";
import type { RouteAccess } from "../access/actor.js";
import type { Db } from "../db/database.js";
import { idempotentHandler } from "../documents/idempotency.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route as modules write it: its access mark, zod schemas and a thin handler. */
export type RouteDef<S extends FastifySchema> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  "config"
> & {
  access: RouteAccess;
  schema: S;
  /**
   * Honour an `Idempotency-Key` header (documents/idempotency.ts): the handler runs in one transaction
   * on `req.tx` (build the command context with `requestContext(req, db)`) and must return its answer.
   */
  idempotent?: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The app's database handle: the idempotency layer opens its transactions on it. */
    commandDb: Db;
  }
}

const WRITE_OP =
  /^(del|delete\w*|remove|save\w*|create\w*|creat\w*|update\w*|add\w*|set\w*|accept|denied|bypass|clone\w*|clearCache|push\w*|audit\w*|unAudit|re_audit|review\w*|payment\w*|charge_off|close|exec|batchExec|ignoreError|confirm\w*|retry|submit\w*|move|upload\w*|designatedPerson|inactive|reBilling|revokeBilling|noNeedBilling|itemReprocess|changeStatus|dataSave|importInfo|saveAndUpdate|edit|genPcpfx)$/;

const byPath = new Map<string, { id: string; service: string; method: string }[]>();
for (const [id, service, method, path] of specCalls) {
  const list = byPath.get(path) ?? [];
  list.push({ id, service, method });
  byPath.set(path, list);
}

/** Registers a route of our own (not in the spec catalogue), e.g. /api/auth/login. */
export function defineRoute<S extends FastifySchema>(app: FastifyInstance, method: HttpMethod, url: string, def: RouteDef<S>): void {
  const { access, idempotent, ...rest } = def;
  const handler = idempotent ? idempotentHandler(rest.handler as never, () => app.commandDb) : rest.handler;
  (app as unknown as ZodApp).route({ ...(rest as object), handler, method, url, config: { access } } as never);
}

/**
 * Serves a call of spec/calls.tsv at its path: `registerSpecCall(app, "POST /api/v1/UcRole/findByPage", {...})`.
 * Fails at start-up when the path is not in the catalogue, or when a call that changes data would be
 * served on GET (the catalogue's GET for `del`, `saveData`... is the spec's shorthand).
 */
export function registerSpecCall<S extends FastifySchema>(app: FastifyInstance, call: `${HttpMethod} /${string}`, def: RouteDef<S>): void {
  const [method, path] = call.split(" ") as [HttpMethod, string];
  const entries = byPath.get(path);
  if (!entries) throw new Error(`registerSpecCall: ${path} is not a call of spec/calls.tsv`);
  const entry = entries.find((e) => e.method === method) ?? entries[0]!;
  const op =
    path
      .split("/")
      .filter((s) => s && !s.startsWith(":"))
      .pop() ?? "";
  if (method === "GET" && WRITE_OP.test(op)) throw new Error(`registerSpecCall: ${path} changes data and must not be served on GET`);
  const schema = { ...def.schema, operationId: entry.id, tags: [entry.service] } as S;
  defineRoute(app, method, path, { ...def, schema });
}
