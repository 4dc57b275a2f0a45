/** Resource definitions of the catalogue (one per plain list: fields, schemas, permissions, paths). */
import { commonLabels as L, defineResource } from "../resource.js";
import { warehouseSkuRow, warehouseSkuSave } from "./products.js";

const warehouse = { "zh-CN": "仓库", "en-US": "Warehouse" } as const;

/**
 * Warehouse SKUs: listed, exported and deleted here; made by the generate command (many products at one
 * warehouse) or saveOne, both commands of their own.
 */
export const warehouseSkuResource = defineResource({
  name: "catalog.warehouseSkus",
  title: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKUs" },
  noun: { "zh-CN": "仓库 SKU", "en-US": "warehouse SKU" },
  row: warehouseSkuRow,
  save: warehouseSkuSave,
  nameField: "code",
  fields: {
    code: { label: { "zh-CN": "仓库 SKU", "en-US": "Warehouse SKU" }, kind: "text", filter: { width: 140 }, width: 140 },
    warehouseCode: { label: warehouse, kind: "text", width: 100 },
    // the warehouse filter picks from the screen's warehouses
    warehouseId: { label: warehouse, kind: "ref", list: false, filter: { width: 140 } },
    sku: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: { width: 150 }, width: 170 },
    orgCode: { label: { "zh-CN": "卖家", "en-US": "Seller" }, kind: "text", width: 80 },
    nameZh: { label: { "zh-CN": "中文名称", "en-US": "Name (zh)" }, kind: "textarea", width: 220 },
    nameEn: { label: { "zh-CN": "英文名称", "en-US": "Name (en)" }, kind: "textarea", width: 220, list: "hidden" },
    sizeTier: {
      label: { "zh-CN": "尺寸分段", "en-US": "Size tier" },
      kind: "dict",
      dictType: "sizeTiers",
      filter: { width: 160 },
      width: 130,
    },
    createdAt: { label: L.createdAt, kind: "datetime", width: 150 },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "catalog:warehouseSku:read", manage: "catalog:warehouseSku:manage" },
  paths: { list: "GET /api/v1/WarehouseSku/findByPage", export: "/api/v1/WarehouseSku/export", delete: "POST /api/v1/WarehouseSku/del" },
});
