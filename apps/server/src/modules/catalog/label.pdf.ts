import { drawCode128, fitText, openPdf } from "../../platform/pdf/pdf.js";
import { type Cell, labelSheet, type LabelFormat } from "./domain/label-layout.js";

/** One label: what the barcode holds and the lines printed with it. */
export interface LabelContent {
  code: string;
  /** The English name: the labels use the PDF's built-in Helvetica, which has no Chinese glyphs. */
  name: string;
  origin: string;
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
  drawCode128(doc, label.code, { x: inner.x, y: top, w: inner.w, h: barHeight });
  let y = top + barHeight + 2;
  doc.fillColor("#000000").font("Helvetica-Bold").fontSize(codeSize);
  doc.text(fitText(doc, label.code, "Helvetica-Bold", codeSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
  y += codeSize * 1.15;
  doc.text(fitText(doc, label.name, "Helvetica", textSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
  y += textSize * 1.15;
  doc.text(fitText(doc, label.origin, "Helvetica", textSize, inner.w), inner.x, y, {
    width: inner.w,
    align: "center",
    lineBreak: false,
  });
}

/** Renders the labels (already repeated by quantity) onto the format's sheets; answers the PDF bytes. */
export function renderLabels(format: LabelFormat, labels: readonly LabelContent[], title: string): Promise<Buffer> {
  const sheet = labelSheet(format);
  const { doc, bytes } = openPdf({ title });
  labels.forEach((label, i) => {
    const slot = i % sheet.cells.length;
    if (slot === 0) doc.addPage({ size: [sheet.pageWidth, sheet.pageHeight], margin: 0 });
    drawLabel(doc, sheet.cells[slot]!, label);
  });
  doc.end();
  return bytes;
}
