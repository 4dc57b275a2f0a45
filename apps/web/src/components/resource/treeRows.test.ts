import { describe, expect, it } from "vitest";
import { nestRows } from "./treeRows";

const row = (id: number, parentId: number | null) => ({ id, parentId, name: `n${id}` });

describe("nestRows", () => {
  it("puts each row under its parent, keeping the page's order", () => {
    const tree = nestRows([row(1, null), row(3, 1), row(2, null), row(4, 1), row(5, 2)], "id", "parentId");
    expect(tree.map((n) => [n.id, (n.children ?? []).map((c) => c.id)])).toEqual([
      [1, [3, 4]],
      [2, [5]],
    ]);
  });

  it("keeps a row whose parent is not on the page at the top, and leaves the rows given untouched", () => {
    const rows = [row(7, 1), row(8, null)];
    expect(nestRows(rows, "id", "parentId").map((n) => n.id)).toEqual([7, 8]);
    expect(rows[0]).not.toHaveProperty("children");
  });
});
