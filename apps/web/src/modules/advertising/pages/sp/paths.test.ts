import { describe, expect, it } from "vitest";
import { adTypeOfPath, campaignCreatePath, campaignDetailPath, campaignEditPath, groupCreatePath, groupDetailPath } from "./paths";

describe("each ad type's screens", () => {
  it("are at the spec's paths", () => {
    expect([campaignDetailPath(4, "SP"), campaignDetailPath(4, "SB"), campaignDetailPath(4, "SD")]).toEqual([
      "/advertising/sp/activityDetails/4",
      "/advertising/sb/activityDetails/4",
      "/advertising/sd/sdActivityDetails/4",
    ]);
    expect([groupDetailPath(5, "SB"), groupDetailPath(5, "SD")]).toEqual([
      "/advertising/sb/sbAdvertisingGroupDetails/5",
      "/advertising/sd/sdAdvertisingGroupDetails/5",
    ]);
    expect([campaignCreatePath("SB"), campaignCreatePath("SD"), campaignEditPath(6, "SD")]).toEqual([
      "/advertising/sbCreateActivity/add",
      "/advertising/createActivity/sd/add",
      "/advertising/createActivity/sd/edit?id=6",
    ]);
    expect(groupCreatePath(7, "SD")).toBe("/advertising/createGroup/sd/add?campaignId=7");
  });

  it("each path is read back as its type (the SP paths as SP)", () => {
    for (const type of ["SP", "SB", "SD"] as const) {
      for (const path of [
        campaignDetailPath(1, type),
        groupDetailPath(1, type),
        campaignCreatePath(type),
        campaignEditPath(1, type),
        groupCreatePath(1, type),
      ])
        expect([path, adTypeOfPath(path.split("?")[0]!)]).toEqual([path, type]);
    }
  });
});
