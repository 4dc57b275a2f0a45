import { and, eq, inArray } from "drizzle-orm";
import { marketplaceOf } from "@entrepot/contracts";
import type { Tx } from "../platform/db/database.js";
import { users } from "../platform/identity/schema.js";
import {
  channelCategories,
  customers,
  productLines,
  salesPlatforms,
  salesPlatformSites,
  salespersons,
  storeAccounts,
  storeAdsProfiles,
  suppliers,
} from "../modules/masterdata/index.js";
import { demoOrgIds, grantDemoPermissions } from "./grants.js";

const amazonSites: [string, string][] = [
  ["US", "USD"],
  ["CA", "CAD"],
  ["GB", "GBP"],
  ["DE", "EUR"],
  ["FR", "EUR"],
  ["IT", "EUR"],
  ["ES", "EUR"],
  ["NL", "EUR"],
  ["JP", "JPY"],
  ["AU", "AUD"],
];
const platforms: { code: string; name: string; website: string; sites: { countryCode: string; siteName: string; currency: string }[] }[] = [
  {
    code: "amazon",
    name: "Amazon",
    website: "https://sellercentral.amazon.com",
    sites: amazonSites.map(([c, currency]) => ({ countryCode: c, siteName: marketplaceOf(c)!.site, currency })),
  },
  {
    code: "walmart",
    name: "Walmart",
    website: "https://seller.walmart.com",
    sites: [
      { countryCode: "US", siteName: "Walmart.com", currency: "USD" },
      { countryCode: "CA", siteName: "Walmart.ca", currency: "CAD" },
    ],
  },
  {
    code: "ebay",
    name: "eBay",
    website: "https://www.ebay.com",
    sites: [
      { countryCode: "US", siteName: "eBay.com", currency: "USD" },
      { countryCode: "GB", siteName: "eBay.co.uk", currency: "GBP" },
      { countryCode: "DE", siteName: "eBay.de", currency: "EUR" },
      { countryCode: "AU", siteName: "eBay.com.au", currency: "AUD" },
    ],
  },
  {
    code: "shopify",
    name: "Shopify",
    website: "https://www.shopify.com",
    sites: [
      { countryCode: "US", siteName: "Shopify (US)", currency: "USD" },
      { countryCode: "CA", siteName: "Shopify (CA)", currency: "CAD" },
    ],
  },
  { code: "temu", name: "Temu", website: "https://seller.temu.com", sites: [{ countryCode: "US", siteName: "Temu.com", currency: "USD" }] },
  {
    code: "tiktok",
    name: "TikTok Shop",
    website: "https://seller-us.tiktok.com",
    sites: [
      { countryCode: "US", siteName: "TikTok Shop US", currency: "USD" },
      { countryCode: "GB", siteName: "TikTok Shop UK", currency: "GBP" },
    ],
  },
  {
    code: "wayfair",
    name: "Wayfair",
    website: "https://partners.wayfair.com",
    sites: [
      { countryCode: "US", siteName: "Wayfair.com", currency: "USD" },
      { countryCode: "CA", siteName: "Wayfair.ca", currency: "CAD" },
    ],
  },
];

/**
 * The business area's demo: the marketplaces and their sites, Amazon and Walmart category trees, the
 * sellers' suppliers (linked to their product lines), ads settings of two Amazon stores, and the
 * operator's salespeople and customers (one in arrears). Grants the area's permissions to the demo roles.
 */
