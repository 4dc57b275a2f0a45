import { describe, expect, it } from "vitest";
import { accessGroupRow, accessGroupSave, defineResource } from "@entrepot/contracts";
import { formValuesOf } from "./fromDefinition";
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

const label = { "zh-CN": "x", "en-US": "x" };
const groups = defineResource({
  name: "test.groups",
  title: label,
  noun: label,
  row: accessGroupRow,
  save: accessGroupSave,
  nameField: "code",
  fields: {
    code: { label, kind: "text", form: true },
    orgIds: { label, kind: "ref", multiple: true, list: false, form: true },
    warehouseIds: { label, kind: "text", multiple: true, list: false, form: true },
  },
  defaultSort: { field: "code", dir: "asc" },
  permissions: { read: "admin:accessgroup:read", manage: "admin:accessgroup:manage" },
  paths: { list: "GET /api/test/list", export: "/api/test/export" },
});

describe("a list of ids picked (ref with multiple)", () => {
  it("starts the form with the ids as the picker's options hold them, and sends numbers", () => {
    const row = { code: "G1", name: "Group", orgIds: [3, 12], warehouseIds: [7], accountIds: [], userIds: [9] };
    const values = formValuesOf(groups, row);
    expect(values).toMatchObject({ orgIds: ["3", "12"], warehouseIds: [7] });
    expect(values).not.toHaveProperty("userIds");
    expect(buildBody(accessGroupSave, { ...values, name: "Group" })).toMatchObject({ orgIds: [3, 12], warehouseIds: [7], userIds: [] });
  });
});
