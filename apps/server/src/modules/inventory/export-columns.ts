/** The stock lists' .xlsx column pieces: headers in both languages, code tables written as their labels. */
export const h = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
export const intColumn = <K extends string>(key: K, zh: string, en: string, width = 10) => ({
  key,
  header: h(zh, en),
  width,
  kind: "integer" as const,
});
/** Owner, warehouse, SKU, product and inventory type: the key of every stock row. */
export const keyColumns = {
  org: { key: "orgCode", header: h("卖家", "Seller"), width: 10 },
  warehouse: { key: "warehouseCode", header: h("仓库", "Warehouse"), width: 12 },
  sku: { key: "sku", header: h("SKU", "SKU"), width: 22 },
  product: { key: "productName", header: h("产品名称", "Product"), width: 30 },
  type: { key: "inventoryType", header: h("库存类型", "Inventory type"), width: 12, code: "inventoryTypes" },
} as const;
