import { z } from "zod";
import { queryId } from "@entrepot/contracts";

/** Little pieces the business area's route files share. Spec calls may carry the global `contextId`; the caller's own context always applies. */
export const contextIdParam = z.coerce.number().int().optional().describe("ignored: the caller's context applies");
export const optionalInt = queryId.optional();
export const boolParam = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");
