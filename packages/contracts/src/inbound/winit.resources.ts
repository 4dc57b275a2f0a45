/** The channel receipts' list and export through the resource kit; save, detail and transitions are the receipt's own calls. */
import { commonLabels as L, defineResource, type FieldOption } from "../resource.js";
import type { Label } from "../resource.js";
import { receiptChannelLabels, winitReceiptRow, winitReceiptSave, winitReceiptStatusLabels } from "./winit.js";

const options = (m: Record<string, Label & { color?: string }>): FieldOption[] =>
  Object.entries(m).map(([value, l]) => ({
    value,
    label: { "zh-CN": l["zh-CN"], "en-US": l["en-US"] },
    ...(l.color ? { color: l.color } : {}),
  }));

export const winitReceiptResource = defineResource({
  name: "inbound.winitReceipts",
  title: { "zh-CN": "万邑通入库", "en-US": "Channel receipts" },
  noun: { "zh-CN": "渠道入库单", "en-US": "channel receipt" },
  row: winitReceiptRow,
  save: winitReceiptSave,
  nameField: "receiptNo",
  fields: {
    receiptNo: { label: { "zh-CN": "入库单号", "en-US": "Receipt no." }, kind: "text", filter: true, width: 170 },
    channel: {
      label: { "zh-CN": "渠道", "en-US": "Channel" },
      kind: "enum",
      options: options(receiptChannelLabels),
      filter: true,
      width: 130,
    },
    channelRef: { label: { "zh-CN": "渠道入库单号", "en-US": "Channel order no." }, kind: "text", filter: true, width: 190 },
    status: { label: L.status, kind: "enum", options: options(winitReceiptStatusLabels), filter: true, width: 120 },
    orgCode: { label: L.org, kind: "text", filter: { op: "EQ" }, width: 100 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: { op: "EQ" }, width: 100 },
    trackingNo: {
      label: { "zh-CN": "跟踪号/柜号", "en-US": "Tracking / container" },
      kind: "text",
      filter: true,
      width: 150,
      list: "hidden",
    },
    arrivedOn: { label: { "zh-CN": "到货日期", "en-US": "Arrived" }, kind: "date", filter: true, width: 110 },
    skus: { label: { "zh-CN": "SKU", "en-US": "SKU" }, kind: "text", filter: true, sort: false, width: 180 },
    lineCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", sort: false, width: 80, list: "hidden" },
    expectedQty: { label: { "zh-CN": "预报数量", "en-US": "Announced" }, kind: "number", sort: false, width: 100 },
    receivedQty: { label: { "zh-CN": "实收数量", "en-US": "Received qty" }, kind: "number", sort: false, width: 100 },
    damagedQty: { label: { "zh-CN": "其中破损", "en-US": "Of which damaged" }, kind: "number", sort: false, width: 110 },
    differenceQty: { label: { "zh-CN": "差异", "en-US": "Difference" }, kind: "number", sort: false, width: 90 },
    note: { label: { "zh-CN": "备注", "en-US": "Note" }, kind: "textarea", width: 180, list: "hidden" },
    createdByName: { label: { "zh-CN": "登记人", "en-US": "Booked by" }, kind: "text", width: 110, list: "hidden" },
    receivedByName: { label: { "zh-CN": "收货人", "en-US": "Received by" }, kind: "text", width: 110 },
    receivedAt: { label: { "zh-CN": "收货时间", "en-US": "Received at" }, kind: "datetime", width: 160, list: "hidden" },
    createdAt: { label: L.createdAt, kind: "datetime", filter: true, width: 160 },
    updatedAt: { label: L.updatedAt, kind: "datetime", width: 160, list: "hidden", export: false },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "inbound:winit:read", manage: "inbound:winit:manage" },
  paths: { list: "GET /api/inbound/winitReceipt/list", export: "/api/inbound/winitReceipt/export" },
});
