import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/access/actor.js";
import { badRequest, conflict } from "../../platform/http/errors.js";

/** Pieces the carriers area's services share. */

/** A timestamp column as ISO 8601 text in UTC (what rows carry as updatedAt). */
export const utcText = (col: AnyPgColumn | SQL) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** int[] columns and aggregates come back as numbers or text depending on the driver. */
export const ints = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : typeof v === "string" ? v.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number) : []);

/** Operator staff and the platform configure; sellers (forwarders...) only use. */
export const isStaff = (actor: Actor) => actor.orgKind === "operator" || actor.orgKind === "platform";

/** An update carries id + version; a create neither. */
export function requireVersion(input: { id?: number; version?: number }): void {
  if (input.id !== undefined && input.version === undefined) throw badRequest("masterdata.versionRequired", {}, [{ path: "body.version", message: "version is required with id" }]);
}
export function checkVersion(before: { version: number }, version: number | undefined): void {
  if (version === undefined || before.version !== version) throw conflict();
}

/** A 400 for a required-on-create field. */
export const requiredOnCreate = (field: string) => badRequest("masterdata.fieldRequired", { field }, [{ path: `body.${field}`, message: `${field} is required when creating` }]);
/** A 400 for a referenced id that is unknown or outside the caller's scope. */
export const unknownRef = (field: string, value: unknown) => badRequest("masterdata.unknownRef", { field, value }, [{ path: `body.${field}`, message: `unknown or outside your scope: ${String(value)}` }]);
