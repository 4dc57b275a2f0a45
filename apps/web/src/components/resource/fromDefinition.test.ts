import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { z } from "zod";
import {
  billingAccountResource,
  carrierAccountResource,
  type CarrierAccountRow,
  defineResource,
  stockDocResource,
} from "@entrepot/contracts";
import { definitionColumns, definitionDetail, definitionFields, definitionFilters, formValuesOf, withoutFields } from "./fromDefinition";
import { CELL_PADDING, TAG_CHROME, TAG_FONT_SIZE } from "./tableLayout";
import { textWidth } from "./textWidth";

describe("a definition without some fields (a viewer who does not get them: an owner column...)", () => {
  it("drops their column, filter and detail and keeps the rest", () => {
    const all = definitionColumns(billingAccountResource, "en-US").map((c) => c.key);
    expect(all).toContain("warehouseCode");
    const narrowed = withoutFields(billingAccountResource, ["warehouseCode"]);
    const columns = definitionColumns(narrowed, "en-US").map((c) => c.key);
    expect(columns).toEqual(all.filter((k) => k !== "warehouseCode"));
    expect(definitionFilters(narrowed, "en-US").map((f) => f.field)).not.toContain("warehouseCode");
    expect(definitionFilters(billingAccountResource, "en-US").map((f) => f.field)).toContain("warehouseCode");
    expect(definitionDetail(narrowed, "en-US").map((f) => f.key)).not.toContain("warehouseCode");
    // the paths, permissions and schemas stay those of the resource
    expect(narrowed.paths).toBe(billingAccountResource.paths);
  });

  it("is the definition itself when nothing is hidden", () => {
    expect(withoutFields(billingAccountResource, [])).toBe(billingAccountResource);
    expect(withoutFields(billingAccountResource, undefined)).toBe(billingAccountResource);
  });
});

describe("a field's empty label", () => {
  it("shows for an empty list as for a missing value, and the labels otherwise", () => {
    const column = definitionColumns<CarrierAccountRow>(carrierAccountResource, "en-US").find((c) => c.key === "credentialsSet")!;
    const cell = (credentialsSet: string[]) => column.render!({ credentialsSet } as CarrierAccountRow);
    expect((cell([]) as ReactElement<{ children: string }>).props.children).toBe("None");
    expect(cell(["apiKey", "meterNumber"])).toBe("API key, Meter number");
  });
});

describe("a text field with multiple (a list of texts typed in)", () => {
  const tagged = defineResource({
    name: "test.tagged",
    title: { "zh-CN": "标签", "en-US": "Tagged" },
    noun: { "zh-CN": "标签", "en-US": "tagged" },
    row: z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()), version: z.number().int() }),
    save: z.strictObject({ name: z.string().min(1), tags: z.array(z.string().max(8)).default([]) }),
    nameField: "name",
    fields: {
      name: { label: { "zh-CN": "名称", "en-US": "Name" }, kind: "text", form: true },
      tags: { label: { "zh-CN": "标签", "en-US": "Tags" }, kind: "text", multiple: true, form: true },
    },
    defaultSort: { field: "name", dir: "asc" },
    permissions: { read: "admin:dept:read", manage: "admin:dept:manage" },
    paths: { list: "GET /api/test/list", export: "/api/test/export" },
  });
  const translate = (key: string) => key;

  it("is a tags input in the form, a plain text input otherwise", () => {
    const fields = definitionFields(tagged, "en-US", translate);
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ["name", "text"],
      ["tags", "tags"],
    ]);
  });

  it("shows its texts joined in the list", () => {
    const column = definitionColumns<{ tags: string[] }>(tagged, "en-US").find((c) => c.key === "tags")!;
    expect(column.render!({ tags: ["seller", "forwarder"] })).toBe("seller, forwarder");
    expect(column.render!({ tags: [] })).toBe("");
  });
});

describe("a form's starting values", () => {
  it("hold ids and numeric codes as the select's strings, also in a list", () => {
    const def = defineResource({
      name: "test.picks",
      title: { "zh-CN": "测试", "en-US": "Test" },
      noun: { "zh-CN": "测试", "en-US": "test" },
      row: z.object({ id: z.number(), ownerId: z.number(), dayList: z.array(z.number()), note: z.string() }),
      save: z.object({ ownerId: z.number(), dayList: z.array(z.number()), note: z.string() }),
      nameField: "note",
      fields: {
        ownerId: { label: { "zh-CN": "人", "en-US": "Owner" }, kind: "ref", form: true },
        dayList: {
          label: { "zh-CN": "日", "en-US": "Days" },
          kind: "enum",
          multiple: true,
          options: [1, 2].map((v) => ({ value: v, label: { "zh-CN": `${v}`, "en-US": `${v}` } })),
          form: true,
        },
        note: { label: { "zh-CN": "注", "en-US": "Note" }, kind: "text", form: true },
      },
      defaultSort: { field: "note", dir: "asc" },
      permissions: { read: "@authenticated", manage: "masterdata:carrier:manage" },
      paths: { list: "GET /x/list", export: "/x/export" },
    });
    expect(formValuesOf(def, { id: 1, ownerId: 5, dayList: [1, 2], note: "n" })).toEqual({ ownerId: "5", dayList: ["1", "2"], note: "n" });
  });
});

describe("a column of coloured options (a status shown as tags)", () => {
  it("is never narrower than its longest tag in the reader's language, which does not wrap; other columns have no such floor", () => {
    for (const locale of ["en-US", "zh-CN"] as const) {
      const columns = definitionColumns(stockDocResource, locale);
      const status = columns.find((c) => c.key === "status")!;
      const labels = stockDocResource.fields.status!.options!.map((o) => o.label[locale]);
      const longest = Math.max(...labels.map((l) => textWidth(l, 400, TAG_FONT_SIZE)));
      expect(status.minWidth).toBe(Math.ceil(longest) + TAG_CHROME + CELL_PADDING);
      expect(columns.find((c) => c.key === "docNo")!.minWidth).toBeUndefined();
    }
    // "Awaiting approval" is longer than any Chinese label
    expect(definitionColumns(stockDocResource, "en-US").find((c) => c.key === "status")!.minWidth).toBeGreaterThan(
      definitionColumns(stockDocResource, "zh-CN").find((c) => c.key === "status")!.minWidth!,
    );
  });
});
