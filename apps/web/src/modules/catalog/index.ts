/** What other web modules may use of the catalogue: the product picker and the form options (sellers, warehouses). */
export { ProductPicker } from "./pages/ProductPicker";
export { useCatalogOptions } from "./api";
