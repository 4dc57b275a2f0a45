import type { ScreenEntry } from "../../lib/screen-types";
import { campaignScreens } from "./screens.campaigns";
import { promotionScreens } from "./screens.promotions";
import { reportScreens } from "./screens.reports";
import { rulesScreens } from "./screens.rules";
import { sbsdScreens } from "./screens.sbsd";
import { spScreens } from "./screens.sp";

/** Advertising (issue 10), area by area: campaign structure, Sponsored Products screens (and SB / SD through them), automation, reports and promotions. */
export const advertisingScreens: ScreenEntry[] = [
  ...campaignScreens,
  ...spScreens,
  ...sbsdScreens,
  ...rulesScreens,
  ...reportScreens,
  ...promotionScreens,
];
