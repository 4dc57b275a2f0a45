import { describe, expect, it } from "vitest";
import { runActionsQuery } from "./rulesQuery";

describe("a run's action list query", () => {
  it("names the run, the list kit's filters and, for a page, the paging", () => {
    expect(runActionsQuery(7, { status: "skipped", kind: "bidDown" }, 2, 20)).toEqual({
      runId: "7",
      page: "2",
      rows: "20",
      "search[EQ_status]": "skipped",
      "search[EQ_kind]": "bidDown",
    });
  });
  it("leaves paging out for the export (every row of the filter) and filters not chosen", () => {
    expect(runActionsQuery(7, { kind: "pause" })).toEqual({ runId: "7", "search[EQ_kind]": "pause" });
  });
});
