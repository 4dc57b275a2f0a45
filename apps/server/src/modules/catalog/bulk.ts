import { z } from "zod";
import { type Locale, type ValidationMessageKey, validationMessages } from "@entrepot/contracts";

/** One problem of one row of a bulk save (0-based row index). */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

const zodLocales = { "zh-CN": z.locales.zhCN().localeError, "en-US": z.locales.en().localeError };

/** A row's zod issues as row errors, in the caller's language (a contract's own key, else zod's text). */
export function zodRowErrors(row: number, error: z.ZodError, locale: Locale): RowError[] {
  return error.issues.map((issue) => {
    const keyed = validationMessages[issue.message as ValidationMessageKey];
    let message: string | undefined = keyed?.[locale];
    if (!message) {
      if (issue.code === "unrecognized_keys")
        message = locale === "zh-CN" ? `不允许的字段:${issue.keys.join(", ")}` : `fields not allowed: ${issue.keys.join(", ")}`;
      else {
        const out = zodLocales[locale](issue as never);
        message = typeof out === "string" ? out : (out?.message ?? issue.message);
      }
    }
    return { row, field: issue.path.join(".") || "*", message };
  });
}