export async function seedBusinessDemo(tx: Tx, contextId: number): Promise<void> {
  const org = await demoOrgIds(tx, contextId);
  for (const [i, p] of platforms.entries()) {
    const [row] = await tx
      .insert(salesPlatforms)
      .values({ contextId, code: p.code, name: p.name, website: p.website, sort: (i + 1) * 10 })
      .returning();
    await tx.insert(salesPlatformSites).values(
      p.sites.map((s) => ({
        contextId,
        platformId: row!.id,
        ...s,
        marketplaceId: p.code === "amazon" ? marketplaceOf(s.countryCode)!.marketplaceId : null,
      })),
    );
  }

  const tree: { channel: string; code: string; name: string; children: [string, string][] }[] = [
    {
      channel: "amazon",
      code: "1055398",
      name: "家居厨房 Home & Kitchen",
      children: [
        ["284507", "厨房用品 Kitchen & Dining"],
        ["1063306", "家具 Furniture"],
        ["1063252", "床上用品 Bedding"],
      ],
    },
    {
      channel: "amazon",
      code: "172282",
      name: "电子产品 Electronics",
      children: [
        ["172541", "耳机 Headphones"],
        ["541966", "电脑配件 Computers & Accessories"],
      ],
    },
    { channel: "amazon", code: "3375251", name: "运动户外 Sports & Outdoors", children: [["706814", "户外休闲 Outdoor Recreation"]] },
    {
      channel: "walmart",
      code: "4044",
      name: "家居 Home",
      children: [
        ["4044_103150", "家具 Furniture"],
        ["4044_623679", "家居装饰 Decor"],
      ],
    },
  ];
  const catIds: Record<string, number> = {};
  for (const [i, node] of tree.entries()) {
    const [root] = await tx
      .insert(channelCategories)
      .values({ contextId, channel: node.channel, code: node.code, name: node.name, level: 1, sort: (i + 1) * 10 })
      .returning();
    catIds[node.code] = root!.id;
    const kids = await tx
      .insert(channelCategories)
      .values(
        node.children.map(([code, name], j) => ({
          contextId,
          channel: node.channel,
          parentId: root!.id,
          code,
          name,
          level: 2,
          sort: (j + 1) * 10,
        })),
      )
      .returning();
    for (const k of kids) catIds[k.code] = k.id;
  }
  await tx
    .update(storeAccounts)
    .set({ channelCategoryId: catIds["1055398"]! })
    .where(and(eq(storeAccounts.orgId, org.SLA!), eq(storeAccounts.title, "SA-Amazon-US")));
  await tx
    .update(storeAccounts)
    .set({ channelCategoryId: catIds["1063306"]! })
    .where(and(eq(storeAccounts.orgId, org.SLB!), eq(storeAccounts.title, "SB-Amazon-US")));
  await tx
    .update(storeAccounts)
    .set({ status: "authorisation_expired" })
    .where(and(eq(storeAccounts.orgId, org.SLB!), eq(storeAccounts.title, "SB-Amazon-CA")));

  const sup = await tx
    .insert(suppliers)
    .values([
      {
        contextId,
        orgId: org.SLA!,
        code: "SZ-ELEC",
        name: "深圳华讯电子 Shenzhen Huaxun Electronics",
        contactName: "Huang Lei",
        phone: "+86 755 8888 0101",
        email: "sales@huaxun.example",
        countryCode: "CN",
        address: "Bao'an District, Shenzhen",
        paymentTermsDays: 30,
      },
      {
        contextId,
        orgId: org.SLA!,
        code: "NB-HOME",
        name: "宁波家居制品 Ningbo Home Products",
        contactName: "Xu Fang",
        phone: "+86 574 8765 0202",
        countryCode: "CN",
        address: "Yinzhou District, Ningbo",
        paymentTermsDays: 45,
      },
      {
        contextId,
        orgId: org.SLB!,
        code: "FS-FURN",
        name: "佛山顺德家具 Foshan Shunde Furniture",
        contactName: "Liang Wei",
        phone: "+86 757 2233 0303",
        countryCode: "CN",
        address: "Shunde District, Foshan",
        paymentTermsDays: 60,
      },
      {
        contextId,
        orgId: org.SLB!,
        code: "VN-DECO",
        name: "Hanoi Craft Decor Co.",
        contactName: "Nguyen An",
        email: "an@hanoicraft.example",
        countryCode: "VN",
        address: "Hanoi",
        paymentTermsDays: 30,
        active: false,
      },
    ])
    .returning();
  const s = Object.fromEntries(sup.map((r) => [r.code, r.id]));
  const link = async (orgId: number, code: string, supplierId: number) =>
    tx
      .update(productLines)
      .set({ supplierId })
      .where(and(eq(productLines.orgId, orgId), eq(productLines.code, code)));
  await link(org.SLA!, "HOME", s["NB-HOME"]!);
  await link(org.SLA!, "ELEC", s["SZ-ELEC"]!);
  await link(org.SLB!, "FURN", s["FS-FURN"]!);

  const accounts = await tx
    .select()
    .from(storeAccounts)
    .where(inArray(storeAccounts.title, ["SA-Amazon-US", "SB-Amazon-CA"]));
  const acc = Object.fromEntries(accounts.map((a) => [a.title, a]));
  await tx.insert(storeAdsProfiles).values([
    {
      contextId,
      orgId: org.SLA!,
      storeAccountId: acc["SA-Amazon-US"]!.id,
      profileId: "3284759120458712",
      region: "NA",
      dailyBudgetCap: "350.0000",
      currency: "USD",
      authorisedUntil: "2027-03-31",
    },
    {
      contextId,
      orgId: org.SLB!,
      storeAccountId: acc["SB-Amazon-CA"]!.id,
      profileId: "1904457782310045",
      region: "NA",
      dailyBudgetCap: "120.0000",
      currency: "CAD",
      autoSync: false,
      authorisedUntil: "2026-01-15",
    },
  ]);

  const [service] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "service"));
  const people = await tx
    .insert(salespersons)
    .values([
      { contextId, orgId: org.OPR!, fullName: "周涛 Zhou Tao", phone: "+1 909 555 0201", email: "zhou.tao@entrepot.example" },
      {
        contextId,
        orgId: org.OPR!,
        fullName: "刘洋 Liu Yang",
        userId: service?.id ?? null,
        phone: "+1 909 555 0202",
        email: "service@entrepot.example",
      },
      {
        contextId,
        orgId: org.OPR!,
        fullName: "陈静 Chen Jing",
        email: "chen.jing@entrepot.example",
        active: false,
        remark: "Left in 2025",
      },
    ])
    .returning();
  await tx.insert(customers).values([
    {
      contextId,
      orgId: org.OPR!,
      code: "C-SLA",
      name: "Seller A 跨境电商",
      linkedOrgId: org.SLA!,
      salespersonId: people[0]!.id,
      billingCurrency: "USD",
      creditLimit: "50000.0000",
      paymentTermsDays: 30,
      contractStart: "2025-01-01",
      contractEnd: "2026-12-31",
      contactName: "Alice Chen",
      contactEmail: "seller_a@entrepot.example",
    },
    {
      contextId,
      orgId: org.OPR!,
      code: "C-SLB",
      name: "Seller B 家居专营",
      linkedOrgId: org.SLB!,
      salespersonId: people[1]!.id,
      billingCurrency: "USD",
      creditLimit: "20000.0000",
      paymentTermsDays: 15,
      contractStart: "2025-06-01",
      contractEnd: "2026-05-31",
      contactName: "Bob Li",
      accountStatus: "1",
      statusReason: "March storage bill overdue",
      statusChangedAt: new Date("2026-04-10T08:00:00Z"),
    },
    {
      contextId,
      orgId: org.OPR!,
      code: "C-MAPLE",
      name: "Maple Home Goods (onboarding)",
      salespersonId: people[0]!.id,
      billingCurrency: "CAD",
      creditLimit: "0.0000",
      paymentTermsDays: 0,
      contactName: "Emma Roy",
    },
  ]);

  await grantDemoPermissions(tx, contextId, {
    seller_admin: [
      "masterdata:productline:read",
      "masterdata:productline:manage",
      "masterdata:supplier:manage",
      "masterdata:storeaccount:read",
      "masterdata:storeaccount:manage",
      "masterdata:storeaccount:status",
      "masterdata:storeads:read",
      "masterdata:storeads:manage",
    ],
    seller_staff: ["masterdata:productline:read", "masterdata:storeaccount:read", "masterdata:storeads:read"],
    warehouse_staff: [
      "masterdata:productline:read",
      "masterdata:storeaccount:read",
      "masterdata:storeaccount:status",
      "masterdata:storeads:read",
      "masterdata:customer:read",
      "masterdata:salesperson:read",
    ],
    finance: ["masterdata:storeaccount:read", "masterdata:customer:read", "masterdata:customer:status", "masterdata:salesperson:read"],
    customer_service: [
      "masterdata:productline:read",
      "masterdata:storeaccount:read",
      "masterdata:customer:read",
      "masterdata:customer:manage",
      "masterdata:salesperson:read",
      "masterdata:salesperson:manage",
      "admin:user:read",
    ],
    ad_ops: ["masterdata:storeaccount:read", "masterdata:storeads:read", "masterdata:storeads:manage"],
  });
}
