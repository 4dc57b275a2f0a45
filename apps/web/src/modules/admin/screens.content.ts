import type { ScreenEntry } from "../../app/screen-types";

/** Screens of the user centre's content area (issue 3). Data and dynamic imports only. */
export const contentScreens: ScreenEntry[] = [];
