import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import { type CodeTableType, codeLabel, type Locale } from "@entrepot/contracts";
import type { Message } from "../i18n/messages.js";

/**
 * How a cell is written, so that Excel can sum, sort and filter it:
 * - `integer`, `number`: a number (decimal strings such as "12.50" included);
 * - `money`: a number formatted `#,##0.00`, or with 3-4 decimals when the value has them (money is
 *   `numeric(20,4)`: a rate of 0.1234 must not show as 0.12);
 * - `date` ("2026-03-01"): an Excel date; `timestamp` (ISO instant): an Excel date and time in the
 *   reader's time zone;
 * - `bool`: Yes/No in the reader's language; `text`: as it is.
 * Without a kind the value decides: JS numbers are numbers, booleans Yes/No, ISO dates and instants
 * dates; strings stay text (a barcode or an HS code of digits is not a number).
 */
export type ExportKind = "text" | "integer" | "number" | "money" | "date" | "timestamp" | "bool";

export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: Message;
  width?: number;
  kind?: ExportKind;
  /** A code table (spec constants) whose zh-CN/en-US label the cell shows instead of the code: size tiers, countries... */
  code?: CodeTableType;
  /** Turns a value into what the cell shows (labels, joined lists...); the result is then written by `kind`. */
  format?: (value: unknown, row: Row, locale: Locale) => string | number | boolean | Date | null;
}

export interface XlsxExport<Row> {
  sheet: Message;
  columns: ExportColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  locale: Locale;
  /** IANA zone the reader's timestamps are shown in (see `exportTimeZone`). */
  timeZone: string;
  /** Called after each page with the rows written so far (background exports report progress). */
  onPage?: (written: number) => Promise<void> | void;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

export const DATE_FORMAT = "yyyy-mm-dd";
export const TIMESTAMP_FORMAT = "yyyy-mm-dd hh:mm:ss";
const YES_NO: Record<Locale, [string, string]> = { "zh-CN": ["是", "否"], "en-US": ["Yes", "No"] };

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, f);
  }
  return f;
}

/** Whether `tz` is an IANA time zone this runtime knows ("Asia/Shanghai", "UTC"). */
export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    zoneFormat(tz);
    return true;
  } catch {
    return false;
  }
}

/**
 * The wall-clock time of `instant` in `timeZone`, as a Date whose UTC fields hold it: Excel has no time
 * zones, and ExcelJS turns a Date into a serial from its UTC fields, so the sheet shows local time.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const t = instant.getTime();
  // the zone's offset is looked up once per hour of instants (formatToParts cost an export of 5,000 rows
  // ~0.2 s of CPU): kept only when the hour starts and ends on the same offset, so no change of offset
  // (daylight saving, a zone's history) falls inside an hour whose offset is kept
  const hour = Math.floor(t / HOUR);
  const key = `${timeZone} ${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const start = zoneOffset(hour * HOUR, timeZone);
    if (start === zoneOffset(hour * HOUR + HOUR - 1000, timeZone)) {
      offset = start;
      if (hourOffsets.size >= 10_000) hourOffsets.clear();
      hourOffsets.set(key, offset);
    } else offset = zoneOffset(t, timeZone);
  }
  return new Date(t + offset);
}

const HOUR = 3_600_000;
const hourOffsets = new Map<string, number>();
/** Wall clock minus UTC at instant `t` (ms), to the second as the zone database gives it. */
function zoneOffset(t: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(new Date(t))) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(t / 1000) * 1000;
}

/** `#,##0.00`, or as many decimals (3-4) as the amount really has: "0.1250" -> 3. */
export function moneyFormat(value: string | number): string {
  const text = typeof value === "number" ? String(value) : value;
  const decimals = Math.min(4, Math.max(2, (/\.(\d*?)0*$/.exec(text)?.[1] ?? "").length));
  return `#,##0.${"0".repeat(decimals)}`;
}

interface Cell {
  value: string | number | Date | null;
  numFmt?: string;
}

function inferKind(v: unknown): ExportKind {
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  if (typeof v === "boolean") return "bool";
  if (v instanceof Date) return "timestamp";
  if (typeof v === "string") {
    if (ISO_INSTANT.test(v)) return "timestamp";
    if (ISO_DATE.test(v)) return "date";
  }
  return "text";
}

const asText = (v: unknown): string =>
  Array.isArray(v) ? v.map(asText).join(", ") : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);

