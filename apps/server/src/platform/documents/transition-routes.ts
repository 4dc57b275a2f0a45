import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorBody, type Label, type PermissionCode } from "@entrepot/contracts";
import { type CommandContext, requestContext } from "../audit/command.js";
import type { DbOrTx } from "../db/database.js";
import { defineRoute } from "../http/routes.js";

/** A document's command: runs one transition (runTransition) for the request's actor. */
export type TransitionCommand = (ctx: CommandContext, body: never) => Promise<unknown>;

/** A command with what sets it apart from the document's other transitions. */
export interface TransitionRoute {
  run: TransitionCommand;
  /** Its body's contract, when it takes more than the common one (a receipt's counts, a reason). */
  body?: z.ZodType;
  access?: PermissionCode;
  summary?: string;
}

type Side = "seller" | "warehouse";

export interface TransitionRoutes<T extends string> {
  /** `/api/outbound/plan`: each transition is served at `<prefix>/<transition>`. */
  prefix: string;
  tag: string;
  commands: Record<T, TransitionCommand | TransitionRoute>;
  /** The 200 reply's contract: the document's row, or its detail with `answer`. */
  reply: z.ZodType;
  /** For the commands that do not name their own. */
  body?: z.ZodType;
  /** One permission, or one per side for transitions split between the seller and the warehouse. */
  access?: PermissionCode | Record<Side, PermissionCode>;
  /** The machine's transitions (contracts): their labels (and sides) name the routes. */
  transitions?: Record<T, { label: Label; side?: Side }>;
  /** "an outbound plan": the summary is "<label> <noun> (a state transition...)". */
  noun?: string;
  /** A 403 beside the usual 400/404/409/422 (a maker approving its own document). */
  forbids?: boolean;
  /** What the route answers from the command's result: e.g. the document's detail, read back through the same transaction. */
  answer?: (ctx: CommandContext, done: never) => Promise<unknown>;
}

/**
 * One idempotent `POST <prefix>/<transition>` per command of a document: its body parsed with the
 * contract, the command run in the request's context (inside the Idempotency-Key's transaction when the
 * header is sent, so that the stored answer and the command commit together), its result (or `answer`'s)
 * the reply. What the outbound plans, orders, returns, inbound plans, unsourced receipts, stock documents
 * and channel receipts serve alike; each states only its commands, their permissions and texts.
 */
export function registerTransitionRoutes<T extends string>(app: FastifyInstance, db: DbOrTx, spec: TransitionRoutes<T>): void {
  for (const [name, entry] of Object.entries(spec.commands) as [T, TransitionCommand | TransitionRoute][]) {
    const c: TransitionRoute = typeof entry === "function" ? { run: entry } : entry;
    const side = spec.transitions?.[name].side;
    const access = c.access ?? (typeof spec.access === "object" ? side && spec.access[side] : spec.access);
    const body = c.body ?? spec.body;
    if (!access || !body) throw new Error(`registerTransitionRoutes: ${spec.prefix}/${name} has no access or no body`);
    defineRoute(app, "POST", `${spec.prefix}/${name}`, {
      access,
      schema: {
        summary:
          c.summary ??
          `${[spec.transitions?.[name].label["en-US"] ?? name, spec.noun].filter(Boolean).join(" ")} (a state transition: 409 from another state)`,
        tags: [spec.tag],
        body,
        response: {
          200: spec.reply,
          400: errorBody,
          ...(spec.forbids ? { 403: errorBody } : {}),
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
      idempotent: true,
      handler: async (req) => {
        const ctx = requestContext(req, db);
        const done = await c.run(ctx, req.body as never);
        return spec.answer ? spec.answer(ctx, done as never) : done;
      },
    });
  }
}
