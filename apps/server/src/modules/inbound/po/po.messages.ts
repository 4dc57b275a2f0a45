import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server texts of the purchase-order import of inbound plans. */
export const poMessages = defineMessages({
  "inbound.purchaseOrder": { "zh-CN": "采购单", "en-US": "Purchase order" },
  "inbound.poLineTwice": { "zh-CN": "采购单 {poNo} 的 {sku} 导入了两次", "en-US": "{sku} of PO {poNo} is imported twice" },
  "inbound.poSkuNotInPlan": {
    "zh-CN": "采购单 {poNo} 的 {sku} 不在计划明细中",
    "en-US": "{sku} of PO {poNo} is not a line of the plan",
  },
  "inbound.poOverPlanned": {
    "zh-CN": "采购单 {poNo} 的 {sku} 只剩 {unplanned} 件未计划",
    "en-US": "Only {unplanned} units of {sku} on PO {poNo} are still unplanned",
  },
  "inbound.poOverExpected": {
    "zh-CN": "{sku} 从采购单导入 {quantity} 件,超过了计划的 {expected} 件",
    "en-US": "{quantity} units of {sku} come from POs, more than the {expected} the plan expects",
  },
});
