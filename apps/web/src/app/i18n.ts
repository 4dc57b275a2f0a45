/**
 * i18next set-up. zh-CN is the default, en-US the second language (ARCHITECTURE §6).
 * Each module owns its messages (`src/modules/<m>/messages.ts`) and registers them when its page chunk
 * loads, so the shell does not carry the texts of ~880 screens.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import type { Locale } from "@entrepot/contracts";
import { shellMessages } from "./messages";
import { componentMessages } from "../components/messages";
import type { MessageTree, ModuleMessages } from "./define-messages";

export const LOCALES: readonly Locale[] = ["zh-CN", "en-US"];
export const DEFAULT_LOCALE: Locale = "zh-CN";
/** Before login the chosen language is kept here; after login the server keeps it per user. */
const LOCALE_STORAGE_KEY = "entrepot.locale";

export function registerMessages<T extends MessageTree>(ns: string, messages: ModuleMessages<T>): void {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, messages[locale], true, false);
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
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

const initial = storedLocale();
void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ["shell", "components"],
  defaultNS: "shell",
  resources: {
    "zh-CN": { shell: shellMessages["zh-CN"], components: componentMessages["zh-CN"] },
    "en-US": { shell: shellMessages["en-US"], components: componentMessages["en-US"] },
  },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false, // resources are inline: be ready before the first render
  returnNull: false,
});
dayjs.locale(initial === "zh-CN" ? "zh-cn" : "en");
document.documentElement.lang = initial;

export { i18n };
