import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { exportQuery, filtersFromFormValues, formValuesFromFilters, listQuery, patchListParams, readListState } from "./listState";
import type { FilterDef } from "./types";

const filters: FilterDef[] = [
  { field: "dictType", label: "t", kind: "text" },
  { field: "enabled", label: "e", kind: "bool" },
  { field: "entryCount", label: "n", kind: "number", op: "GE" },
  { field: "updatedAt", label: "u", kind: "dateRange", dateValue: "timestamp" },
  { field: "day", label: "d", kind: "dateRange" },
];

describe("list state in the URL", () => {
  it("reads paging, sort and filters, with defaults", () => {
    const s = readListState(new URLSearchParams("page=3&rows=50&search[LIKE_dictType]=fee&other=x"), {
      sort: { field: "dictSort", order: "asc" },
    });
    expect(s).toEqual({ page: 3, rows: 50, sidx: "dictSort", sord: "asc", filters: { "search[LIKE_dictType]": "fee" } });
    expect(readListState(new URLSearchParams("page=-1&rows=99999")).rows).toBe(1000);
    expect(readListState(new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("sends the same filters and sort to the list and the export, paging only to the list", () => {
    const s = readListState(new URLSearchParams("page=2&sidx=updatedAt&sord=desc&search[EQ_enabled]=true"));
    expect(listQuery(s)).toEqual({ page: "2", rows: "20", sidx: "updatedAt", sord: "desc", "search[EQ_enabled]": "true" });
    expect(exportQuery(s)).toEqual({ sidx: "updatedAt", sord: "desc", "search[EQ_enabled]": "true" });
  });

  it("starts from page 1 when filters, sort or page size change, and keeps other params", () => {
    const prev = new URLSearchParams("page=4&search[LIKE_a]=x&tab=2");
    expect(patchListParams(prev, { filters: { "search[LIKE_b]": "y", "search[EQ_c]": "" } }).toString()).toBe("tab=2&search%5BLIKE_b%5D=y");
    expect(patchListParams(prev, { sort: { field: "a", order: "desc" } }).get("page")).toBeNull();
    expect(patchListParams(prev, { page: 5 }).get("page")).toBe("5");
    expect(patchListParams(prev, { rows: 20 }).has("rows")).toBe(false); // the default stays out of the URL
  });
});

describe("search form values <-> search[OP_field]", () => {
  it("encodes each filter kind with its operator", () => {
    const from = dayjs("2026-03-01T10:00:00");
    const to = dayjs("2026-03-31T10:00:00");
    const encoded = filtersFromFormValues(filters, {
      dictType: " fee ",
      enabled: "false",
      entryCount: 3,
      updatedAt: [from, to],
      day: [from, to],
    });
    expect(encoded["search[LIKE_dictType]"]).toBe("fee");
    expect(encoded["search[EQ_enabled]"]).toBe("false");
    expect(encoded["search[GE_entryCount]"]).toBe("3");
    expect(encoded["search[BETWEEN_day]"]).toBe("2026-03-01,2026-03-31");
    const [a, b] = encoded["search[BETWEEN_updatedAt]"]!.split(",");
    expect(new Date(a!).getTime()).toBe(from.startOf("day").valueOf()); // whole local days
    expect(new Date(b!).getTime()).toBe(to.endOf("day").valueOf());
  });

  it("reads them back for the form", () => {
    const values = formValuesFromFilters(filters, {
      "search[LIKE_dictType]": "fee",
      "search[GE_entryCount]": "3",
      "search[BETWEEN_day]": "2026-03-01,2026-03-31",
    });
    expect(values.dictType).toBe("fee");
    expect(values.entryCount).toBe(3);
    const range = values.day as [dayjs.Dayjs, dayjs.Dayjs];
    expect(range.map((d) => d.format("YYYY-MM-DD"))).toEqual(["2026-03-01", "2026-03-31"]);
  });
});
