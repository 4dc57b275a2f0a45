import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { PermissionCode } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { addDays, now } from "../platform/clock.js";
import { skuMaps } from "../modules/catalog/index.js";
import { storeAccounts, storeAdsProfiles } from "../modules/masterdata/index.js";
import { adTables, loadAccount, loadSnapshot, simulateAccountDay, writeDays } from "../modules/advertising/index.js";
import { seedAdRulesDemo } from "./advertising-rules.seed.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

const read: PermissionCode[] = [
  "advertising:account:read",
  "advertising:campaign:read",
  "advertising:rule:read",
  "advertising:report:read",
  "advertising:promotion:read",
];
const all: PermissionCode[] = [
  ...read,
  "advertising:account:manage",
  "advertising:campaign:manage",
  "advertising:rule:manage",
  "advertising:promotion:manage",
];

/** How many days of reports the demo starts with (through the marketplace's yesterday). */
export const DEMO_AD_DAYS = 90;

const KEYWORDS: Record<string, string[]> = {
  SLA: [
    "storage box",
    "kitchen organizer",
    "led desk lamp",
    "usb c cable",
    "bamboo tray",
    "wireless charger",
    "drawer divider",
    "cable organizer",
  ],
  SLB: ["accent chair", "side table", "wall shelf", "throw pillow cover", "bookshelf", "floor lamp", "area rug", "coffee table"],
};

interface Account {
  adsProfileId: number;
  orgId: number;
  code: string;
  tag: string;
  storeAccountId: number;
  /** the account's advertisable listings: catalogue product, SKU, ASIN */
  listings: { productId: number; sku: string; asin: string }[];
}

/**
 * Advertising's demo: the grants (the operator's ad staff `ad_ops` run the sellers' advertising, on the
 * sellers their access groups allow: the demo puts `adops` in no group, so both; a seller's administrator
 * runs its own, seller staff read it; the platform administrator holds every code already), a third ad
 * account beside the two masterdata seeds, campaigns of the three types on the accounts' real listings, and
 * DEMO_AD_DAYS days of history written by the report source (the sandbox marketplace's days, as the
 * periodic fetch writes them), so the dashboards show recent data.
 */
export async function seedAdvertisingDemo(tx: Tx, contextId: number): Promise<void> {
  await grantDemoPermissions(tx, contextId, {
    ad_ops: [...all, "catalog:product:read", "catalog:skuMap:read"],
    seller_admin: all,
    seller_staff: read,
  });
  const org = await demoOrgIds(tx, contextId);
  if (!org.SLA || !org.SLB) return;
  const [sbUs] = await tx
    .select({ id: storeAccounts.id })
    .from(storeAccounts)
    .where(and(eq(storeAccounts.orgId, org.SLB), eq(storeAccounts.title, "SB-Amazon-US")));
  if (sbUs)
    await tx.insert(storeAdsProfiles).values({
      contextId,
      orgId: org.SLB,
      storeAccountId: sbUs.id,
      profileId: "2750913368240187",
      region: "NA",
      dailyBudgetCap: "500.0000",
      currency: "USD",
      authorisedUntil: "2027-06-30",
    });
  const profiles = await tx
    .select({ id: storeAdsProfiles.id, orgId: storeAdsProfiles.orgId, storeAccountId: storeAdsProfiles.storeAccountId })
    .from(storeAdsProfiles)
    .where(inArray(storeAdsProfiles.orgId, [org.SLA, org.SLB]))
    .orderBy(asc(storeAdsProfiles.id));
  const today = marketDay();
  for (const [i, p] of profiles.entries()) {
    const code = p.orgId === org.SLA ? "SLA" : "SLB";
    const listings = await tx
      .select({ productId: skuMaps.productId, sku: skuMaps.listingSku, asin: skuMaps.asin })
      .from(skuMaps)
      .where(and(eq(skuMaps.storeAccountId, p.storeAccountId), isNotNull(skuMaps.asin)))
      .orderBy(asc(skuMaps.id));
    // an account with no listing of its own (SB-Amazon-CA) advertises the seller's US listings' products
    const own = listings.length ? listings : await sellerListings(tx, p.orgId);
    const account: Account = {
      adsProfileId: p.id,
      orgId: p.orgId,
      code,
      tag: ["US", "CA", "US2"][i] ?? String(i),
      storeAccountId: p.storeAccountId,
      listings: own.map((l) => ({ productId: l.productId, sku: l.sku, asin: l.asin! })),
    };
    if (account.listings.length < 12) continue;
    await seedAccount(tx, account, today);
    await seedHistory(tx, p.id, today);
    // each seller's first account runs the automation demo over its history
    if (!profiles.slice(0, i).some((q) => q.orgId === p.orgId)) await seedAdRulesDemo(tx, { orgId: p.orgId, adsProfileId: p.id });
  }
}

/** The marketplaces' (US, CA: Pacific) calendar day now. */
function marketDay(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now(),
  );
}

