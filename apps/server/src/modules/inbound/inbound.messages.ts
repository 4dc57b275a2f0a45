import { defineMessages } from "../../platform/i18n/messages.js";

/** Server texts of inbound plans. */
export const inboundMessages = defineMessages({
  "inbound.inboundPlan": { "zh-CN": "入库计划", "en-US": "Inbound plan" },
  "inbound.line": { "zh-CN": "入库计划明细", "en-US": "Inbound plan line" },
  "inbound.warehouse": { "zh-CN": "仓库", "en-US": "Warehouse" },
  "inbound.product": { "zh-CN": "产品", "en-US": "Product" },
  "inbound.notDraft": {
    "zh-CN": "入库计划 {planNo} 已{state},只有草稿可以修改或删除",
    "en-US": "Inbound plan {planNo} is {state}: only a draft can be edited or deleted",
  },
  "inbound.duplicateSku": { "zh-CN": "SKU {sku} 在计划中出现了多次", "en-US": "SKU {sku} appears more than once in the plan" },
  "inbound.cartonNotInPlan": {
    "zh-CN": "箱 {cartonNo} 装了计划明细中没有的产品",
    "en-US": "Carton {cartonNo} holds a product that is not a line of the plan",
  },
  "inbound.duplicateCarton": { "zh-CN": "箱号 {cartonNo} 重复", "en-US": "Carton number {cartonNo} is used twice" },
  "inbound.notPutAway": {
    "zh-CN": "还有 {qty} 件等待上架,全部上架后才能完成",
    "en-US": "{qty} units still wait for putaway: put them away before completing",
  },
  "inbound.nothingToPutAway": { "zh-CN": "没有等待上架的货物", "en-US": "Nothing waits for putaway" },
  "inbound.emptyReceipt": { "zh-CN": "收货数量不能全部为 0", "en-US": "Receive at least one unit" },
  "inbound.lineNotInPlan": {
    "zh-CN": "明细 {lineId} 不属于入库计划 {planNo}",
    "en-US": "Line {lineId} is not a line of inbound plan {planNo}",
  },
  "inbound.noCartons": { "zh-CN": "入库计划 {planNo} 没有箱子", "en-US": "Inbound plan {planNo} has no cartons" },
});
