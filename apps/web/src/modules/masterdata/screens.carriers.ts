import type { ScreenEntry } from "../../app/screen-types";

/** Master data screens of the carriers area (issue 4). Data and dynamic imports only. */
export const carriersScreens: ScreenEntry[] = [];
