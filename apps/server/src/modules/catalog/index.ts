import type { AppModule } from "../../platform/module.js";
import { catalogMessages } from "./catalog.messages.js";
import { productImport, skuMapImport } from "./catalog.imports.js";
import { catalogUsages, registerCatalog } from "./catalog.register.js";

// the catalogue's tables, for the demo data and later modules' joins (inventory, orders)
export { catalogSequences, kitComponents, products, skuMaps, warehouseSkus } from "./schema.js";
// derived columns of a product (the demo seed computes them like a save does)
export { derive, type MeasuresIn } from "./product.service.js";
// the carriers' master data plugs its volume-weight divisors in here
export { type DivisorProvider, divisorsFor, setDivisorProvider, standardDivisorProvider } from "./divisors.js";
export { standardDivisors, type VolumeDivisor } from "./domain/dim-weight.js";
// bulk saves with per-row errors: what the .xlsx imports call
export { bulkSaveProducts } from "./product.bulk.js";
export { bulkSaveSkuMaps } from "./skumap.bulk.js";
export { kitTotals } from "./domain/kit.js";
// barcode label sheets as PDF: inbound carton labels print on the same sheets
export { renderLabels, type LabelContent } from "./label.pdf.js";
export type { LabelFormat } from "./domain/label-layout.js";

/** The product catalogue (spec §2.6 products, §2.12 sales goods). */
export const catalogModule: AppModule = {
  name: "catalog",
  messages: [catalogMessages],
  register: registerCatalog,
  usages: catalogUsages,
  imports: [productImport, skuMapImport],
};
