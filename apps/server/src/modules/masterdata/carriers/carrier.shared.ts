import type { Actor } from "../../../platform/access/actor.js";

/** Pieces the carriers area's services share. */

/** A timestamp column as ISO 8601 text in UTC (what rows carry as updatedAt). */

/** int[] columns and aggregates come back as numbers or text depending on the driver. */
export const ints = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(Number) : typeof v === "string" ? v.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number) : [];

/** Operator staff and the platform configure; sellers (forwarders...) only use. */
export const isStaff = (actor: Actor) => actor.orgKind === "operator" || actor.orgKind === "platform";
