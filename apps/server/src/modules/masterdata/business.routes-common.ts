import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { CommandContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import { idQuery, queryId } from "@entrepot/contracts";

/** Little pieces the business area's route files share. */
export const ok = z.object({ ok: z.literal(true) });
export const commandContext =
  (database: Database) =>
  (req: FastifyRequest): CommandContext => ({ db: database.db, actor: req.actor!, requestId: String(req.id) });
/** Spec calls may carry the global `contextId`; the caller's own context always applies. */
export const contextIdParam = z.coerce.number().int().optional().describe("ignored: the caller's context applies");
export const optionalInt = queryId.optional();
export const boolParam = z.enum(["true", "false"]).optional().transform((v) => v === "true");
export const oneId = idQuery;
/** Export cell formats: booleans as yes/no, codes as their labels. */
export const yesNo = (v: unknown, _row: unknown, locale: "zh-CN" | "en-US") => (v ? (locale === "zh-CN" ? "是" : "Yes") : locale === "zh-CN" ? "否" : "No");
export const labelOf =
  (labels: Record<string, { zh: string; en: string }>) =>
  (v: unknown, _row: unknown, locale: "zh-CN" | "en-US") => {
    const l = labels[String(v)];
    return l ? (locale === "zh-CN" ? l.zh : l.en) : v === null || v === undefined ? null : String(v);
  };
