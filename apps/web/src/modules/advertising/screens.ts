import type { ScreenEntry } from "../../lib/screen-types";
import { campaignScreens } from "./screens.campaigns";
import { promotionScreens } from "./screens.promotions";
import { reportScreens } from "./screens.reports";
import { rulesScreens } from "./screens.rules";

/** Advertising (issue 10), area by area: campaign structure, automation, reports and promotions. */
export const advertisingScreens: ScreenEntry[] = [...campaignScreens, ...rulesScreens, ...reportScreens, ...promotionScreens];
