/**
 * The catalog module's audit vocabulary: each entity its audit rows are filed under, with the commands that
 * write them (platform/audit/names.ts), so that a misspelt command or entity does not compile.
 */
import { auditNames } from "../../platform/audit/names.js";

export const ProductAudit = auditNames("product", [
  "updateProduct",
  "bulkSaveProducts",
  "recomputeKit",
  "createProduct",
  "deleteProduct",
  "setProductLine",
  "activateProduct",
  "deactivateProduct",
]);
export const SkuMapAudit = auditNames("sku_map", [
  "createSkuMap",
  "updateSkuMap",
  "deleteSkuMap",
  "bulkSaveSkuMaps",
  "activateSkuMap",
  "deactivateSkuMap",
]);
export const WarehouseSkuAudit = auditNames("warehouse_sku", [
  "createWarehouseSku",
  "assignWarehouseSku",
  "generateWarehouseSkus",
  "deleteWarehouseSku",
]);
export const ProductLabelAudit = auditNames("product_label", ["printProductLabels"]);
