/** The stock documents' list and export through the resource kit; save, detail and transitions are the document's own calls. */
import { commonLabels as L, defineResource, type FieldOption } from "../resource.js";
import type { Label } from "../resource.js";
import { stockDocKindInfo, stockDocReasonLabels, stockDocRow, stockDocSave, stockDocStatusLabels } from "./stockdocs.js";

const options = (m: Record<string, Label & { color?: string }>): FieldOption[] =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));

const warehouseLabel = { "zh-CN": "仓库", "en-US": "Warehouse" };

export const stockDocResource = defineResource({
  name: "inventory.stockDocs",
  title: { "zh-CN": "库存单据", "en-US": "Stock documents" },
  noun: { "zh-CN": "库存单据", "en-US": "stock document" },
  row: stockDocRow,
  save: stockDocSave,
  nameField: "docNo",
  fields: {
    docNo: { label: { "zh-CN": "单号", "en-US": "Document no." }, kind: "text", filter: true, width: 160 },
    kind: { label: { "zh-CN": "单据类型", "en-US": "Kind" }, kind: "enum", options: options(stockDocKindInfo), filter: true, width: 120 },
    status: { label: L.status, kind: "enum", options: options(stockDocStatusLabels), filter: { width: 150 }, width: 150 },
    orgCode: { label: L.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    warehouseCode: { label: warehouseLabel, kind: "text", filter: { op: "EQ" }, width: 100 },
    targetWarehouseCode: { label: { "zh-CN": "目标仓库", "en-US": "Target warehouse" }, kind: "text", width: 110, list: "hidden" },
    skus: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, sort: false, width: 200 },
    lineCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", sort: false, width: 80, list: "hidden" },
    totalQty: { label: { "zh-CN": "数量", "en-US": "Quantity" }, kind: "number", sort: false, width: 90 },
    reasonCode: {
      label: { "zh-CN": "原因", "en-US": "Reason" },
      kind: "enum",
      options: options(stockDocReasonLabels),
      filter: true,
      width: 120,
    },
    reasonText: { label: { "zh-CN": "说明", "en-US": "Note" }, kind: "textarea", width: 180, list: "hidden" },
    createdByName: { label: { "zh-CN": "创建人", "en-US": "Created by" }, kind: "text", width: 110 },
    approvedByName: { label: { "zh-CN": "审核人", "en-US": "Approved by" }, kind: "text", width: 110 },
    approvedAt: { label: { "zh-CN": "审核时间", "en-US": "Approved" }, kind: "datetime", width: 160, list: "hidden" },
    createdAt: { label: L.createdAt, kind: "datetime", filter: true, width: 160 },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160, list: "hidden", export: false },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "inventory:stockdoc:read", manage: "inventory:stockdoc:manage" },
  paths: { list: "GET /api/inventory/stockdoc/list", export: "/api/inventory/stockdoc/export" },
});
