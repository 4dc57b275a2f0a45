import { useCallback, useState } from "react";

/** Which columns a user shows, in which order; remembered per table in localStorage. */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
}
export interface ColumnInfo {
  key: string;
  hiddenByDefault?: boolean;
}

const storageKey = (tableId: string) => `entrepot.columns.${tableId}`;

function load(tableId: string): ColumnSettings | undefined {
  try {
    const raw = localStorage.getItem(storageKey(tableId));
    const parsed = raw ? (JSON.parse(raw) as Partial<ColumnSettings>) : undefined;
    if (parsed && Array.isArray(parsed.order) && Array.isArray(parsed.hidden)) return { order: parsed.order, hidden: parsed.hidden };
  } catch {
    // unreadable settings: fall back to the defaults
  }
  return undefined;
}

export function defaultSettings(columns: readonly ColumnInfo[]): ColumnSettings {
  return { order: columns.map((c) => c.key), hidden: columns.filter((c) => c.hiddenByDefault).map((c) => c.key) };
}

/**
 * The columns in the user's order, with a `visible` flag. Columns added since the settings were saved
 * appear at their default place; columns that no longer exist are ignored.
 */
export function arrangeColumns<C extends ColumnInfo>(columns: readonly C[], settings: ColumnSettings): { column: C; visible: boolean }[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = settings.order.filter((k) => byKey.has(k));
  columns.forEach((c, i) => {
    if (ordered.includes(c.key)) return;
    const before = columns
      .slice(0, i)
      .map((x) => x.key)
      .filter((k) => ordered.includes(k))
      .at(-1);
    ordered.splice(before === undefined ? 0 : ordered.indexOf(before) + 1, 0, c.key);
  });
  const hidden = new Set(settings.hidden);
  return ordered.map((k) => ({ column: byKey.get(k)!, visible: !hidden.has(k) }));
}

export function useColumnSettings(tableId: string, columns: readonly ColumnInfo[]) {
  const [settings, setSettings] = useState<ColumnSettings | undefined>(() => load(tableId));
  const save = useCallback(
    (next: ColumnSettings | undefined) => {
      setSettings(next);
      try {
        if (next) localStorage.setItem(storageKey(tableId), JSON.stringify(next));
        else localStorage.removeItem(storageKey(tableId));
      } catch {
        // storage full or disabled: the choice holds until the page is left
      }
    },
    [tableId],
  );
  return { settings: settings ?? defaultSettings(columns), save };
}
