import { z } from "zod";

/** Every error the API returns has this body (ARCHITECTURE §3). `message` is in the caller's language. */
export const errorBody = z.object({
  code: z.string().describe("stable machine code, e.g. VALIDATION_FAILED, NOT_FOUND, STOCK_INSUFFICIENT"),
  message: z.string().describe("human message in the caller's language (session locale or Accept-Language)"),
  details: z
    .array(z.object({ path: z.string().describe("field path, e.g. body.dictName or query.search[EQ_x]"), message: z.string() }))
    .optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Stable error codes shared by server and web. */
export const errorCodes = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "UNKNOWN_FIELD",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNAUTHENTICATED",
  "BAD_CREDENTIALS",
  "SESSION_EXPIRED",
  "CSRF_HEADER_MISSING",
  "FORBIDDEN",
  "NOT_FOUND",
  "ROUTE_NOT_FOUND",
  "CONFLICT",
  "DUPLICATE",
  "IN_USE",
  "BUSINESS_RULE",
  /** a document's transition refused in its current state (409, the message names state and transition) */
  "STATE_CONFLICT",
  /** an Idempotency-Key reused with another request (body, query or route) within its 24 h (422) */
  "IDEMPOTENCY_KEY_REUSED",
  /** a stock posting would take on hand or available below zero (409, names SKU, warehouse and shortfall) */
  "STOCK_INSUFFICIENT",
  "TOO_MANY_REQUESTS",
  "TIMEOUT",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];
