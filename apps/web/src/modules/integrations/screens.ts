import type { ScreenEntry } from "../../lib/screen-types";

/** Sellers' own systems (issue 9): webhook subscriptions, and stock push to sales channels (spec /home/inventoryPush). Webhooks: a module route, not a spec screen. Data and dynamic imports only. */
export const integrationsScreens: ScreenEntry[] = [
  {
    path: "integrations/webhooks",
    area: "admin-reports-tools",
    title: { zh: "Webhook 推送", en: "Webhooks" },
    permission: "integrations:webhook:read",
    load: () => import("./pages/WebhookPage"),
  },
  {
    path: "home/inventoryPush",
    area: "logistics",
    title: { zh: "库存推送", en: "Stock push" },
    permission: "integrations:stockpush:read",
    load: () => import("./pages/StockPushPage"),
  },
  {
    path: "home/inventoryPush/settings",
    area: "logistics",
    title: { zh: "库存推送设置", en: "Stock push settings" },
    permission: "integrations:stockpush:read",
    load: () => import("./pages/StockPushPage"),
    menu: false,
  },
];
