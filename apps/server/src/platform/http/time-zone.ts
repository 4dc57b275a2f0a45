import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../access/actor.js";
import type { DbOrTx } from "../db/database.js";
import { contexts } from "../identity/schema.js";
import { isTimeZone } from "./export.js";

/** The header the web sends with every call: the browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const TIME_ZONE_HEADER = "x-time-zone";
/** When even the context has none (it always has: the column has a default). */
const FALLBACK_ZONE = "UTC";

/** The zone a request asked for: `tz` in its query or JSON body, else its X-Time-Zone header; names the runtime does not know are ignored. */
export function requestedTimeZone(req: Pick<FastifyRequest, "query" | "body" | "headers">): string | undefined {
  const pick = (v: unknown) => (typeof v === "string" && isTimeZone(v) ? v : undefined);
  const query = req.query && typeof req.query === "object" ? (req.query as Record<string, unknown>) : {};
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return pick(query.tz) ?? pick(body.tz) ?? pick(req.headers[TIME_ZONE_HEADER]);
}

/** The operator's time zone: the actor's context's (`contexts.time_zone`). */
export async function contextTimeZone(db: DbOrTx, actor: Actor): Promise<string> {
  const [row] = await db.select({ timeZone: contexts.timeZone }).from(contexts).where(eq(contexts.id, actor.contextId));
  return row && isTimeZone(row.timeZone) ? row.timeZone : FALLBACK_ZONE;
}

/** The zone an export shows its timestamps in: the reader's when the request names a valid one, else the operator's. */
export async function readerTimeZone(db: DbOrTx, req: Pick<FastifyRequest, "query" | "body" | "headers">, actor: Actor): Promise<string> {
  return requestedTimeZone(req) ?? (await contextTimeZone(db, actor));
}
