import ExcelJS from "exceljs";

/** Helpers for tests of .xlsx imports and exports: build a workbook, send it as a browser does, read one back. */

/** A multipart/form-data body with one file (and fields before it), as a browser sends it. */
export function multipart(fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = "----entrepotImportBoundary";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

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
