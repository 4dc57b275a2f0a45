import { describe, expect, it } from "vitest";
import { isSpecPath } from "./specPath";
import { specPaths } from "./spec-paths";

describe("spec paths", () => {
  it("tells a planned screen from an address that is no screen", () => {
    expect(isSpecPath("/inbound/inboundPlan", specPaths)).toBe(true);
    expect(isSpecPath("/home/returnProcessing/returnPlan/", specPaths)).toBe(true);
    expect(isSpecPath("/work/task/update/7", specPaths)).toBe(true);
    expect(isSpecPath("/no/such/screen", specPaths)).toBe(false);
    expect(isSpecPath("/inbound", specPaths)).toBe(false);
  });
});
