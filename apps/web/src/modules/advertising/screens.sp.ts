import type { ScreenEntry } from "../../lib/screen-types";

/** Sponsored Products (issue 10): the creation wizard, the add-group form, the campaign and group details. Data and dynamic imports only. */
const wizard = () => import("./pages/sp/CampaignWizardPage");
export const spScreens: ScreenEntry[] = [
  {
    path: "advertising/createActivity/add",
    area: "advertising",
    title: { zh: "创建商品推广活动", en: "New Sponsored Products campaign" },
    permission: "advertising:campaign:manage",
    load: wizard,
    menu: false,
  },
  {
    path: "advertising/createActivity/edit",
    area: "advertising",
    title: { zh: "编辑广告活动", en: "Edit campaign" },
    permission: "advertising:campaign:manage",
    load: wizard,
    menu: false,
  },
  {
    path: "advertising/createGroup/sp/add",
    area: "advertising",
    title: { zh: "添加广告组", en: "Add ad group" },
    permission: "advertising:campaign:manage",
    load: () => import("./pages/sp/GroupCreatePage"),
    menu: false,
  },
  {
    path: "advertising/sp/activityDetails/:id",
    area: "advertising",
    title: { zh: "广告活动详情", en: "Campaign details" },
    permission: "advertising:campaign:read",
    load: () => import("./pages/sp/CampaignDetailPage"),
    menu: false,
  },
  {
    path: "advertising/sp/advertisingGroupDetails/:id",
    area: "advertising",
    title: { zh: "广告组详情", en: "Ad group details" },
    permission: "advertising:campaign:read",
    load: () => import("./pages/sp/GroupDetailPage"),
    menu: false,
  },
];
