import type { ScreenEntry } from "../../app/screen-types";

/** Screens of the user centre's orgs area (issue 3). Data and dynamic imports only. */
export const orgsScreens: ScreenEntry[] = [];
