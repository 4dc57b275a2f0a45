/**
 * Product barcodes (GTIN family): EAN-8, UPC-A (12 digits), EAN-13 and GTIN-14. The last digit is a
 * mod-10 check digit: from the right, the digits before it weigh 3, 1, 3, 1...
 */
export type GtinKind = "EAN-8" | "UPC-A" | "EAN-13" | "GTIN-14";
const kinds: Record<number, GtinKind> = { 8: "EAN-8", 12: "UPC-A", 13: "EAN-13", 14: "GTIN-14" };

export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += Number(body[i]) * w;
  return (10 - (sum % 10)) % 10;
}

/** The kind of a valid code; null when it has the wrong length, a non-digit or a wrong check digit. */
export function gtinKind(code: string): GtinKind | null {
  if (!/^\d+$/.test(code)) return null;
  const kind = kinds[code.length];
  if (!kind) return null;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? kind : null;
}
