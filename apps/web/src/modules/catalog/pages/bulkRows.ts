/** The bulk SKU-map rows: reading pasted lines, checking them before sending, and placing the server's errors. */
export interface BulkRow {
  key: number;
  storeAccount: string;
  listingSku: string;
  sku: string;
  /** null when what was typed or pasted is not a whole number from 1 to 999 (see `quantityText`). */
  quantity: number | null;
  /** The pasted text when it was not a quantity ("zero", "1.5", "-2"): refused, never turned into 1. */
  quantityText?: string;
  warehouseSku: string;
  asin: string;
}
export type BulkField = "storeAccount" | "listingSku" | "sku" | "quantity" | "warehouseSku" | "asin";
export interface RowError {
  field: BulkField | null;
  message: string;
}

let nextKey = 1;
export const blankRow = (): BulkRow => ({
  key: nextKey++,
  storeAccount: "",
  listingSku: "",
  sku: "",
  quantity: 1,
  warehouseSku: "",
  asin: "",
});

export const MAX_QUANTITY = 999;
const isQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY;

/** Tab-separated (a spreadsheet's copy) or comma-separated lines: account, listing SKU, SKU, quantity, warehouse SKU, ASIN. */
export function parsePasted(text: string): BulkRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = (line.includes("\t") ? line.split("\t") : line.split(",")).map((c) => c.trim());
      const raw = cells[3] ?? "";
      // an empty cell means one; anything else must be a whole number, or the row is refused with a message
      const quantity = raw === "" ? 1 : /^\d+$/.test(raw) && isQuantity(Number(raw)) ? Number(raw) : null;
      return {
        ...blankRow(),
        storeAccount: cells[0] ?? "",
        listingSku: cells[1] ?? "",
        sku: cells[2] ?? "",
        quantity,
        ...(quantity === null ? { quantityText: raw } : {}),
        warehouseSku: cells[4] ?? "",
        asin: cells[5] ?? "",
      };
    });
}

/** Errors found before sending: a quantity that is not a whole number from 1 to 999. */
export function localErrors(rows: readonly BulkRow[], badQuantity: (text: string) => string): Map<number, RowError[]> {
  const out = new Map<number, RowError[]>();
  for (const r of rows)
    if (r.quantity === null || !isQuantity(r.quantity))
      out.set(r.key, [{ field: "quantity", message: badQuantity(r.quantityText ?? String(r.quantity ?? "")) }]);
  return out;
}

const fields = new Set<string>(["storeAccount", "listingSku", "sku", "quantity", "warehouseSku", "asin"]);

/** The server's 400 details (`body.rows.<i>.<field>`) placed on their rows and fields. */
export function serverErrors(details: readonly { path: string; message: string }[], rows: readonly BulkRow[]): Map<number, RowError[]> {
  const out = new Map<number, RowError[]>();
  for (const d of details) {
    const m = /^body\.rows\.(\d+)\.?([^.]*)/.exec(d.path);
    if (!m) continue;
    const key = rows[Number(m[1])]?.key;
    if (key === undefined) continue;
    const field = fields.has(m[2] ?? "") ? (m[2] as BulkField) : null;
    out.set(key, [...(out.get(key) ?? []), { field, message: d.message }]);
  }
  return out;
}
