import { describe, expect, it } from "vitest";
import { accessGroupSave } from "@entrepot/contracts";
import { buildBody, coerceValue, fieldLimits } from "./schemaForm";

describe("a list of ids typed in as texts (a tags input over a number array)", () => {
  it("knows the array's item type and turns the typed ids into numbers", () => {
    const limits = fieldLimits(accessGroupSave);
    expect(limits.warehouseIds?.items).toBe("integer");
    expect(coerceValue(["3", " 12", "x"], limits.warehouseIds)).toEqual([3, 12, "x"]);
    expect(coerceValue([4, 5], limits.accountIds)).toEqual([4, 5]);
  });

  it("builds the body with numbers, and refuses what is not an id", () => {
    const values = { code: "G1", name: "Group", warehouseIds: ["3", "12"], accountIds: [] };
    expect(buildBody(accessGroupSave, values, { userIds: [9] })).toMatchObject({ warehouseIds: [3, 12], accountIds: [], userIds: [9] });
    expect(() => buildBody(accessGroupSave, { ...values, warehouseIds: ["x"] })).toThrow();
  });
});
