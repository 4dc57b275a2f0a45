import { drawCode128, fitText, openPdf, PT_PER_IN } from "../../platform/pdf/pdf.js";
import type { LabelRequest } from "./carriers/carrier.js";

/**
 * The B2C orders' printed documents: the carrier label (4 × 6 in, the tracking number as Code 128), the
 * batch picking list (one list per SKU across the selected orders, then the orders) and the packing slips
 * (one page per order, its number as a barcode). Built-in Helvetica: Latin-1 text only (see platform/pdf).
 */

const LABEL_W = 4 * PT_PER_IN;
const LABEL_H = 6 * PT_PER_IN;
const A4: [number, number] = [595.28, 841.89];

function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, w: number, size = 10, bold = false): number {
  const font = bold ? "Helvetica-Bold" : "Helvetica";
  doc.fillColor("#000000").text(fitText(doc, text, font, size, w), x, y, { width: w, lineBreak: false });
  return y + size * 1.25;
}

/** The carrier label: from, to, service, the tracking barcode, the order and reference numbers. */
export function renderShippingLabel(r: LabelRequest, trackingNo: string): Promise<Buffer> {
  const { doc, bytes } = openPdf({ title: `Label ${trackingNo}` });
  doc.addPage({ size: [LABEL_W, LABEL_H], margin: 0 });
  const pad = 12;
  const w = LABEL_W - 2 * pad;
  let y = pad;
  y = line(doc, `FROM: ${r.from.name}`, pad, y, w, 8, true);
  y = line(doc, r.from.address, pad, y, w, 8);
  y = line(doc, `${r.from.city}${r.from.state ? `, ${r.from.state}` : ""} ${r.from.postcode} ${r.from.country}`, pad, y, w, 8);
  y += 6;
  doc
    .moveTo(pad, y)
    .lineTo(LABEL_W - pad, y)
    .lineWidth(1)
    .stroke("#000000");
  y += 8;
  y = line(doc, "SHIP TO:", pad, y, w, 9, true);
  y = line(doc, r.to.name, pad + 10, y, w - 10, 13, true);
  if (r.to.company) y = line(doc, r.to.company, pad + 10, y, w - 10, 11);
  y = line(doc, r.to.address1, pad + 10, y, w - 10, 11);
  if (r.to.address2) y = line(doc, r.to.address2, pad + 10, y, w - 10, 11);
  y = line(doc, `${r.to.city}${r.to.state ? `, ${r.to.state}` : ""} ${r.to.postcode}`, pad + 10, y, w - 10, 12, true);
  y = line(doc, r.to.country, pad + 10, y, w - 10, 12, true);
  if (r.to.phone) y = line(doc, `Tel ${r.to.phone}`, pad + 10, y, w - 10, 9);
  y += 6;
  doc
    .moveTo(pad, y)
    .lineTo(LABEL_W - pad, y)
    .stroke("#000000");
  y += 8;
  y = line(doc, `${r.carrierCode} ${r.serviceName}`, pad, y, w, 14, true);
  y = line(
    doc,
    `${r.parcel.weight} ${r.parcel.weightUnit}  ${r.parcel.length}x${r.parcel.width}x${r.parcel.height} ${r.parcel.lengthUnit}`,
    pad,
    y,
    w,
    9,
  );
  y += 6;
  drawCode128(doc, trackingNo, { x: pad, y, w, h: 110 }, 2);
  y += 116;
  doc.font("Helvetica-Bold").fontSize(13).text(trackingNo, pad, y, { width: w, align: "center", lineBreak: false });
  y += 24;
  doc
    .moveTo(pad, y)
    .lineTo(LABEL_W - pad, y)
    .stroke("#000000");
  y += 8;
  y = line(doc, `Order ${r.orderNo}`, pad, y, w, 9);
  line(doc, `Ref ${r.referenceNo}`, pad, y, w, 9);
  doc.end();
  return bytes;
}

export interface PrintOrder {
  orderNo: string;
  referenceNo: string;
  warehouseCode: string;
  serviceCode: string;
  recipientName: string;
  recipientCompany: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  postcode: string;
  country: string;
  trackingNo: string | null;
  lines: { line: number; sku: string; nameEn: string; barcode: string | null; quantity: number }[];
}

