import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { keywordRows, newWizardValues, targetsOf, toCreateBody, toGroupBody, toUpdateBody, type WizardValues } from "./wizardValues";

const filled = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...newWizardValues(),
  adsProfileId: 7,
  name: "  Kitchen exact ",
  dailyBudget: "25.5",
  startDate: dayjs("2026-12-01"),
  adGroup: { name: "G1", defaultBid: "0.75" },
  productIds: [3, 4],
  ...over,
});

describe("the SP wizard's bodies", () => {
  it("builds the create body through the contract: exact money strings, the marketplace's dates, targets and negatives", () => {
    const body = toCreateBody(
      filled({
        endDate: dayjs("2026-12-31"),
        placements: { topOfSearch: 50, productPages: 0, restOfSearch: 900 },
        keywords: [
          { expression: " storage box ", matchType: "EXACT", bid: "1.10" },
          { expression: "storage box", matchType: "PHRASE", bid: null },
        ],
        negatives: [{ expression: "cheap", matchType: "NEGATIVE_PHRASE" }],
      }),
    );
    expect(body).toMatchObject({
      adsProfileId: 7,
      adType: "SP",
      name: "Kitchen exact",
      targeting: "MANUAL",
      dailyBudget: "25.5",
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      portfolioId: null,
      biddingStrategy: "down",
      placements: { topOfSearch: 50, productPages: 0, restOfSearch: 900 },
      adGroup: { name: "G1", defaultBid: "0.75" },
      productIds: [3, 4],
      targets: [
        { kind: "keyword", matchType: "EXACT", expression: "storage box", bid: "1.10" },
        { kind: "keyword", matchType: "PHRASE", expression: "storage box", bid: null },
      ],
      negatives: [{ kind: "keyword", matchType: "NEGATIVE_PHRASE", expression: "cheap" }],
    });
  });

  it("refuses what the contract refuses (a placement over 900 %, a budget that is not an amount)", () => {
    expect(() => toCreateBody(filled({ placements: { topOfSearch: 901, productPages: 0, restOfSearch: 0 } }))).toThrow();
    expect(() => toCreateBody(filled({ dailyBudget: "12,5" }))).toThrow();
  });

  it("AUTO sends the auto groups switched on, each with its bid or the default; MANUAL the rows of the kind chosen", () => {
    const v = filled({ targeting: "AUTO" });
    v.autoTargets[1]!.enabled = false;
    v.autoTargets[2]!.bid = "0.40";
    expect(targetsOf(v, { targeting: "AUTO" })).toEqual([
      { kind: "auto", matchType: "CLOSE_MATCH", expression: "", bid: null },
      { kind: "auto", matchType: "SUBSTITUTES", expression: "", bid: "0.40" },
      { kind: "auto", matchType: "COMPLEMENTS", expression: "", bid: null },
    ]);
    const m = filled({
      manualKind: "product",
      keywords: [{ expression: "ignored", matchType: "EXACT" }],
      productTargets: [{ expression: "B0ABCDEFGH", matchType: "ASIN_SAME", bid: "0.90" }],
    });
    expect(targetsOf(m, { targeting: "MANUAL" })).toEqual([
      { kind: "product", matchType: "ASIN_SAME", expression: "B0ABCDEFGH", bid: "0.90" },
    ]);
  });

  it("the update body holds only the settings, with the row's id and version", () => {
    const body = toUpdateBody(filled({ dailyBudget: "35.50" }), { id: 11, version: 3 });
    expect(body).toMatchObject({ id: 11, version: 3, name: "Kitchen exact", dailyBudget: "35.50", startDate: "2026-12-01", endDate: null });
    expect(body).not.toHaveProperty("adGroup");
    expect(body).not.toHaveProperty("adsProfileId");
  });

  it("the group body follows the campaign's targeting", () => {
    const v = filled({ keywords: [{ expression: "bins", matchType: "BROAD", bid: null }] });
    expect(toGroupBody({ id: 5, targeting: "MANUAL" }, v)).toEqual({
      campaignId: 5,
      name: "G1",
      defaultBid: "0.75",
      productIds: [3, 4],
      targets: [{ kind: "keyword", matchType: "BROAD", expression: "bins", bid: null }],
    });
    expect(toGroupBody({ id: 5, targeting: "AUTO" }, v).targets).toHaveLength(4);
  });
});

