import { defineMessages } from "../../platform/i18n/messages.js";

/** Server texts of the returns. */
export const returnsMessages = defineMessages({
  "returns.returnPlan": { "zh-CN": "退货计划", "en-US": "Return plan" },
  "returns.sellerOnly": { "zh-CN": "退货计划由卖家创建和编辑", "en-US": "Return plans are created and edited by the seller" },
  "returns.notDraft": {
    "zh-CN": "退货计划 {returnNo} 已{state},只有草稿可以修改或删除",
    "en-US": "Return plan {returnNo} is {state}: only a draft can be edited or deleted",
  },
  "returns.duplicateSku": {
    "zh-CN": "SKU {sku} 在计划中出现了多次,请合并为一行",
    "en-US": "SKU {sku} appears more than once: put it on one line",
  },
  "returns.warehouseNotAssigned": { "zh-CN": "仓库 {value} 未分配给本卖家", "en-US": "Warehouse {value} is not assigned to this seller" },
  "returns.warehouseNoReturns": {
    "zh-CN": "仓库 {warehouse} 不接收退货,请选择接收退货的仓库",
    "en-US": "Warehouse {warehouse} does not accept returns: choose a warehouse that does",
  },
  "returns.orderNotShipped": {
    "zh-CN": "订单 {orderNo} 尚未发货({state}),只有已发货的订单可以退货",
    "en-US": "Order {orderNo} has not shipped ({state}): only a shipped order can be returned",
  },
  "returns.orderWarehouse": {
    "zh-CN": "订单 {orderNo} 从仓库 {warehouse} 发出,退货须退回该仓库",
    "en-US": "Order {orderNo} shipped from warehouse {warehouse}: its return goes back there",
  },
  "returns.notInOrder": { "zh-CN": "SKU {sku} 不在订单 {orderNo} 中", "en-US": "SKU {sku} is not on order {orderNo}" },
  "returns.overReturnable": {
    "zh-CN": "SKU {sku} 最多还能退 {returnable} 件(发货 {shipped} 件,其余已在其他退货计划中)",
    "en-US": "SKU {sku}: at most {returnable} more can be returned ({shipped} shipped, the rest is on other return plans)",
  },
  "returns.emptyReceipt": { "zh-CN": "收货数量不能全部为 0", "en-US": "Receive at least one unit" },
  "returns.lineNotInPlan": {
    "zh-CN": "明细 {lineId} 不属于退货计划 {returnNo}",
    "en-US": "Line {lineId} is not a line of return plan {returnNo}",
  },
  "returns.returnProcess": { "zh-CN": "退货处理", "en-US": "Return process" },
  "returns.trackingNotFound": { "zh-CN": "没有该跟踪号的已发货订单", "en-US": "No shipped order has this tracking number" },
  "returns.warehouseOnly": { "zh-CN": "无计划退货收货由仓库记录", "en-US": "Unplanned return receipts are recorded by the warehouse" },
  "returns.emptyLine": { "zh-CN": "每行至少收货 1 件(良品或不良品)", "en-US": "Each line needs at least one unit (good or damaged)" },
  "returns.unplannedNoPlanStep": {
    "zh-CN": "这是仓库记录的无计划退货,卖家不能修改、提交或取消",
    "en-US": "This is an unplanned return recorded by the warehouse: the seller cannot edit, submit or cancel it",
  },
  "returns.plannedNoPost": {
    "zh-CN": "这是卖家的退货计划,请按计划收货",
    "en-US": "This is a seller's return plan: receive it against the plan",
  },
  "returns.duplicateLine": { "zh-CN": "明细 {lineId} 出现了多次", "en-US": "Line {lineId} appears more than once" },
});
