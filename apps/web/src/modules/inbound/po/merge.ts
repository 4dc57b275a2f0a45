import type { PoProductItemsReply } from "@entrepot/contracts";

/** A plan's units drawn from one PO line, as the form keeps them. */
export interface PoLink {
  poLineId: number;
  poNo: string;
  productId: number;
  sku: string;
  quantity: number;
}
type FormLine = { productId: number; expectedQty: number; sku?: string; label?: string };

/**
 * Adds imported PO items to the form's lines (a SKU already in the plan gets the units added, a new one a
 * line; an empty first line is replaced) and to the plan's PO links (a PO line already linked adds up).
 */
export function mergePoItems(lines: Partial<FormLine>[], links: PoLink[], items: PoProductItemsReply) {
  const out = lines.filter((l): l is FormLine => !!l?.productId).map((l) => ({ ...l }));
  const nextLinks = links.map((l) => ({ ...l }));
  for (const item of items) {
    const line = out.find((l) => l.productId === item.productId);
    if (line) line.expectedQty = (line.expectedQty ?? 0) + item.quantity;
    else out.push({ productId: item.productId, expectedQty: item.quantity, sku: item.sku, label: `${item.sku} · ${item.productName}` });
    for (const p of item.poLines) {
      const link = nextLinks.find((l) => l.poLineId === p.poLineId);
      if (link) link.quantity += p.quantity;
      else nextLinks.push({ poLineId: p.poLineId, poNo: p.poNo, productId: item.productId, sku: item.sku, quantity: p.quantity });
    }
  }
  return { lines: out, links: nextLinks };
}