describe("the SD and SB wizards' bodies", () => {
  it("SD audiences: views / purchases remarketing with the look-back days as the expression, the tactic and cost type, no placements or negatives", () => {
    const v = filled({
      ...newWizardValues("SD"),
      adsProfileId: 7,
      name: "Remarketing",
      dailyBudget: "10",
      startDate: dayjs("2026-12-01"),
      adGroup: { name: "G1", defaultBid: "0.50" },
      productIds: [3],
      sdCostType: "vcpm",
      audiences: [
        { matchType: "VIEWS", lookBackDays: 30, bid: null },
        { matchType: "PURCHASES", lookBackDays: 90, bid: "0.80" },
      ],
      negatives: [{ expression: "ignored", matchType: "NEGATIVE_EXACT" }],
    });
    const body = toCreateBody(v);
    expect(body).toMatchObject({
      adType: "SD",
      targeting: "MANUAL",
      sdTactic: "audiences",
      sdCostType: "vcpm",
      creative: null,
      negatives: [],
    });
    expect(body.placements).toBeUndefined();
    expect(body.targets).toEqual([
      { kind: "audience", matchType: "VIEWS", expression: "30", bid: null },
      { kind: "audience", matchType: "PURCHASES", expression: "90", bid: "0.80" },
    ]);
  });

  it("SD interests send their category's browse node, lookalikes their look-back window", () => {
    const v = filled({
      ...newWizardValues("SD"),
      adsProfileId: 7,
      name: "Audiences",
      dailyBudget: "10",
      adGroup: { name: "G1", defaultBid: "0.50" },
      productIds: [3],
      audiences: [
        { matchType: "INTERESTS", lookBackDays: 30, category: "1063306|Furniture", bid: "0.60" },
        { matchType: "LOOKALIKE", lookBackDays: 14, category: "ignored", bid: null },
      ],
    });
    expect(toCreateBody(v).targets).toEqual([
      { kind: "audience", matchType: "INTERESTS", expression: "1063306|Furniture", bid: "0.60" },
      { kind: "audience", matchType: "LOOKALIKE", expression: "14", bid: null },
    ]);
  });

  it("SD contextual sends the product or category rows chosen; its first kind is products (SD has no keywords)", () => {
    const v = filled({
      ...newWizardValues("SD"),
      adsProfileId: 7,
      name: "Ctx",
      dailyBudget: "10",
      adGroup: { name: "G", defaultBid: "0.5" },
      productIds: [3],
    });
    expect(v.manualKind).toBe("product");
    v.sdTactic = "contextual";
    v.manualKind = "category";
    v.categoryTargets = [{ expression: " 1055398|Home & Kitchen ", matchType: "CATEGORY", bid: "0.70" }];
    v.productTargets = [{ expression: "B0IGNORED1", matchType: "ASIN_SAME" }];
    expect(toCreateBody(v).targets).toEqual([
      { kind: "category", matchType: "CATEGORY", expression: "1055398|Home & Kitchen", bid: "0.70" },
    ]);
    expect(toGroupBody({ id: 9, targeting: "MANUAL", adType: "SD", sdTactic: "audiences" }, v).targets[0]).toMatchObject({
      kind: "audience",
    });
  });

  it("SB sends its creative (the URL only for a custom landing page) and refuses one with more than 3 products", () => {
    const v = filled({
      ...newWizardValues("SB"),
      adsProfileId: 7,
      name: "Brand",
      dailyBudget: "20",
      adGroup: { name: "G", defaultBid: "1" },
      productIds: [3, 4, 5, 6],
      keywords: [{ expression: "acme", matchType: "EXACT", bid: null }],
      creative: {
        brandName: " Acme ",
        headline: "Stack more",
        productIds: [3, 4],
        landingPageType: "productList",
        landingPageUrl: "https://x.example",
      },
    });
    const body = toCreateBody(v);
    expect(body).toMatchObject({ adType: "SB", sdTactic: null, sdCostType: null, targets: [{ kind: "keyword", expression: "acme" }] });
    expect(body.creative).toEqual({
      brandName: "Acme",
      headline: "Stack more",
      logoAssetId: null,
      imageAssetId: null,
      productIds: [3, 4],
      landingPageType: "productList",
      landingPageUrl: null,
    });
    expect(() => toCreateBody({ ...v, creative: { ...v.creative, productIds: [3, 4, 5, 6] } })).toThrow();
    // SB takes campaign negative keywords, as SP does
    expect(toCreateBody({ ...v, negatives: [{ expression: "cheap", matchType: "NEGATIVE_EXACT" }] }).negatives).toEqual([
      { kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "cheap" },
    ]);
  });
});

describe("the bulk keyword box", () => {
  it("adds one row per keyword and match type, dropping blanks, repeats and rows already listed", () => {
    const existing = [{ expression: "Storage Box", matchType: "EXACT" as const, bid: null }];
    const rows = keywordRows("storage box\n\n  stackable   bins \nSTACKABLE BINS\n", ["EXACT", "PHRASE"], "2.50", existing);
    expect(rows).toEqual([
      { expression: "storage box", matchType: "PHRASE", bid: "2.50" },
      { expression: "stackable bins", matchType: "EXACT", bid: "2.50" },
      { expression: "stackable bins", matchType: "PHRASE", bid: "2.50" },
    ]);
  });
});
