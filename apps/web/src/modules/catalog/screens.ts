import type { ScreenEntry } from "../../app/screen-types";

/** The product catalogue's screens (spec §2.6). Data and dynamic imports only. */
export const catalogScreens: ScreenEntry[] = [];
