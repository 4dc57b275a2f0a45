/**
 * Every screen the app serves: the union of the modules' registries. The router, the side menu and
 * `dist/screens.json` (written by scripts/write-screens.ts) all read this list, so a screen exists in
 * all three or in none. Node imports this file: keep it data and dynamic imports only.
 */
import { adminScreens } from "../modules/admin/screens";
import { catalogScreens } from "../modules/catalog/screens";
import { inventoryScreens } from "../modules/inventory/screens";
import { stockDocScreens } from "../modules/inventory/stockdocs/screens";
import { inboundScreens } from "../modules/inbound/screens";
import { masterdataScreens } from "../modules/masterdata/screens";
import { integrationsScreens } from "../modules/integrations/screens";
import { outboundScreens } from "../modules/outbound/screens";
import { returnsScreens } from "../modules/returns/screens";
import { ordersScreens } from "../modules/orders/screens";
import { taskScreens } from "../modules/tasks/screens";
import { stockControlScreens } from "../modules/stockcontrol/screens";
import { advertisingScreens } from "../modules/advertising/screens";
import type { ScreenEntry } from "../lib/screen-types";

export const screens: readonly ScreenEntry[] = [
  ...adminScreens,
  ...masterdataScreens,
  ...catalogScreens,
  ...inventoryScreens,
  ...stockDocScreens,
  ...inboundScreens,
  ...outboundScreens,
  ...integrationsScreens,
  ...returnsScreens,
  ...ordersScreens,
  ...taskScreens,
  ...stockControlScreens,
  ...advertisingScreens,
];
