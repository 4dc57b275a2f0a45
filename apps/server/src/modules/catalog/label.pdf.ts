import bwipjs from "bwip-js/node";
import PDFDocument from "pdfkit";
import { barsOf, type Cell, labelSheet, type LabelFormat } from "./domain/label-layout.js";

/** One label: what the barcode holds and the lines printed with it. */
export interface LabelContent {
  code: string;
  /** The English name: the labels use the PDF's built-in Helvetica, which has no Chinese glyphs. */
  name: string;
  origin: string;
}

/** Helvetica (WinAnsi) prints Latin-1; anything else would print as garbage, so it becomes "?". */
const latin1 = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

function fitText(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number): string {
  doc.font(font).fontSize(size);
  if (doc.widthOfString(text) <= width) return text;
  let t = text;
  while (t.length > 1 && doc.widthOfString(`${t}…`) > width) t = t.slice(0, -1);
  return `${t}…`;
}

function drawLabel(doc: PDFKit.PDFDocument, cell: Cell, label: LabelContent) {
  const pad = Math.max(4, cell.h * 0.06);
  const inner = { x: cell.x + pad, y: cell.y + pad, w: cell.w - 2 * pad, h: cell.h - 2 * pad };
  // type sizes follow the label's height: the Letter sheet's 1 in labels get small type
  const codeSize = Math.min(18, inner.h * 0.13);
  const textSize = Math.min(12, inner.h * 0.105);
  const textBlock = codeSize * 1.15 + textSize * 1.15 * 2;
  // bars fill what the text leaves, up to 40 % of the width (a square label would get a wall of bars)
  const barHeight = Math.min(inner.h - textBlock - 2, inner.w * 0.4);
  const top = inner.y + (inner.h - (barHeight + 2 + textBlock)) / 2;
  const [symbol] = bwipjs.raw({ bcid: "code128", text: label.code }) as { sbs: number[] }[];
  for (const bar of barsOf(symbol!.sbs, inner.x, inner.w)) doc.rect(bar.x, top, bar.w, barHeight).fill("#000000");
  let y = top + barHeight + 2;
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(codeSize);
  doc.text(fitText(doc, latin1(label.code), "Helvetica-Bold", codeSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
  y += codeSize * 1.15;
  doc.text(fitText(doc, latin1(label.name), "Helvetica", textSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
  y += textSize * 1.15;
  doc.text(fitText(doc, latin1(label.origin), "Helvetica", textSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
}

/** Renders the labels (already repeated by quantity) onto the format's sheets; answers the PDF bytes. */
export function renderLabels(format: LabelFormat, labels: readonly LabelContent[], title: string): Promise<Buffer> {
  const sheet = labelSheet(format);
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: "Entrepot" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  labels.forEach((label, i) => {
    const slot = i % sheet.cells.length;
    if (slot === 0) doc.addPage({ size: [sheet.pageWidth, sheet.pageHeight], margin: 0 });
    drawLabel(doc, sheet.cells[slot]!, label);
  });
  doc.end();
  return done;
}
