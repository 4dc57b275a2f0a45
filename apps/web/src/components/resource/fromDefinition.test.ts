import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { billingAccountResource, carrierAccountResource, type CarrierAccountRow } from "@entrepot/contracts";
import { definitionColumns, definitionDetail, definitionFilters, withoutFields } from "./fromDefinition";

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
