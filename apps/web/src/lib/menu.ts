import type { Locale } from "@entrepot/contracts";
import { areas, type AreaCode, type LocalizedText, type ScreenEntry } from "./screen-types";

export interface MenuGroup {
  area: AreaCode;
  title: string;
  items: { path: string; title: string }[];
}

export const localized = (text: LocalizedText, locale: Locale) => (locale === "zh-CN" ? text.zh : text.en);

/**
 * The side menu: the screens the user holds the permission for, grouped by the spec's areas in menu
 * order. Screens reached from other screens (`menu: false`) and parameterised paths are left out.
 */
export function buildMenu(screens: readonly ScreenEntry[], permissions: readonly string[], locale: Locale): MenuGroup[] {
  const held = new Set(permissions);
  const groups: MenuGroup[] = [];
  for (const area of areas) {
    const items = screens
      .filter((s) => s.area === area.code && s.menu !== false && !s.path.includes(":") && held.has(s.permission))
      .map((s) => ({ path: `/${s.path}`, title: localized(s.title, locale) }));
    if (items.length) groups.push({ area: area.code, title: localized(area, locale), items });
  }
  return groups;
}

/** The pinned screens (favorite/list) the user may still open, in pin order, for the top of the menu. */
export function favoriteItems(
  screens: readonly ScreenEntry[],
  pinned: readonly string[],
  permissions: readonly string[],
  locale: Locale,
): MenuGroup["items"] {
  const held = new Set(permissions);
  const byPath = new Map(screens.map((s) => [s.path, s]));
  return pinned.flatMap((path) => {
    const s = byPath.get(path);
    return s && held.has(s.permission) ? [{ path: `/${s.path}`, title: localized(s.title, locale) }] : [];
  });
}
