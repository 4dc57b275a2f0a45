import type { ScreenEntry } from "../../lib/screen-types";
import { rulesScreens } from "./screens.rules";

/** Advertising (issue 10), area by area: automation so far (the campaign screens join beside it). */
export const advertisingScreens: ScreenEntry[] = [...rulesScreens];