async function sellerListings(tx: Tx, orgId: number) {
  return tx
    .select({ productId: skuMaps.productId, sku: skuMaps.listingSku, asin: skuMaps.asin })
    .from(skuMaps)
    .where(and(eq(skuMaps.orgId, orgId), isNotNull(skuMaps.asin)))
    .orderBy(asc(skuMaps.id));
}

type Kind = "spAuto" | "spKeyword" | "spProduct" | "sb" | "sdAudience" | "sdContextual";
/** An account's campaign mix: 15 campaigns, so the three accounts hold 45. */
const MIX: Kind[] = [
  "spAuto",
  "spAuto",
  "spAuto",
  "spKeyword",
  "spKeyword",
  "spKeyword",
  "spKeyword",
  "spKeyword",
  "spProduct",
  "spProduct",
  "sb",
  "sb",
  "sdAudience",
  "sdContextual",
  "spKeyword",
];
const NAMES: Record<Kind, string> = {
  spAuto: "SP Auto",
  spKeyword: "SP Keyword",
  spProduct: "SP Product",
  sb: "SB Brand",
  sdAudience: "SD Audiences",
  sdContextual: "SD Contextual",
};

async function seedAccount(tx: Tx, a: Account, today: string): Promise<void> {
  const t = adTables;
  const amazon = (n: number) => ({ amazonId: `${a.adsProfileId}${String(n).padStart(9, "0")}`, pushStatus: "synced", pushedAt: now() });
  let seq = 0;
  const owner = { orgId: a.orgId, adsProfileId: a.adsProfileId };
  const portfolios = await tx
    .insert(t.adPortfolios)
    .values([
      { ...owner, name: "Core", budgetCap: "300.0000", ...amazon(++seq) },
      { ...owner, name: "Launch", ...amazon(++seq) },
    ])
    .returning({ id: t.adPortfolios.id });
  const words = KEYWORDS[a.code]!;
  const listing = (n: number) => a.listings[n % a.listings.length]!;
  const campaigns = await tx
    .insert(t.adCampaigns)
    .values(
      MIX.map((kind, n) => ({
        ...owner,
        portfolioId: n % 3 === 2 ? null : portfolios[n % 2]!.id,
        adType: kind.startsWith("sp") ? "SP" : kind === "sb" ? "SB" : "SD",
        name: `${a.tag} ${NAMES[kind]} ${String(n + 1).padStart(2, "0")}`,
        targeting: kind === "spAuto" ? "AUTO" : "MANUAL",
        // most run; one paused and one archived per account, as real accounts have them
        state: n === 9 ? "PAUSED" : n === 14 ? "ARCHIVED" : "ENABLED",
        dailyBudget: ["15.00", "25.00", "40.00", "60.00", "12.50"][n % 5]!,
        startDate: addDays(today, -(DEMO_AD_DAYS + 30 - n)),
        endDate: n === 14 ? addDays(today, -20) : null,
        biddingStrategy: (["down", "upDown", "fixed"] as const)[n % 3]!,
        topOfSearchPercent: kind.startsWith("sp") ? [0, 20, 50, 100][n % 4]! : 0,
        productPagesPercent: kind.startsWith("sp") ? [0, 10, 0, 25][n % 4]! : 0,
        sdTactic: kind === "sdAudience" ? "audiences" : kind === "sdContextual" ? "contextual" : null,
        sdCostType: kind.startsWith("sd") ? "cpc" : null,
        ...amazon(++seq),
      })),
    )
    .returning({ id: t.adCampaigns.id, adType: t.adCampaigns.adType });
  const groups = await tx
    .insert(t.adGroups)
    .values(
      campaigns.map((c, n) => ({
        orgId: a.orgId,
        campaignId: c.id,
        name: "Group 1",
        defaultBid: ["0.75", "0.90", "1.10"][n % 3]!,
        ...amazon(++seq),
      })),
    )
    .returning({ id: t.adGroups.id, campaignId: t.adGroups.campaignId });
  const ads: (typeof t.adProductAds.$inferInsert)[] = [];
  const targets: (typeof t.adTargets.$inferInsert)[] = [];
  MIX.forEach((kind, n) => {
    const campaignId = campaigns[n]!.id;
    const adGroupId = groups[n]!.id;
    const base = { orgId: a.orgId, campaignId };
    for (let k = 0; k < (kind === "sb" ? 3 : 2); k++) {
      const l = listing(n * 3 + k);
      if (!ads.some((x) => x.adGroupId === adGroupId && x.productId === l.productId))
        ads.push({ ...base, adGroupId, productId: l.productId, sku: l.sku, asin: l.asin, ...amazon(++seq) });
    }
    const bid = (k: number) => ["0.65", "0.80", "0.95", "1.20", "1.45"][(n + k) % 5]!;
    const target = (kind2: string, matchType: string, expression: string, k: number) =>
      targets.push({
        ...base,
        adGroupId,
        kind: kind2,
        matchType,
        expression,
        bid: bid(k),
        state: k === 5 ? "PAUSED" : "ENABLED",
        ...amazon(++seq),
      });
    if (kind === "spAuto") {
      ["CLOSE_MATCH", "LOOSE_MATCH", "SUBSTITUTES", "COMPLEMENTS"].forEach((m, k) => target("auto", m, "", k));
      // a campaign negative (no group) and a group negative keyword
      targets.push({ ...base, kind: "keyword", matchType: "NEGATIVE_EXACT", expression: "free", negative: true, ...amazon(++seq) });
      targets.push({
        ...base,
        adGroupId,
        kind: "keyword",
        matchType: "NEGATIVE_PHRASE",
        expression: "used",
        negative: true,
        ...amazon(++seq),
      });
    } else if (kind === "spKeyword" || kind === "sb") {
      const w = [words[n % words.length]!, words[(n + 3) % words.length]!];
      ["EXACT", "PHRASE", "BROAD"].forEach((m, k) => target("keyword", m, w[0]!, k));
      ["EXACT", "PHRASE", "BROAD"].forEach((m, k) => target("keyword", m, w[1]!, k + 3));
      targets.push({
        ...base,
        adGroupId,
        kind: "keyword",
        matchType: "NEGATIVE_EXACT",
        expression: `${w[0]} cheap`,
        negative: true,
        ...amazon(++seq),
      });
    } else if (kind === "sdAudience") {
      target("audience", "VIEWS", "30", 0);
      target("audience", "PURCHASES", "60", 1);
      target("audience", "INTERESTS", "1055398|Home & Kitchen", 2);
    } else {
      for (let k = 0; k < 4; k++) target("product", k % 2 ? "ASIN_EXPANDED" : "ASIN_SAME", listing(n * 3 + k + 7).asin, k);
      target("category", "CATEGORY", a.code === "SLA" ? "1055398|Home & Kitchen" : "1063306|Furniture", 4);
      targets.push({
        ...base,
        adGroupId,
        kind: "product",
        matchType: "ASIN_SAME",
        expression: listing(n * 3 + 20).asin,
        negative: true,
        ...amazon(++seq),
      });
    }
  });
  await tx.insert(t.adProductAds).values(ads);
  await tx.insert(t.adTargets).values(targets);
  // SB creatives: the brand, its headline and the products the ad shows, landing on the brand store
  await tx.insert(t.adSbCreatives).values(
    MIX.flatMap((kind, n) =>
      kind === "sb"
        ? [
            {
              orgId: a.orgId,
              campaignId: campaigns[n]!.id,
              brandName: a.code === "SLA" ? "NestHome" : "Oakline",
              headline: a.code === "SLA" ? "Tidy home, every room" : "Furniture that fits your space",
              productIds: [0, 1, 2].map((k) => listing(n * 3 + k).productId),
            },
          ]
        : [],
    ),
  );
  const promoted = [listing(1).productId, listing(4).productId];
  await tx.insert(t.adPromotions).values([
    {
      ...owner,
      kind: "coupon",
      name: `${a.tag} 10% coupon`,
      productIds: promoted,
      startDate: addDays(today, -40),
      endDate: addDays(today, 20),
      discountType: "percent",
      discountValue: "10.00",
      budget: "500.0000",
      status: "running",
      ...amazon(++seq),
    },
    {
      ...owner,
      kind: "lightningDeal",
      name: `${a.tag} lightning deal`,
      productIds: [listing(7).productId],
      startDate: addDays(today, -75),
      endDate: addDays(today, -70),
      discountType: "percent",
      discountValue: "20.00",
      status: "ended",
      ...amazon(++seq),
    },
    // the upcoming ones: approved by Amazon and waiting for their week, and a deal still being drafted
    {
      ...owner,
      kind: "primeExclusive",
      name: `${a.tag} Prime 15% off`,
      productIds: [listing(2).productId],
      startDate: addDays(today, 5),
      endDate: addDays(today, 12),
      discountType: "percent",
      discountValue: "15.00",
      status: "approved",
      submittedAt: now(),
      ...amazon(++seq),
    },
    {
      ...owner,
      kind: "bestDeal",
      name: `${a.tag} 7-day deal`,
      productIds: [listing(4).productId],
      startDate: addDays(today, 14),
      endDate: addDays(today, 20),
      discountType: "percent",
      discountValue: "25.00",
      dealQuantity: 20,
      dealFee: "300.0000",
      status: "draft",
    },
  ]);
  await tx.insert(t.adDspOrders).values({
    ...owner,
    orderNo: `DSP-${a.tag}-001`,
    name: `${a.tag} retargeting Q4`,
    advertiser: a.code === "SLA" ? "NestHome" : "Oakline",
    state: "delivering",
    budget: "5000.0000",
    startDate: addDays(today, -60),
  });
}

/** The account's last DEMO_AD_DAYS days, fetched from the sandbox marketplace and written as the report job writes them. */
async function seedHistory(tx: Tx, adsProfileId: number, today: string): Promise<void> {
  const account = await loadAccount(tx, adsProfileId);
  if (!account) return;
  const snap = await loadSnapshot(tx, account);
  const from = addDays(today, -DEMO_AD_DAYS);
  const to = addDays(today, -1);
  const reports = [];
  for (let d = from; d <= to; d = addDays(d, 1)) reports.push(simulateAccountDay(snap, d));
  await writeDays(tx, snap, from, to, reports);
}
