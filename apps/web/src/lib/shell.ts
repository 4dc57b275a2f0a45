/**
 * What only the shell knows and a module may read: the screen registry (every module's screens) and the
 * app's built-in texts (every namespace's). A module cannot import the shell (the shell imports the
 * modules), so the shell hands these down once at start (main.tsx `provideShell`) and a module reads
 * them here.
 */
import type { ScreenEntry } from "./screen-types";

/** One built-in text, as `ns:dotted.key` with its zh-CN and en-US wording. */
export interface BuiltInText {
  key: string;
  zh: string;
  en: string;
}

export interface ShellServices {
  /** Every screen of every module, in the registry's order. */
  screens: readonly ScreenEntry[];
  /** Every built-in text of the web app, sorted by key (loads the modules' message files). */
  loadBuiltInTexts(): Promise<BuiltInText[]>;
}

let provided: ShellServices | undefined;

export function provideShell(services: ShellServices): void {
  provided = services;
}

export function shell(): ShellServices {
  if (!provided) throw new Error("the shell has not started: main.tsx calls provideShell before the first render");
  return provided;
}

/** Rows whose key, Chinese or English wording (or override) holds every word of the search, any case. */
export function searchTexts<T extends BuiltInText>(rows: readonly T[], search: string, extra: (row: T) => string = () => ""): T[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((r) => {
    const hay = `${r.key}\n${r.zh}\n${r.en}\n${extra(r)}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