/** A table row: cells left to right in the given widths. */
function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], x: number, y: number, bold = false): number {
  let cx = x;
  cells.forEach((c, i) => {
    line(doc, c, cx, y, widths[i]! - 6, 9, bold);
    cx += widths[i]!;
  });
  return y + 14;
}

const MARGIN = 40;

/** The batch picking list: each SKU once with the units to pick and the orders wanting it, then the orders. */
export function renderPickingList(orders: PrintOrder[], printedAt: Date): Promise<Buffer> {
  const { doc, bytes } = openPdf({ title: "Picking list" });
  doc.addPage({ size: A4, margin: 0 });
  const bottom = A4[1] - MARGIN;
  let y = line(doc, "Picking list", MARGIN, MARGIN, 400, 16, true);
  y = line(doc, `${orders.length} orders - printed ${printedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`, MARGIN, y, 500, 9);
  y += 8;
  const bySku = new Map<string, { sku: string; name: string; barcode: string | null; qty: number; orders: string[] }>();
  for (const o of orders)
    for (const l of o.lines) {
      const e = bySku.get(l.sku) ?? { sku: l.sku, name: l.nameEn, barcode: l.barcode, qty: 0, orders: [] };
      e.qty += l.quantity;
      e.orders.push(o.orderNo);
      bySku.set(l.sku, e);
    }
  const widths = [130, 190, 50, 145];
  y = row(doc, ["SKU", "Product", "Qty", "Orders"], widths, MARGIN, y, true);
  for (const e of [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku))) {
    if (y + 40 > bottom) {
      doc.addPage({ size: A4, margin: 0 });
      y = MARGIN;
    }
    drawCode128(doc, e.sku, { x: MARGIN, y, w: 120, h: 22 }, 1);
    y = row(doc, ["", e.name, String(e.qty), e.orders.join(", ")], widths, MARGIN, y + 4, false);
    y = row(doc, [e.sku, e.barcode ?? "", "", ""], widths, MARGIN, y + 6, true);
  }
  y += 10;
  y = row(doc, ["Order", "Reference", "Units", "Service"], widths, MARGIN, y, true);
  for (const o of orders) {
    if (y + 14 > bottom) {
      doc.addPage({ size: A4, margin: 0 });
      y = MARGIN;
    }
    y = row(doc, [o.orderNo, o.referenceNo, String(o.lines.reduce((n, l) => n + l.quantity, 0)), o.serviceCode], widths, MARGIN, y);
  }
  doc.end();
  return bytes;
}

/** The packing slips: one page per order, its number as a barcode, the recipient and the lines to pack. */
export function renderPackingSlips(orders: PrintOrder[]): Promise<Buffer> {
  const { doc, bytes } = openPdf({ title: "Packing slips" });
  for (const o of orders) {
    doc.addPage({ size: A4, margin: 0 });
    line(doc, "Packing slip", MARGIN, MARGIN, 300, 16, true);
    drawCode128(doc, o.orderNo, { x: 330, y: MARGIN - 4, w: 225, h: 40 }, 1.5);
    let y = line(doc, o.orderNo, 330, MARGIN + 40, 225, 10, true);
    y = line(doc, `Reference ${o.referenceNo}  -  Warehouse ${o.warehouseCode}  -  ${o.serviceCode}`, MARGIN, y + 6, 500, 9);
    if (o.trackingNo) y = line(doc, `Tracking ${o.trackingNo}`, MARGIN, y, 500, 9);
    y += 8;
    y = line(doc, "Ship to", MARGIN, y, 300, 10, true);
    for (const t of [
      o.recipientName,
      o.recipientCompany,
      o.address1,
      o.address2,
      `${o.city}${o.state ? `, ${o.state}` : ""} ${o.postcode}`,
      o.country,
    ])
      if (t) y = line(doc, t, MARGIN, y, 300, 10);
    y += 12;
    const widths = [40, 140, 245, 90];
    y = row(doc, ["#", "SKU", "Product", "Qty"], widths, MARGIN, y, true);
    for (const l of o.lines) y = row(doc, [String(l.line), l.sku, l.nameEn, String(l.quantity)], widths, MARGIN, y);
    row(doc, ["", "", "Total units", String(o.lines.reduce((n, l) => n + l.quantity, 0))], widths, MARGIN, y + 4, true);
  }
  doc.end();
  return bytes;
}
