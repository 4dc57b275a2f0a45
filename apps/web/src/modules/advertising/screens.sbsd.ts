import type { ScreenEntry } from "../../lib/screen-types";

/**
 * Sponsored Display and Sponsored Brands (issue 10): the SP screens serve them, by the type their path names
 * (wizard, add-group form, campaign and group details). Data and dynamic imports only.
 */
const wizard = () => import("./pages/sp/CampaignWizardPage");
const groupCreate = () => import("./pages/sp/GroupCreatePage");
const campaignDetail = () => import("./pages/sp/CampaignDetailPage");
const groupDetail = () => import("./pages/sp/GroupDetailPage");
const manage = "advertising:campaign:manage";
const read = "advertising:campaign:read";
const hidden = { area: "advertising", menu: false } as const;

export const sbsdScreens: ScreenEntry[] = [
  {
    ...hidden,
    path: "advertising/createActivity/sd/add",
    title: { zh: "创建展示型推广活动", en: "New Sponsored Display campaign" },
    permission: manage,
    load: wizard,
  },
  {
    ...hidden,
    path: "advertising/createActivity/sd/edit",
    title: { zh: "编辑展示型推广活动", en: "Edit Sponsored Display campaign" },
    permission: manage,
    load: wizard,
  },
  {
    ...hidden,
    path: "advertising/createGroup/sd/add",
    title: { zh: "添加展示型推广广告组", en: "Add a Sponsored Display ad group" },
    permission: manage,
    load: groupCreate,
  },
  {
    ...hidden,
    path: "advertising/sd/sdActivityDetails/:id",
    title: { zh: "展示型推广活动详情", en: "Sponsored Display campaign" },
    permission: read,
    load: campaignDetail,
  },
  {
    ...hidden,
    path: "advertising/sd/sdAdvertisingGroupDetails/:id",
    title: { zh: "展示型推广广告组详情", en: "Sponsored Display ad group" },
    permission: read,
    load: groupDetail,
  },
  {
    ...hidden,
    path: "advertising/sbCreateActivity/add",
    title: { zh: "创建品牌推广活动", en: "New Sponsored Brands campaign" },
    permission: manage,
    load: wizard,
  },
  {
    ...hidden,
    path: "advertising/sbCreateActivity/edit",
    title: { zh: "编辑品牌推广活动", en: "Edit Sponsored Brands campaign" },
    permission: manage,
    load: wizard,
  },
  {
    ...hidden,
    path: "advertising/createGroup/sb/add",
    title: { zh: "添加品牌推广广告组", en: "Add a Sponsored Brands ad group" },
    permission: manage,
    load: groupCreate,
  },
  {
    ...hidden,
    path: "advertising/sb/activityDetails/:id",
    title: { zh: "品牌推广活动详情", en: "Sponsored Brands campaign" },
    permission: read,
    load: campaignDetail,
  },
  {
    ...hidden,
    path: "advertising/sb/sbAdvertisingGroupDetails/:id",
    title: { zh: "品牌推广广告组详情", en: "Sponsored Brands ad group" },
    permission: read,
    load: groupDetail,
  },
  {
    ...hidden,
    path: "advertising/sb/createMaterial",
    title: { zh: "SB 广告素材", en: "SB creative assets" },
    permission: manage,
    load: () => import("./pages/sb/CreateMaterialPage"),
  },
];
