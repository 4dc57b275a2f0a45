import { describe, expect, it } from "vitest";
import { rowActionsFor } from "./rowActionsFor";

const none = { canManage: false, editable: false, removable: false, detail: false, extraActions: false, readActions: false };

describe("row actions a viewer gets", () => {
  it("gives a reader the read actions (print...) but not the managers' extra actions", () => {
    expect(rowActionsFor({ ...none, extraActions: true, readActions: true })).toEqual({ any: true, extra: false, read: true });
  });
  it("gives a manager both", () => {
    expect(rowActionsFor({ ...none, canManage: true, removable: true, extraActions: true, readActions: true })).toEqual({
      any: true,
      extra: true,
      read: true,
    });
  });
  it("gives no actions column to a reader of a page without read actions", () => {
    expect(rowActionsFor({ ...none, extraActions: true }).any).toBe(false);
    expect(rowActionsFor({ ...none, detail: true }).any).toBe(true);
  });
});
