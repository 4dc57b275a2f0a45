import type { ScreenEntry } from "../../lib/screen-types";

/** Sellers' own systems (issue 9): webhook subscriptions. A module route, not a spec screen. Data and dynamic imports only. */
export const integrationsScreens: ScreenEntry[] = [
  {
    path: "integrations/webhooks",
    area: "admin-reports-tools",
    title: { zh: "Webhook 推送", en: "Webhooks" },
    permission: "integrations:webhook:read",
    load: () => import("./pages/WebhookPage"),
  },
];
