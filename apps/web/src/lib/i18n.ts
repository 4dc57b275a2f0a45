/**
 * i18next set-up. zh-CN is the default, en-US the second language (ARCHITECTURE §6).
 * Each module owns its messages (`src/modules/<m>/messages.ts`) and registers them when its page chunk
 * loads, so the shell does not carry the texts of ~880 screens. This file sits in `lib/`, below the shell and
 * the components: it knows no namespace's texts; the shell registers its own and the components' before the
 * first render (`app/texts.ts`).
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import type { Locale } from "@entrepot/contracts";
import type { MessageTree, ModuleMessages } from "./define-messages";

export const LOCALES: readonly Locale[] = ["zh-CN", "en-US"];
export const DEFAULT_LOCALE: Locale = "zh-CN";
/** Before login the chosen language is kept here; after login the server keeps it per user. */
const LOCALE_STORAGE_KEY = "entrepot.locale";

// namespaces whose built-in texts are in (a bundle may exist earlier, holding only admin overrides)
const registered = new Set<string>();

export function registerMessages<T extends MessageTree>(ns: string, messages: ModuleMessages<T>): void {
  for (const locale of LOCALES) {
    if (registered.has(`${locale}:${ns}`)) continue;
    registered.add(`${locale}:${ns}`);
    // overwrite=false: texts an admin overrode (locale messages, loaded at start) stay overridden
    i18n.addResourceBundle(locale, ns, messages[locale], true, false);
  }
}

/**
 * The admin's overrides of built-in texts (locale messages, `ns:dotted.key` -> text) for one language;
 * null when the server refused (logged out: 401), {} offline.
 */
async function fetchLocaleOverrides(locale: Locale): Promise<Record<string, string> | null> {
  try {
    // plain fetch: api.ts imports this file
    const res = await fetch(`/api/v1/BizLocaleMessage/getByLangKey?lang=${locale}`, {
      credentials: "same-origin",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    return res.ok ? ((await res.json()) as Record<string, string>) : null;
  } catch {
    return {}; // offline or a server without the call: the built-in texts are fine
  }
}

/** One early request per language, started with the session check (see `prefetchLocaleOverrides`), used once. */
const early = new Map<Locale, Promise<Record<string, string> | null>>();

/**
 * Starts loading the overrides of the language the user will most likely get (the one stored from the
 * last visit) at the same time as the session check, instead of after it.
 */
export function prefetchLocaleOverrides(locale: Locale = storedLocale()): void {
  if (!early.has(locale)) early.set(locale, fetchLocaleOverrides(locale));
}

/** Applies the admin's overrides for one language. Logged out the server answers 401 and the built-in texts stay. */
async function loadLocaleOverrides(locale: Locale): Promise<void> {
  const pending = early.get(locale);
  early.delete(locale); // later calls (a language switch, a login) fetch again so that fresh overrides show
  // an early answer from before a login (refused) does not count: ask again with the new session
  const overrides = (pending && (await pending)) ?? (await fetchLocaleOverrides(locale)) ?? {};
  for (const [fullKey, text] of Object.entries(overrides)) {
    const at = fullKey.indexOf(":");
    if (at > 0) i18n.addResource(locale, fullKey.slice(0, at), fullKey.slice(at + 1), text, { silent: true });
  }
}

export const isLocale = (v: unknown): v is Locale => v === "zh-CN" || v === "en-US";

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches texts, dates and the <html lang>; remembers the choice for the next visit before login. */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode): the language still switches for this page
  }
  dayjs.locale(locale === "zh-CN" ? "zh-cn" : "en");
  document.documentElement.lang = locale;
  await loadLocaleOverrides(locale);
  // a change of language re-renders; so does the same language, so that fresh overrides show
  await i18n.changeLanguage(locale);
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ["shell", "components"],
  defaultNS: "shell",
  resources: {}, // inline (no backend): each namespace arrives through registerMessages
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // resources are inline: be ready before the first render
  returnNull: false,
});
dayjs.locale(initial === "zh-CN" ? "zh-cn" : "en");
document.documentElement.lang = initial;

export { i18n };
