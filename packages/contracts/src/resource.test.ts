import { describe, expect, it } from "vitest";
import { channelListingView, skuMapResource } from "./catalog/catalog.resources.js";
import { productManageView, productResource } from "./catalog/product.resources.js";
import { defineView } from "./resource.js";

describe("defineView: a second screen over a resource's list", () => {
  it("takes the base's list and export paths, schemas and permissions, its own name, sort and columns, and edits nothing", () => {
    expect(channelListingView.paths).toEqual({ list: skuMapResource.paths.list, export: skuMapResource.paths.export });
    expect(channelListingView.viewOf).toBe("catalog.skuMaps");
    expect(channelListingView.row).toBe(skuMapResource.row);
    expect(channelListingView.permissions).toEqual(skuMapResource.permissions);
    expect(channelListingView.defaultSort).toEqual({ field: "storeAccount", dir: "asc" });
    expect(Object.keys(channelListingView.fields).slice(0, 3)).toEqual(["channel", "storeAccount", "storeAccountId"]);
    // the channel: hidden on the SKU map screen, a column and a filter here
    expect(skuMapResource.fields.channel?.list).toBe("hidden");
    expect(channelListingView.fields.channel).toMatchObject({
      list: true,
      filter: { width: 120 },
      label: skuMapResource.fields.channel!.label,
    });
    expect(Object.values(productManageView.fields).some((f) => f?.form)).toBe(false);
    expect(productManageView.fileName).toBe("products");
  });

  it("refuses a field the base does not have", () => {
    expect(() =>
      defineView(productResource, { name: "x", title: { "zh-CN": "x", "en-US": "x" }, fields: { nope: true } as never }),
    ).toThrow(/nope is not a field of catalog.products/);
  });
});
