/** Locale-aware formatting of what lists and details show. Money never passes through a JS number. */
import { toDisplayAmount } from "@entrepot/contracts";
import type { Locale } from "@entrepot/contracts";

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" as const } : {}),
    });
    dateTimeFormats.set(key, f);
  }
  return f;
}

/** "2026-03-01T08:05:00Z" -> "2026/03/01 16:05" (zh-CN, in the browser's time zone) or "03/01/2026, 16:05" (en-US). */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : formatter(locale, true).format(d);
}

/** A calendar date ("2026-03-01") is shown as that day, whatever the time zone. */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(day.getTime()) ? value : formatter(locale, false).format(day);
}

/**
 * A decimal string rounded half-up to 2 places (spec §9) with thousands separators:
 * "-1234567.125" -> "-1,234,567.13". zh-CN and en-US group digits the same way.
 */
export function formatAmount(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  let fixed: string;
  try {
    fixed = toDisplayAmount(value);
  } catch {
    return value; // not a number: show what the server sent rather than hide it
  }
  const negative = fixed.startsWith("-");
  const [int = "0", frac = "00"] = (negative ? fixed.slice(1) : fixed).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}.${frac}`;
}

/** What a form's optional text field saves: the trimmed text, or null when it is blank. */
export const orNull = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);
