import { type CodeTableType, codeLabel, type Locale } from "@entrepot/contracts";
import type { ExportColumn } from "../../../platform/http/export.js";

/** Small builders for the .xlsx columns of the places area's lists. */

export function col<Row>(
  key: keyof Row & string,
  zh: string,
  en: string,
  width?: number,
  format?: ExportColumn<Row>["format"],
): ExportColumn<Row> {
  return { key, header: { "zh-CN": zh, "en-US": en }, width, format };
}

export const codeOf = (type: CodeTableType) => (v: unknown, _row: unknown, locale: Locale) =>
  v === null || v === undefined ? null : codeLabel(type, String(v), locale);
