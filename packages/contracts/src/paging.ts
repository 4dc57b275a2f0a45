import { z } from "zod";

/** Filter operators of spec §7 / ARCHITECTURE §3: `search[OP_field]`. */
export const filterOps = ["EQ", "NE", "LIKE", "IN", "GT", "GE", "LT", "LE", "BETWEEN"] as const;
export type FilterOp = (typeof filterOps)[number];
export const MAX_ROWS = 1000;
export const DEFAULT_ROWS = 20;
/** The last page a list serves: past it a request is refused (400), not read as an offset of billions. */
export const MAX_PAGE = 1_000_000;

export interface Filter {
  op: FilterOp;
  field: string;
  /** One value, or several for IN (any count) and BETWEEN (exactly two). */
  values: string[];
}
export interface PageRequest {
  page: number;
  rows: number;
  sidx?: string;
  sord: "asc" | "desc";
  filters: Filter[];
}

/** The reply of every paged list. */
export function pageReply<T extends z.ZodType>(row: T) {
  return z.object({
    page: z.number().int().describe("1-based page number"),
    total: z.number().int().describe("number of pages"),
    records: z.number().int().describe("number of matching rows"),
    rows: z.array(row),
    summary: z.record(z.string(), z.string()).optional().describe("column totals over all matching rows, rounded to 2 decimals"),
  });
}
export interface PageReply<T> {
  page: number;
  total: number;
  records: number;
  rows: T[];
  summary?: Record<string, string>;
}

/**
 * The documented shape of the paging query (for OpenAPI). The real parsing happens in the server's
 * paging helper, because `search[OP_field]` keys are open-ended.
 */
export const pageQueryDoc = z
  .object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).optional().describe(`1-based page, default 1, at most ${MAX_PAGE}`),
    rows: z.coerce.number().int().min(1).max(MAX_ROWS).optional().describe(`page size, default ${DEFAULT_ROWS}, at most ${MAX_ROWS}`),
    sidx: z.string().optional().describe("sort field (whitelisted per list)"),
    sord: z.enum(["asc", "desc"]).optional(),
  })
  .catchall(
    z.union([z.string(), z.array(z.string())]).describe("filters: search[OP_field]=value, OP in EQ NE LIKE IN GT GE LT LE BETWEEN"),
  );

/** Encode a filter for the query string: `search[EQ_name]`. */
export const filterKey = (op: FilterOp, field: string) => `search[${op}_${field}]`;
