/**
 * The screen registry's types and the spec's menu areas. Plain data only: `scripts/write-screens.ts`
 * imports the registry from Node, so nothing here may import React at run time or CSS.
 */
import type { ComponentType } from "react";
import { menuAreas, type MenuAreaCode, type PermissionCode } from "@entrepot/contracts";

export interface LocalizedText {
  zh: string;
  en: string;
}

/** The spec's screen areas, in menu order, with their group titles: one list with the permission tree's groups. */
export const areas = menuAreas;
export type AreaCode = MenuAreaCode;

export interface ScreenEntry {
  /** The spec path relative to the shell (routes.tsv `path`), without a leading slash; may hold `:params`. */
  path: string;
  area: AreaCode;
  title: LocalizedText;
  /** The permission a user needs to see it in the menu and to open it. */
  permission: PermissionCode;
  /** The page module; its default export is the screen. Loaded on demand (spec §2). */
  load: () => Promise<{ default: ComponentType }>;
  /** false for screens reached from another screen (detail, edit); they are routed but not in the menu. */
  menu?: boolean;
}
