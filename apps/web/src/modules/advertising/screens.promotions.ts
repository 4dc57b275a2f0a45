import type { ScreenEntry } from "../../lib/screen-types";

/** Promotions (issue 10): coupons and deals, their form, their expenses. Data and dynamic imports only. */
export const promotionScreens: ScreenEntry[] = [
  {
    path: "advertising/promotionalActivities",
    area: "advertising",
    title: { zh: "促销活动", en: "Promotions" },
    permission: "advertising:promotion:read",
    load: () => import("./pages/promotions/PromotionsPage"),
  },
  {
    path: "advertising/promotionalActivitiesNew",
    area: "advertising",
    title: { zh: "新建促销活动", en: "New promotion" },
    permission: "advertising:promotion:manage",
    load: () => import("./pages/promotions/PromotionFormPage"),
    menu: false,
  },
  {
    path: "advertising/promotionExpenses",
    area: "advertising",
    title: { zh: "促销费用", en: "Promotion expenses" },
    permission: "advertising:promotion:read",
    load: () => import("./pages/promotions/PromotionExpensesPage"),
  },
];
