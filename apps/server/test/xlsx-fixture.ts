import ExcelJS from "exceljs";

/** Helpers for tests of .xlsx imports and exports: build a workbook, send it as a browser does, read one back. */

/** A multipart/form-data body with one file (and fields before it), as a browser sends it: written once, in multipart.ts. */
export { multipart } from "./multipart.js";

/** A one-sheet workbook: a header row, then the rows (null: an empty cell). */
export async function workbook(headers: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("data");
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every sheet of a workbook by name, each as its rows of cell values. */
export async function readBook(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: Record<string, unknown[][]> = {};
  for (const ws of book.worksheets) {
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    out[ws.name] = rows;
  }
  return out;
}
