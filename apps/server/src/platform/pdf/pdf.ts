import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";

/**
 * What every PDF the app prints shares (product labels, carton labels, carrier labels, picking lists,
 * packing slips): a document whose bytes come back as a Buffer, Latin-1 text fitted to a width, and a
 * Code 128 barcode drawn as plain rectangles (vector bars: sharp at any printer resolution, and what a
 * scanner or zbarimg reads back).
 */

/** Points per inch (PDF user space). */
export const PT_PER_IN = 72;

/** A PDF document and the promise of its bytes once `doc.end()` is called. */
export function openPdf(
  info: { title: string },
  options: PDFKit.PDFDocumentOptions = {},
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, ...options, info: { Title: info.title, Creator: "Entrepot" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** Helvetica (WinAnsi) prints Latin-1; anything else would print as garbage, so it becomes "?". */
export const latin1 = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

/** The text cut with "…" to fit `width` in that font and size. */
export function fitText(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number): string {
  doc.font(font).fontSize(size);
  const t0 = latin1(text);
  if (doc.widthOfString(t0) <= width) return t0;
  let t = t0;
  while (t.length > 1 && doc.widthOfString(`${t}…`) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/**
 * The bars of a linear symbol from its space-bar-space widths (in modules, bar first), placed in
 * `width` points with a 10-module quiet zone each side; the module is at most `maxModule` points wide.
 */
export function barsOf(sbs: readonly number[], x: number, width: number, maxModule = 2): { x: number; w: number }[] {
  const modules = sbs.reduce((a, b) => a + b, 0);
  const unit = Math.min(width / (modules + 20), maxModule);
  let cursor = x + (width - modules * unit) / 2;
  const bars: { x: number; w: number }[] = [];
  sbs.forEach((n, i) => {
    if (i % 2 === 0) bars.push({ x: cursor, w: n * unit });
    cursor += n * unit;
  });
  return bars;
}

/** Draws `text` as a Code 128 symbol centred in the box (bars only; the caller prints the text under it). */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  maxModule = 2,
): void {
  const [symbol] = bwipjs.raw({ bcid: "code128", text }) as { sbs: number[] }[];
  for (const bar of barsOf(symbol!.sbs, box.x, box.w, maxModule)) doc.rect(bar.x, box.y, bar.w, box.h).fill("#000000");
  doc.fillColor("#000000");
}
