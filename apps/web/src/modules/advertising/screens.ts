import type { ScreenEntry } from "../../lib/screen-types";
import { campaignScreens } from "./screens.campaigns";
import { rulesScreens } from "./screens.rules";

/** Advertising (issue 10), area by area: campaign structure and automation. */
export const advertisingScreens: ScreenEntry[] = [...campaignScreens, ...rulesScreens];
