import ExcelJS from "exceljs";
import type { Locale } from "@entrepot/contracts";
import type { Message } from "../i18n/messages.js";

/** One column of an import: its key in the row object, its header in both languages, what the notes say. */
export interface ImportColumn<Row> {
  key: keyof Row & string;
  header: Message;
  required?: boolean;
  /** What the template's notes sheet says: format, allowed values, limits. */
  note: Message;
  /** The template's example value (a Message when it is a word of the user's language). */
  example: string | number | Message;
  width?: number;
}

/** A data row of the uploaded sheet: its spreadsheet row number and its cells as trimmed text (absent when empty). */
export interface SheetRow {
  line: number;
  values: Record<string, string | undefined>;
}

const headerText = (c: ImportColumn<never>, locale: Locale) => `${c.header[locale]}${c.required ? " *" : ""}`;
const exampleText = (c: ImportColumn<never>, locale: Locale) => (typeof c.example === "object" ? c.example[locale] : String(c.example));
const T = {
  yes: { "zh-CN": "是", "en-US": "Yes" },
  no: { "zh-CN": "否", "en-US": "No" },
  notes: { "zh-CN": "填写说明", "en-US": "Notes" },
  column: { "zh-CN": "列", "en-US": "Column" },
  required: { "zh-CN": "必填", "en-US": "Required" },
  explain: { "zh-CN": "说明", "en-US": "What to enter" },
  example: { "zh-CN": "示例", "en-US": "Example" },
  intro: {
    "zh-CN": "第一个工作表的第一行是表头(可用中文或英文表头),从第二行起每行一条数据,示例行请删除或改写。带 * 的列必填。所有值按文本读取。",
    "en-US":
      "Row 1 of the first sheet holds the headers (Chinese or English); each later row is one record: delete or overwrite the example row. Columns marked * are required. Every value is read as text.",
  },
} satisfies Record<string, Message>;

/**
 * The template: headers in the user's language with an example row, and a notes sheet explaining each
 * column, then the import's own notes. `example` overrides column examples (e.g. the user's own data).
 */
export async function buildTemplate(
  title: Message,
  columns: ImportColumn<never>[],
  locale: Locale,
  opts: { notes?: Message[]; example?: Record<string, string | undefined> } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title[locale].slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: headerText(c, locale),
    key: c.key,
    width: c.width ?? Math.max(14, headerText(c, locale).length * 2),
  }));
  sheet.getRow(1).font = { bold: true };
  const example = (c: ImportColumn<never>) =>
    opts.example && c.key in opts.example ? (opts.example[c.key] ?? "") : exampleText(c, locale);
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, example(c)])));
  // every column as text, so that codes like 00123 keep their zeros
  for (let i = 1; i <= columns.length; i++) sheet.getColumn(i).numFmt = "@";
  const notes = book.addWorksheet(T.notes[locale]);
  notes.columns = [
    { header: T.column[locale], key: "column", width: 24 },
    { header: T.required[locale], key: "required", width: 8 },
    { header: T.explain[locale], key: "note", width: 60 },
    { header: T.example[locale], key: "example", width: 24 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of columns)
    notes.addRow({ column: c.header[locale], required: (c.required ? T.yes : T.no)[locale], note: c.note[locale], example: example(c) });
  notes.addRow({});
  notes.addRow({ column: T.intro[locale] });
  for (const n of opts.notes ?? []) notes.addRow({ column: n[locale] });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The text a cell shows: numbers, dates (YYYY-MM-DD), rich text, formulas' results, hyperlinks' texts. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return cellText(value.text as ExcelJS.CellValue);
    if ("error" in value) return undefined;
    return undefined;
  }
  const s = String(value).trim();
  return s === "" ? undefined : s;
}

const norm = (s: string) => s.replace(/\*/g, "").replace(/\s+/g, "").toLowerCase();

