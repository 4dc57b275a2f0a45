import type { ScreenEntry } from "../../lib/screen-types";
import { businessScreens } from "./screens.business";
import { carriersScreens } from "./screens.carriers";
import { placesScreens } from "./screens.places";

/** Master data and fulfilment configuration screens (spec §2.9 basic data, §2.12 sales). */
export const masterdataScreens: ScreenEntry[] = [...placesScreens, ...carriersScreens, ...businessScreens];