/** One value as the cell Excel should hold (see ExportKind). Exported for tests. */
export function toCell(v: unknown, kind: ExportKind | undefined, ctx: { locale: Locale; timeZone: string }): Cell {
  if (v === null || v === undefined || v === "") return { value: null };
  switch (kind ?? inferKind(v)) {
    case "integer":
    case "number": {
      const n = typeof v === "number" ? v : typeof v === "string" && DECIMAL.test(v.trim()) ? Number(v) : NaN;
      return Number.isFinite(n) ? { value: n, numFmt: kind === "integer" ? "0" : undefined } : { value: asText(v) };
    }
    case "money": {
      const text = typeof v === "number" ? String(v) : String(v).trim();
      if (!DECIMAL.test(text)) return { value: asText(v) };
      // a double holds every numeric(20,4) amount up to 15 significant digits exactly as Excel does
      return { value: Number(text), numFmt: moneyFormat(text) };
    }
    case "date": {
      const text = v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
      if (!ISO_DATE.test(text)) return { value: asText(v) };
      return { value: new Date(`${text}T00:00:00Z`), numFmt: DATE_FORMAT };
    }
    case "timestamp": {
      const instant = v instanceof Date ? v : new Date(String(v));
      if (Number.isNaN(instant.getTime())) return { value: asText(v) };
      return { value: wallClock(instant, ctx.timeZone), numFmt: TIMESTAMP_FORMAT };
    }
    case "bool":
      return { value: YES_NO[ctx.locale][v === true || v === "true" || v === 1 ? 0 : 1] };
    default:
      return { value: asText(v) };
  }
}

/**
 * Writes rows into an .xlsx on `out` as they are read, so memory stays flat; resolves once the file is
 * complete. The header row is bold, frozen and carries an autofilter over the written rows.
 */
export async function writeXlsx<Row extends Record<string, unknown>>(out: Writable, opts: XlsxExport<Row>): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  // the view is written with the sheet's first row: it must be given here, not set later
  const sheet = book.addWorksheet(opts.sheet[opts.locale], {
    views: [{ state: "frozen", xSplit: 0, ySplit: 1, topLeftCell: "A2", activeCell: "A2" }],
  });
  sheet.columns = opts.columns.map((c) => ({ header: c.header[opts.locale], key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const ctx = { locale: opts.locale, timeZone: opts.timeZone };
  let written = 0;
  for await (const rows of opts.pages) {
    for (const row of rows) {
      const line = sheet.addRow([]);
      opts.columns.forEach((c, i) => {
        const raw = row[c.key];
        let value: unknown = c.format ? c.format(raw, row, opts.locale) : raw;
        if (c.code && value !== null && value !== undefined && value !== "") value = codeLabel(c.code, String(value), opts.locale);
        const cell = toCell(value, c.code ? "text" : c.kind, ctx);
        if (cell.value === null) return;
        const target = line.getCell(i + 1);
        target.value = cell.value;
        if (cell.numFmt) target.numFmt = cell.numFmt;
      });
      line.commit();
    }
    written += rows.length;
    await opts.onPage?.(written);
  }
  if (opts.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: written + 1, column: opts.columns.length } };
  sheet.commit();
  await book.commit();
  return written;
}

/** Export cell formats: a boolean as 是/否 or Yes/No in the reader's language. */
export const yesNo = (v: unknown, _row: unknown, locale: Locale) =>
  v ? (locale === "zh-CN" ? "是" : "Yes") : locale === "zh-CN" ? "否" : "No";
/** Export cell formats: an active flag as 启用/停用 or Active/Inactive. */
export const activeLabel = (v: unknown, _row: unknown, locale: Locale) =>
  v ? (locale === "zh-CN" ? "启用" : "Active") : locale === "zh-CN" ? "停用" : "Inactive";
/** A code as its label in the reader's language (`{ zh, en }` or `{ "zh-CN", "en-US" }`); an unknown code as it is. */
export const labelOf =
  (labels: Record<string, { zh: string; en: string } | Message>) =>
  (v: unknown, _row: unknown, locale: Locale): string | null => {
    const l = labels[String(v)];
    if (l) return "zh" in l ? (locale === "zh-CN" ? l.zh : l.en) : l[locale];
    return v === null || v === undefined ? null : String(v);
  };

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `<stem>-<YYYY-MM-DD>.xlsx`: the name of an export file. */
export const exportFileName = (stem: string) => `${stem}-${new Date().toISOString().slice(0, 10)}.xlsx`;

/** RFC 6266/5987: the original name survives (Chinese included) without breaking the header. */
export const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Streams rows into an .xlsx download: any list offers it with the same filters as its screen
 * (pass `listAll(db, spec, req)` as `pages`). Rows are written as they are read, so memory stays flat.
 */
export async function sendXlsx<Row extends Record<string, unknown>>(
  reply: FastifyReply,
  opts: { filename: string; sheet: Message; columns: ExportColumn<Row>[]; pages: AsyncIterable<Row[]>; locale: Locale; timeZone: string },
): Promise<FastifyReply> {
  const out = new PassThrough();
  void reply
    .header("Content-Type", XLSX_MIME)
    .header("Content-Disposition", attachmentDisposition(exportFileName(opts.filename)))
    .send(out);
  try {
    await writeXlsx(out, opts);
  } catch (err) {
    reply.log.error({ err }, "export failed mid-stream");
    out.destroy(err as Error);
  }
  return reply;
}
