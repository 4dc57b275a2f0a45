import { describe, expect, it } from "vitest";
import { listParamsOf, withRemembered } from "./listState";
import { columnWidth, scopingFilters, summaryNumber, tableScrollX, userFilters } from "./tableLayout";
import type { FilterDef } from "./types";

describe("table width", () => {
  it("sums declared widths and kind defaults, the actions and the checkbox column", () => {
    const cols = [{ width: 200 }, { kind: "datetime" as const }, {}, { kind: "money" as const }];
    expect(columnWidth({ kind: "datetime" })).toBe(170);
    expect(tableScrollX(cols, 140, true)).toBe(200 + 170 + 160 + 130 + 140 + 32);
    expect(tableScrollX(cols, undefined, false)).toBe(200 + 170 + 160 + 130);
  });
});

describe("summary precision", () => {
  it("shows a total with the decimals its rows show", () => {
    expect(summaryNumber("3600.5", ["1200.000", "2400.500"])).toBe("3600.500");
    expect(summaryNumber("37.035", ["12.345", "24.690"])).toBe("37.035");
    expect(summaryNumber("187", [100, 87])).toBe("187");
    expect(summaryNumber("2.25", ["1.1", "1.15"])).toBe("2.25");
  });
  it("leaves what is not a number as it is", () => {
    expect(summaryNumber("n/a", ["1.5"])).toBe("n/a");
  });
});

describe("filtered or empty", () => {
  const defs: FilterDef[] = [
    { field: "sku", label: "SKU", kind: "text" },
    { field: "dictType", label: "Type", kind: "select", autoApply: true },
  ];
  it("counts only the filters a person set, not the list's scope", () => {
    expect(userFilters({ "search[EQ_dictType]": "country" }, defs)).toEqual({});
    expect(userFilters({ "search[EQ_dictType]": "country", "search[LIKE_sku]": "zz" }, defs)).toEqual({ "search[LIKE_sku]": "zz" });
    expect(scopingFilters({ "search[EQ_dictType]": "country", "search[LIKE_sku]": "zz" }, defs)).toEqual({ "search[EQ_dictType]": "country" });
  });
});

describe("remembered list query", () => {
  it("keeps only the list's own params", () => {
    expect(listParamsOf(new URLSearchParams("tab=2&page=3&search%5BLIKE_sku%5D=A&sidx=sku&sord=desc"))).toBe("page=3&search%5BLIKE_sku%5D=A&sidx=sku&sord=desc");
  });
  it("restores the remembered query only when the URL has none", () => {
    expect(withRemembered(new URLSearchParams(""), "page=2&search%5BLIKE_sku%5D=A").toString()).toBe("page=2&search%5BLIKE_sku%5D=A");
    expect(withRemembered(new URLSearchParams("tab=x"), "page=2").toString()).toBe("tab=x&page=2");
    expect(withRemembered(new URLSearchParams("page=5"), "page=2").toString()).toBe("page=5");
    expect(withRemembered(new URLSearchParams(""), "").toString()).toBe("");
  });
});
