import type { ReactNode } from "react";
import type { ColumnType } from "antd/es/table";

/**
 * The columns a document's line table shares (inbound plans, purchase orders, return plans, outbound plans,
 * orders, stock documents, channel receipts): the line number (its field `lineNo`, or the one named), the SKU
 * and the product's name first, then right-aligned quantities. Titles come translated.
 */
export function lineColumns<Row>(
  titles: { sku: string; product: string },
  opts: { lineNo?: boolean | string; skuWidth?: number } = {},
): ColumnType<Row>[] {
  const lineKey = typeof opts.lineNo === "string" ? opts.lineNo : "lineNo";
  return [
    ...(opts.lineNo === false ? [] : [{ key: lineKey, dataIndex: lineKey, title: "#", width: 50 }]),
    { key: "sku", dataIndex: "sku", title: titles.sku, width: opts.skuWidth ?? 160 },
    { key: "productName", dataIndex: "productName", title: titles.product, ellipsis: true },
  ];
}

/** A right-aligned quantity column of a line table, drawn by `render` when given. */
export function qtyColumn<Row>(key: keyof Row & string, title: string, render?: (row: Row) => ReactNode, width = 100): ColumnType<Row> {
  return { key, dataIndex: key, title, align: "right", width, ...(render ? { render: (_: unknown, row: Row) => render(row) } : {}) };
}

/** A received-against-expected difference: short (−) in red, over (+) in orange, none plain. */
export const differenceCell = (n: number) => (
  <span style={{ color: n < 0 ? "#cf1322" : n > 0 ? "#d46b08" : undefined, fontWeight: n ? 600 : undefined }}>{n}</span>
);
