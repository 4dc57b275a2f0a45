import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import type { Locale } from "@entrepot/contracts";
import type { Message } from "../i18n/messages.js";

export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: Message;
  width?: number;
  /** Turns a value into what the cell shows (labels for codes, "Yes"/"No"...). Money stays text: exact. */
  format?: (value: unknown, row: Row, locale: Locale) => string | number | Date | null;
}

export interface XlsxExport<Row> {
  sheet: Message;
  columns: ExportColumn<Row>[];
  pages: AsyncIterable<Row[]>;
  locale: Locale;
  /** Called after each page with the rows written so far (background exports report progress). */
  onPage?: (written: number) => Promise<void> | void;
}

/** Writes rows into an .xlsx on `out` as they are read, so memory stays flat; resolves once the file is complete. */
export async function writeXlsx<Row extends Record<string, unknown>>(out: Writable, opts: XlsxExport<Row>): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(opts.sheet[opts.locale]);
  sheet.columns = opts.columns.map((c) => ({ header: c.header[opts.locale], key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const rows of opts.pages) {
    for (const row of rows) {
      const cells: Record<string, unknown> = {};
      for (const c of opts.columns) cells[c.key] = c.format ? c.format(row[c.key], row, opts.locale) : (row[c.key] ?? null);
      sheet.addRow(cells).commit();
    }
    written += rows.length;
    await opts.onPage?.(written);
  }
  sheet.commit();
  await book.commit();
  return written;
}

/** Export cell formats: a boolean as 是/否 or Yes/No in the reader's language. */
export const yesNo = (v: unknown, _row: unknown, locale: Locale) => (v ? (locale === "zh-CN" ? "是" : "Yes") : locale === "zh-CN" ? "否" : "No");
/** Export cell formats: an active flag as 启用/停用 or Active/Inactive. */
export const activeLabel = (v: unknown, _row: unknown, locale: Locale) => (v ? (locale === "zh-CN" ? "启用" : "Active") : locale === "zh-CN" ? "停用" : "Inactive");
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
  opts: { filename: string; sheet: Message; columns: ExportColumn<Row>[]; pages: AsyncIterable<Row[]>; locale: Locale },
): Promise<FastifyReply> {
  const out = new PassThrough();
  void reply.header("Content-Type", XLSX_MIME).header("Content-Disposition", attachmentDisposition(exportFileName(opts.filename))).send(out);
  try {
    await writeXlsx(out, opts);
  } catch (err) {
    reply.log.error({ err }, "export failed mid-stream");
    out.destroy(err as Error);
  }
  return reply;
}
