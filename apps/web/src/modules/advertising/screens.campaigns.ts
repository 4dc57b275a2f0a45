import type { ScreenEntry } from "../../lib/screen-types";

/** Campaign structure (issue 10): ad accounts and the campaign lists per type. Data and dynamic imports only. */
const list = () => import("./pages/campaigns/CampaignListPage");
export const campaignScreens: ScreenEntry[] = [
  {
    path: "advertising/account",
    area: "advertising",
    title: { zh: "广告账户", en: "Ad accounts" },
    permission: "advertising:account:read",
    load: () => import("./pages/campaigns/AccountsPage"),
  },
  {
    path: "advertising/sp",
    area: "advertising",
    title: { zh: "商品推广", en: "Sponsored Products" },
    permission: "advertising:campaign:read",
    load: list,
  },
  {
    path: "advertising/sb",
    area: "advertising",
    title: { zh: "品牌推广", en: "Sponsored Brands" },
    permission: "advertising:campaign:read",
    load: list,
  },
  {
    path: "advertising/sd",
    area: "advertising",
    title: { zh: "展示型推广", en: "Sponsored Display" },
    permission: "advertising:campaign:read",
    load: list,
  },
];
