import type { ScreenEntry } from "../../app/screen-types";

/** The task centre's screens (tasks/async, report/myTaskList). Data and dynamic imports only. */
export const taskScreens: ScreenEntry[] = [];
