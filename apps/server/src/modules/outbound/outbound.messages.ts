import { defineMessages } from "../../platform/i18n/messages.js";

/** Server messages of the outbound plans. */
export const outboundMessages = defineMessages({
  "outbound.outboundPlan": { "zh-CN": "出库计划", "en-US": "Outbound plan" },
  "outbound.sellerOnly": {
    "zh-CN": "出库计划由卖家创建和编辑",
    "en-US": "Outbound plans are created and edited by the seller",
  },
  "outbound.notDraft": {
    "zh-CN": "出库计划 {planNo} 已{state},只有草稿可以修改或删除",
    "en-US": "Outbound plan {planNo} is {state}: only a draft can be edited or deleted",
  },
  "outbound.duplicateSku": {
    "zh-CN": "SKU {sku} 在计划中出现了多次,请合并为一行",
    "en-US": "SKU {sku} appears more than once: put it on one line",
  },
  "outbound.warehouseNotAssigned": {
    "zh-CN": "仓库 {value} 未分配给本卖家",
    "en-US": "Warehouse {value} is not assigned to this seller",
  },
  "outbound.noPackages": {
    "zh-CN": "出库计划 {planNo} 还没有箱子或托盘:打包时请填写箱规",
    "en-US": "Outbound plan {planNo} has no cartons or pallets: give them when packing",
  },
});
