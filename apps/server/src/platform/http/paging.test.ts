import { pgTable, integer, varchar, boolean, timestamp, numeric } from "drizzle-orm/pg-core";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { filterOps, MAX_PAGE, MAX_ROWS } from "@entrepot/contracts";
import { AppError } from "./errors.js";
import { filterCondition, type ListFields, parsePageRequest, summaryAmount } from "./paging.js";

const t = pgTable("t", {
  id: integer("id"),
  name: varchar("name"),
  active: boolean("active"),
  at: timestamp("at"),
  amount: numeric("amount"),
});
const fields: ListFields = {
  id: { column: t.id, type: "int" },
  name: { column: t.name, type: "string" },
  active: { column: t.active, type: "bool" },
  at: { column: t.at, type: "timestamp" },
  amount: { column: t.amount, type: "decimal" },
  hidden: { column: t.name, type: "string", filter: false },
};
const dialect = new PgDialect();
const render = (q: Record<string, unknown>) => {
  const cond = filterCondition(fields, parsePageRequest(q).filters);
  return cond ? dialect.sqlToQuery(cond) : undefined;
};
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.messageKey}` : String(e);
  }
  return "no error";
};

describe("parsePageRequest", () => {
  it("defaults page 1, 20 rows, asc, no filters", () => {
    expect(parsePageRequest({})).toEqual({ page: 1, rows: 20, sidx: undefined, sord: "asc", filters: [] });
  });

  it("reads a JSON object body beside the query, and refuses any other body (a string, null, an array) with 400", () => {
    expect(parsePageRequest({ rows: "5" }, { page: 2, "search[EQ_name]": "a" })).toMatchObject({
      page: 2,
      rows: 5,
      filters: [{ op: "EQ", field: "name", values: ["a"] }],
    });
    expect(parsePageRequest({}, undefined).page).toBe(1);
    for (const body of ["a=1&b=2", null, [{}], 12, true]) expect(code(() => parsePageRequest({}, body))).toBe("400 paging.badBody");
  });

  it("serves pages up to MAX_PAGE and refuses one past it (400), where rows past MAX_ROWS are read as MAX_ROWS", () => {
    expect(parsePageRequest({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE);
    expect(code(() => parsePageRequest({ page: String(MAX_PAGE + 1) }))).toBe("400 paging.badParam");
    expect(code(() => parsePageRequest({ page: String(2 ** 31) }))).toBe("400 paging.badParam");
    expect(parsePageRequest({ rows: String(MAX_ROWS + 1) }).rows).toBe(MAX_ROWS);
  });
  it("caps rows at 1000", () => {
    expect(parsePageRequest({ rows: "5000" }).rows).toBe(MAX_ROWS);
    expect(parsePageRequest({ rows: "1000" }).rows).toBe(1000);
  });
  it("refuses a non-numeric or zero page, and a bad sord", () => {
    expect(code(() => parsePageRequest({ page: "0" }))).toBe("400 paging.badParam");
    expect(code(() => parsePageRequest({ rows: "ten" }))).toBe("400 paging.badParam");
    expect(code(() => parsePageRequest({ sord: "up" }))).toBe("400 paging.badParam");
  });
  it("reads search[OP_field] from the query and a nested search object from a body", () => {
    const r = parsePageRequest({ "search[EQ_name]": "a", sidx: "id", sord: "DESC" }, { search: { GT_id: 3 }, page: 2 });
    expect(r).toMatchObject({ page: 2, sidx: "id", sord: "desc" });
    expect(r.filters).toEqual([
      { op: "EQ", field: "name", values: ["a"] },
      { op: "GT", field: "id", values: ["3"] },
    ]);
  });
  it("splits IN and BETWEEN on commas and keeps repeated keys", () => {
    expect(parsePageRequest({ "search[IN_id]": "1,2,3" }).filters[0]!.values).toEqual(["1", "2", "3"]);
    expect(parsePageRequest({ "search[IN_id]": ["1", "2"] }).filters[0]!.values).toEqual(["1", "2"]);
    expect(parsePageRequest({ "search[BETWEEN_at]": "2026-01-01,2026-02-01" }).filters[0]!.values).toEqual(["2026-01-01", "2026-02-01"]);
  });
  it("ignores an empty filter box", () => {
    expect(parsePageRequest({ "search[LIKE_name]": "" }).filters).toEqual([]);
  });
  it("refuses an unknown operator", () => {
    expect(code(() => parsePageRequest({ "search[ABOUT_name]": "x" }))).toBe("400 paging.badOp");
  });
});

describe("filterCondition", () => {
  it("renders every operator", () => {
    const cases: Record<string, [Record<string, unknown>, string, unknown[]]> = {
      EQ: [{ "search[EQ_name]": "a" }, `"t"."name" = $1`, ["a"]],
      NE: [{ "search[NE_id]": "4" }, `"t"."id" <> $1`, [4]],
      LIKE: [{ "search[LIKE_name]": "50%_off" }, `"t"."name" ilike $1`, ["%50\\%\\_off%"]],
      IN: [{ "search[IN_id]": "1,2" }, `"t"."id" in ($1, $2)`, [1, 2]],
      GT: [{ "search[GT_amount]": "1.50" }, `"t"."amount" > $1`, ["1.50"]],
      GE: [{ "search[GE_id]": "1" }, `"t"."id" >= $1`, [1]],
      LT: [{ "search[LT_id]": "9" }, `"t"."id" < $1`, [9]],
      LE: [{ "search[LE_id]": "9" }, `"t"."id" <= $1`, [9]],
      BETWEEN: [{ "search[BETWEEN_id]": "1,9" }, `"t"."id" between $1 and $2`, [1, 9]],
    };
    expect(Object.keys(cases).sort()).toEqual([...filterOps].sort());
    for (const [op, [q, sqlText, params]] of Object.entries(cases)) {
      const out = render(q)!;
      expect(out.sql, op).toContain(sqlText);
      expect(out.params, op).toEqual(params);
    }
  });
  it("combines several filters with and", () => {
    expect(render({ "search[EQ_active]": "true", "search[GE_id]": "2" })!.sql).toBe(`("t"."active" = $1 and "t"."id" >= $2)`);
  });
  it("converts booleans and timestamps", () => {
    expect(render({ "search[EQ_active]": "0" })!.params).toEqual([false]);
    expect(render({ "search[GE_at]": "2026-03-01" })!.params).toEqual(["2026-03-01T00:00:00.000Z"]);
  });
  it("refuses a field that is not whitelisted or not filterable", () => {
    expect(code(() => render({ "search[EQ_password]": "x" }))).toBe("400 paging.badField");
    expect(code(() => render({ "search[EQ_hidden]": "x" }))).toBe("400 paging.badField");
  });
  it("refuses values of the wrong type and a one-sided BETWEEN", () => {
    expect(code(() => render({ "search[EQ_id]": "abc" }))).toBe("400 paging.badValue");
    expect(code(() => render({ "search[EQ_active]": "maybe" }))).toBe("400 paging.badValue");
    expect(code(() => render({ "search[GT_at]": "yesterday" }))).toBe("400 paging.badValue");
    expect(code(() => render({ "search[GT_amount]": "1e5" }))).toBe("400 paging.badValue");
    expect(code(() => render({ "search[BETWEEN_id]": "1" }))).toBe("400 paging.badValue");
  });
  it("caps IN lists", () => {
    const many = Array.from({ length: 1001 }, (_, i) => String(i)).join(",");
    expect(code(() => render({ "search[IN_id]": many }))).toBe("400 paging.badValue");
  });
});

describe("summaryAmount", () => {
  it("keeps a column's own scale and shows at least 2 decimals", () => {
    expect(summaryAmount("3600.000")).toBe("3600.000");
    expect(summaryAmount("37.035")).toBe("37.035");
    expect(summaryAmount("187")).toBe("187.00");
    expect(summaryAmount("12.5")).toBe("12.50");
  });
});
