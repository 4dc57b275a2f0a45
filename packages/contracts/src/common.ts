import { z } from "zod";

/**
 * Field schemas every contract shares, defined once. Ids are bounded to the range of the `integer`
 * (int4) columns they point at: an id of 0, -1, 2^31 or 2^53 is a 400 from the contract, never a
 * database error (a 500) when the query runs.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;

/** A record id in a JSON body: a whole number 1..2147483647. */
export const id = z.number().int().min(1).max(INT4_MAX);
/** A record id in a query string or a path (text that must read as an id). */
export const queryId = z.coerce.number().int().min(1).max(INT4_MAX);
/** `{ id }` as a body (delete, mark read, retry...). */
export const idBody = z.strictObject({ id });
/** `?id=` as a query string, or `/:id` as path params. */
export const idQuery = z.strictObject({ id: queryId });

/** The version a save read; a stale one answers 409 naming both versions. */
export const version = z.number().int().min(1).max(INT4_MAX).describe("the version read; a stale version answers 409");
export const idVersionBody = z.strictObject({ id, version });
/** Turns a record on or off: a command with the version read, never a field of a generic save. */
export const setActiveBody = z.strictObject({ id, version, active: z.boolean() });
export type SetActiveBody = z.infer<typeof setActiveBody>;

/** Ids in a JSON body (at most 1000). */
export const ids = z.array(id).max(1000);
/** Ids in a query string: `1,2,3` or repeated keys; absent or "" means none given. */
export const idList = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : (Array.isArray(v) ? v : String(v).split(",")).map((x) => Number(String(x).trim()))),
  ids.optional(),
);

/**
 * Optional text, ONE rule for every form field: trimmed; "" (or only spaces), null and a missing
 * field all mean "none" and come out as null. Saves replace the whole record, so "none" clears the
 * column, and the database never holds empty strings beside nulls.
 */
export const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** A free remark: optional text up to 500 characters. */
export const remark = optText(500);

/** The reply of a command with nothing else to say. */
export const ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof ok>;

/** One line of a document's history from the audit log (its detail's `history`): the action code and command, who, when. */
export const documentHistoryRow = z.object({
  action: z.number().int(),
  command: z.string(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentHistoryRow = z.infer<typeof documentHistoryRow>;
