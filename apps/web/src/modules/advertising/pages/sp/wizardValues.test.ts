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
    expect(targetsOf(v, "AUTO")).toEqual([
      { kind: "auto", matchType: "CLOSE_MATCH", expression: "", bid: null },
      { kind: "auto", matchType: "SUBSTITUTES", expression: "", bid: "0.40" },
      { kind: "auto", matchType: "COMPLEMENTS", expression: "", bid: null },
    ]);
    const m = filled({
      manualKind: "product",
      keywords: [{ expression: "ignored", matchType: "EXACT" }],
      productTargets: [{ expression: "B0ABCDEFGH", matchType: "ASIN_SAME", bid: "0.90" }],
    });
    expect(targetsOf(m, "MANUAL")).toEqual([{ kind: "product", matchType: "ASIN_SAME", expression: "B0ABCDEFGH", bid: "0.90" }]);
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
