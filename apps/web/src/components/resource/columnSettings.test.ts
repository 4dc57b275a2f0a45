import { describe, expect, it } from "vitest";
import { arrangeColumns, defaultSettings } from "./columnSettings";
import { tableScrollHeight } from "./tableHeight";
import { splitServerErrors } from "./serverErrors";

describe("column settings", () => {
  const columns = [{ key: "a" }, { key: "b" }, { key: "c", hiddenByDefault: true }];
  it("defaults to the descriptor's order and hidden columns", () => {
    expect(arrangeColumns(columns, defaultSettings(columns)).map((x) => `${x.column.key}:${x.visible}`)).toEqual([
      "a:true",
      "b:true",
      "c:false",
    ]);
  });
  it("applies a saved order; new columns follow the column before them in the descriptor, gone ones are dropped", () => {
    const arranged = arrangeColumns([...columns, { key: "d" }], { order: ["c", "gone", "a"], hidden: ["a"] });
    expect(arranged.map((x) => `${x.column.key}:${x.visible}`)).toEqual(["c:true", "d:true", "a:false", "b:true"]);
  });
});

describe("table height (spec §9)", () => {
  it("is the viewport minus 48, 30, 2 and the space above; 522 below 700 px wide", () => {
    expect(tableScrollHeight(900, 1440, 300)).toBe(900 - 48 - 30 - 2 - 300);
    expect(tableScrollHeight(900, 699, 300)).toBe(522);
    expect(tableScrollHeight(300, 1440, 300)).toBe(160); // never collapses to nothing
  });
});

describe("server validation errors", () => {
  it("puts body.<field> messages on the form's fields and keeps the rest", () => {
    const { fields, other } = splitServerErrors(
      [
        { path: "body.dictType", message: "bad code" },
        { path: "body.dictType", message: "taken" },
        { path: "body.unknownThing", message: "unknown" },
        { path: "", message: "whole request" },
      ],
      ["dictType", "dictNameZh"],
    );
    expect(fields).toEqual([{ name: "dictType", errors: ["bad code", "taken"] }]);
    expect(other).toEqual(["unknownThing: unknown", "whole request"]);
  });
});