export type ParsedSheet =
  { ok: true; rows: SheetRow[] } | { ok: false; missing: string[] } | { ok: false; tooMany: number } | { ok: false; unreadable: true };

/**
 * Reads the first sheet: maps row 1's headers (either language, `*` ignored) to the columns and returns
 * each non-empty data row with its row number. Fails on a missing required column or more than maxRows rows.
 */
export async function readSheet(bytes: Buffer, columns: ImportColumn<never>[], locale: Locale, maxRows: number): Promise<ParsedSheet> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, unreadable: true };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { ok: false, unreadable: true };
  const byHeader = new Map<string, string>();
  for (const c of columns) for (const h of [c.header["zh-CN"], c.header["en-US"], c.key]) byHeader.set(norm(h), c.key);
  const at = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byHeader.get(norm(cellText(cell.value) ?? ""));
    if (key && ![...at.values()].includes(key)) at.set(col, key);
  });
  const found = new Set(at.values());
  const missing = columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.header[locale]);
  if (missing.length) return { ok: false, missing };
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: Record<string, string | undefined> = {};
    let any = false;
    for (const [col, key] of at) {
      const v = cellText(row.getCell(col).value);
      values[key] = v;
      if (v !== undefined) any = true;
    }
    if (!any) continue;
    rows.push({ line: r, values });
    if (rows.length > maxRows) return { ok: false, tooMany: maxRows };
  }
  return { ok: true, rows };
}

export interface ResultSummary {
  total: number;
  valid: number;
  invalid: number;
  saved: number;
  mode: string;
}

/** The result file: every bad row with its row number, its values and its reasons, and a summary sheet. */
export async function buildResult(
  columns: ImportColumn<never>[],
  bad: { line: number; values: Record<string, string | undefined>; reasons: string[] }[],
  summary: ResultSummary,
  locale: Locale,
): Promise<Buffer> {
  const L = {
    errors: { "zh-CN": "错误行", "en-US": "Rows with errors" },
    line: { "zh-CN": "行号", "en-US": "Row" },
    reasons: { "zh-CN": "错误原因", "en-US": "Reasons" },
    summary: { "zh-CN": "汇总", "en-US": "Summary" },
    total: { "zh-CN": "总行数", "en-US": "Rows read" },
    valid: { "zh-CN": "有效行", "en-US": "Valid rows" },
    invalid: { "zh-CN": "错误行", "en-US": "Rows with errors" },
    saved: { "zh-CN": "已导入", "en-US": "Rows saved" },
    mode: { "zh-CN": "导入方式", "en-US": "Mode" },
    all: { "zh-CN": "全部成功才导入", "en-US": "All or nothing" },
    validOnly: { "zh-CN": "只导入正确的行", "en-US": "Save the valid rows" },
    none: { "zh-CN": "没有错误行", "en-US": "No rows with errors" },
  } satisfies Record<string, Message>;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(L.errors[locale]);
  sheet.columns = [
    { header: L.line[locale], key: "__line", width: 8 },
    ...columns.map((c) => ({ header: c.header[locale], key: c.key, width: c.width ?? 16 })),
    { header: L.reasons[locale], key: "__reasons", width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const b of bad) sheet.addRow({ __line: b.line, ...b.values, __reasons: b.reasons.join("; ") });
  if (!bad.length) sheet.addRow({ __line: L.none[locale] });
  const s = book.addWorksheet(L.summary[locale]);
  s.columns = [
    { key: "k", width: 20 },
    { key: "v", width: 24 },
  ];
  s.addRow({ k: L.total[locale], v: summary.total });
  s.addRow({ k: L.valid[locale], v: summary.valid });
  s.addRow({ k: L.invalid[locale], v: summary.invalid });
  s.addRow({ k: L.saved[locale], v: summary.saved });
  s.addRow({ k: L.mode[locale], v: (summary.mode === "all" ? L.all : L.validOnly)[locale] });
  return Buffer.from(await book.xlsx.writeBuffer());
}
