/** What other web modules may use of the catalogue: the product picker, the form options (sellers, warehouses), measure texts. */
export { ProductPicker } from "./pages/ProductPicker";
export { useCatalogOptions, useProductSearch } from "./api";
// measures as the catalogue shows them ("40 × 30 × 20 cm"): inbound cartons use the same text
export { dims, trim } from "./descriptors";
