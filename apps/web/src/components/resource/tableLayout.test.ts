import { describe, expect, it } from "vitest";
import { listParamsOf, withRemembered } from "./listState";
import {
  CELL_PADDING,
  columnWidth,
  fitWidths,
  headerMinWidth,
  noWrapMinWidth,
  scopingFilters,
  SORTER_WIDTH,
  summaryNumber,
  tableScrollX,
  unbreakableParts,
  userFilters,
} from "./tableLayout";
import type { FilterDef } from "./types";

describe("table width", () => {
  it("sums declared widths and kind defaults, the actions and the checkbox column", () => {
    const cols = [{ width: 200 }, { kind: "datetime" as const }, {}, { kind: "money" as const }];
    expect(columnWidth({ kind: "datetime" })).toBe(170);
    expect(tableScrollX(cols, 140, true)).toBe(200 + 170 + 160 + 130 + 140 + 32);
    expect(tableScrollX(cols, undefined, false)).toBe(200 + 170 + 160 + 130);
  });
});

describe("fitting the page", () => {
  // dictionary entries at 1440 px: 1150 data + 140 actions in a 1118 px content area
  const entries = [80, 180, 150, 200, 140, 80, 80, 90, 150];
  it("shrinks every data column alike when the table overflows a little, so the last one shows", () => {
    const fitted = fitWidths(entries, 140, 1118);
    expect(fitted.reduce((a, b) => a + b, 0) + 140).toBeLessThanOrEqual(1118);
    expect(fitted[8]).toBeGreaterThanOrEqual(Math.floor(150 * 0.8));
    expect(fitted.every((w, i) => w < entries[i]!)).toBe(true);
  });
  it("holds a column at its floor and shrinks the others more, so the table still fits", () => {
    // in English a short sortable header ("Default" and its arrows) needs more than 80 % of its 80 px
    const mins = [0, 0, 0, 0, 0, 0, 75, 0, 0];
    const fitted = fitWidths(entries, 140, 1118, mins);
    expect(fitted[6]).toBe(75);
    expect(fitted.reduce((a, b) => a + b, 0) + 140).toBeLessThanOrEqual(1118);
    expect(fitted[8]).toBeLessThan(Math.floor((150 * (1118 - 140)) / 1150)); // the others gave up the difference
  });
  it("keeps the declared widths when they fit, and scrolls (shrinking at most 20 %) when far too wide", () => {
    expect(fitWidths(entries, 140, 1600)).toEqual(entries);
    expect(fitWidths(entries, 140, undefined)).toEqual(entries);
    const narrow = fitWidths(entries, 140, 700);
    expect(narrow).toEqual(entries.map((w) => Math.floor(w * 0.8)));
  });
});

describe("column floors", () => {
  // a monospaced stand-in for the canvas: 8 px a character
  const measure = (text: string) => text.length * 8;
  it("splits a header where a line may break: spaces, after hyphens, around every CJK character", () => {
    expect(unbreakableParts("Reserved quantity")).toEqual(["Reserved", "quantity"]);
    expect(unbreakableParts("Read-only  user")).toEqual(["Read-", "only", "user"]);
    expect(unbreakableParts("可用数量")).toEqual(["可", "用", "数", "量"]);
    expect(unbreakableParts("SKU 数量")).toEqual(["SKU", "数", "量"]);
    expect(unbreakableParts("")).toEqual([]);
  });
  it("makes a column as wide as its header's longest word, plus the sort arrows when sortable", () => {
    expect(headerMinWidth("Warehouse", false, measure)).toBe(9 * 8 + CELL_PADDING);
    expect(headerMinWidth("Oldest age (days)", true, measure)).toBe(6 * 8 + CELL_PADDING + SORTER_WIDTH);
    expect(headerMinWidth("仓库", false, measure)).toBe(8 + CELL_PADDING);
  });
  it("makes a one-line column as wide as its widest value on the page", () => {
    expect(noWrapMinWidth(["B0001", null, "B000123", 7], measure)).toBe(7 * 8 + CELL_PADDING);
    expect(noWrapMinWidth([null, ""], measure)).toBe(0);
  });
  it("never fits a column below its floor, declared or shrunk", () => {
    const fitted = fitWidths([80, 200, 200], 140, 500, [100, 0, 0]);
    expect(fitted[0]).toBe(100);
    expect(fitted[1]).toBe(Math.floor(200 * 0.8));
    expect(fitWidths([80, 200], 0, undefined, [120])).toEqual([120, 200]);
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
    expect(scopingFilters({ "search[EQ_dictType]": "country", "search[LIKE_sku]": "zz" }, defs)).toEqual({
      "search[EQ_dictType]": "country",
    });
  });
});

describe("remembered list query", () => {
  it("keeps only the list's own params", () => {
    expect(listParamsOf(new URLSearchParams("tab=2&page=3&search%5BLIKE_sku%5D=A&sidx=sku&sord=desc"))).toBe(
      "page=3&search%5BLIKE_sku%5D=A&sidx=sku&sord=desc",
    );
  });
  it("restores the remembered query only when the URL has none", () => {
    expect(withRemembered(new URLSearchParams(""), "page=2&search%5BLIKE_sku%5D=A").toString()).toBe("page=2&search%5BLIKE_sku%5D=A");
    expect(withRemembered(new URLSearchParams("tab=x"), "page=2").toString()).toBe("tab=x&page=2");
    expect(withRemembered(new URLSearchParams("page=5"), "page=2").toString()).toBe("page=5");
    expect(withRemembered(new URLSearchParams(""), "").toString()).toBe("");
  });
});
