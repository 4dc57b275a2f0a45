/** The inbound plan as a resource: the seller's and the operator's lists, export, detail, draft save and delete. */
import { commonLabels as L, defineResource, type FieldOption } from "../resource.js";
import { inboundLabels, inboundPlanRow, inboundPlanSave, inboundStatuses, transitTypes, transportModes } from "./inbound.js";

const statusColors: Record<string, string> = {
  draft: "default",
  submitted: "processing",
  arrived: "processing",
  receiving: "warning",
  received: "success",
  completed: "success",
  cancelled: "default",
};

export const inboundStatusOptions: FieldOption[] = inboundStatuses.map((s) => ({
  value: s,
  label: inboundLabels.status[s],
  color: statusColors[s],
}));
export const transitTypeOptions: FieldOption[] = transitTypes.map((t) => ({ value: t, label: inboundLabels.transitType[t] }));
export const transportModeOptions: FieldOption[] = transportModes.map((m) => ({ value: m, label: inboundLabels.transportMode[m] }));

export const inboundPlanResource = defineResource({
  name: "inbound.plans",
  title: { "zh-CN": "入库计划", "en-US": "Inbound plans" },
  noun: { "zh-CN": "入库计划", "en-US": "inbound plan" },
  row: inboundPlanRow,
  save: inboundPlanSave,
  nameField: "planNo",
  fields: {
    planNo: { label: { "zh-CN": "入库单号", "en-US": "Plan no." }, kind: "text", filter: true, width: 170 },
    orgCode: { label: L.org, kind: "text", filter: true, width: 90 },
    warehouseCode: { label: { "zh-CN": "仓库", "en-US": "Warehouse" }, kind: "text", filter: true, sort: false, width: 110 },
    status: { label: L.status, kind: "enum", options: inboundStatusOptions, filter: { width: 130 }, width: 105 },
    transitType: {
      label: { "zh-CN": "入库类型", "en-US": "Transit type" },
      kind: "enum",
      options: transitTypeOptions,
      filter: true,
      list: "hidden",
      width: 130,
    },
    transportMode: {
      label: { "zh-CN": "运输方式", "en-US": "Transport" },
      kind: "enum",
      options: transportModeOptions,
      filter: true,
      width: 115,
    },
    eta: { label: { "zh-CN": "预计到货", "en-US": "ETA" }, kind: "date", filter: true, width: 110 },
    trackingNo: { label: { "zh-CN": "跟踪号", "en-US": "Tracking no." }, kind: "text", filter: true, list: "hidden", width: 150 },
    containerNo: { label: { "zh-CN": "柜号", "en-US": "Container no." }, kind: "text", list: "hidden", width: 140 },
    lineCount: { label: { "zh-CN": "SKU 数", "en-US": "SKUs" }, kind: "number", sort: false, list: "hidden", width: 80 },
    expectedQty: { label: { "zh-CN": "预报数量", "en-US": "Expected" }, kind: "number", width: 105 },
    receivedGood: { label: { "zh-CN": "良品", "en-US": "Good" }, kind: "number", sort: false, width: 70 },
    receivedDamaged: { label: { "zh-CN": "不良品", "en-US": "Damaged" }, kind: "number", sort: false, width: 90 },
    putawayQty: { label: { "zh-CN": "已上架", "en-US": "Put away" }, kind: "number", sort: false, width: 85 },
    differenceQty: { label: { "zh-CN": "差异", "en-US": "Difference" }, kind: "number", width: 115 },
    remark: { label: L.remark, kind: "textarea", list: "hidden", width: 200 },
    createdAt: { label: L.createdAt, kind: "datetime", list: "hidden", width: 160 },
    updatedAt: { label: L.updatedAt, kind: "datetime", list: "hidden", width: 160, export: false },
  },
  defaultSort: { field: "createdAt", dir: "desc" },
  permissions: { read: "inbound:plan:read", manage: "inbound:plan:manage" },
  paths: {
    list: "GET /api/inbound/plan/list",
    export: "/api/inbound/plan/export",
    save: "POST /api/inbound/plan/save",
    delete: "POST /api/inbound/plan/delete",
  },
});
