import { defineMessages } from "../../platform/i18n/messages.js";

/** Server messages of the B2C orders. */
export const ordersMessages = defineMessages({
  "orders.b2cOrder": { "zh-CN": "订单", "en-US": "Order" },
  "orders.sellerOnly": { "zh-CN": "订单由卖家创建和编辑", "en-US": "Orders are created and edited by the seller" },
  "orders.notDraft": {
    "zh-CN": "订单 {orderNo} {state},只有草稿可以修改或删除",
    "en-US": "Order {orderNo} is {state}: only a draft can be edited or deleted",
  },
  "orders.unknownSku": {
    "zh-CN": "第 {line} 行:SKU {sku} 不是本卖家的产品",
    "en-US": "Line {line}: SKU {sku} is not one of this seller's products",
  },
  "orders.duplicateSku": {
    "zh-CN": "第 {line} 行:SKU {sku} 在订单中出现了多次,请合并为一行",
    "en-US": "Line {line}: SKU {sku} appears more than once: put it on one line",
  },
  "orders.warehouseNotAssigned": { "zh-CN": "仓库 {value} 未分配给本卖家", "en-US": "Warehouse {value} is not assigned to this seller" },
  "orders.carrierServiceUnknown": {
    "zh-CN": "物流渠道 {value} 不存在或已停用",
    "en-US": "Carrier service {value} does not exist or is inactive",
  },
  "orders.storeUnknown": { "zh-CN": "店铺 {value} 不是本卖家的店铺", "en-US": "Store {value} is not one of this seller's stores" },
  "orders.referenceTaken": {
    "zh-CN": "参考单号 {referenceNo} 已用于订单 {orderNo}",
    "en-US": "Reference no. {referenceNo} is already used by order {orderNo}",
  },
  "orders.noLabel": {
    "zh-CN": "订单 {orderNo} 还没有面单:请先购买面单再发货",
    "en-US": "Order {orderNo} has no label yet: buy the label before shipping",
  },
  "orders.labelNotPacked": {
    "zh-CN": "订单 {orderNo} {state}:只有已打包的订单可以购买面单",
    "en-US": "Order {orderNo} is {state}: a label is bought for a packed order",
  },
  "orders.labelBought": {
    "zh-CN": "订单 {orderNo} 已有面单(跟踪号 {trackingNo})",
    "en-US": "Order {orderNo} already has a label (tracking no. {trackingNo})",
  },
  "orders.noLabelFile": { "zh-CN": "订单 {orderNo} 没有面单文件", "en-US": "Order {orderNo} has no label file" },
  "orders.noCarrierAdapter": {
    "zh-CN": "物流渠道 {code} 还没有对接承运商接口",
    "en-US": "Carrier service {code} has no carrier connection yet",
  },
  "orders.importDuplicateReference": {
    "zh-CN": "参考单号 {referenceNo} 的行属于同一订单,但收件人或渠道不同",
    "en-US": "Rows of reference no. {referenceNo} are one order but differ in recipient or service",
  },
  "orders.importOrderRefused": {
    "zh-CN": "参考单号 {referenceNo} 的其他行有错,整个订单未导入",
    "en-US": "Another row of reference no. {referenceNo} is wrong: the whole order is left out",
  },
  "orders.importWarehouse": {
    "zh-CN": "仓库代码 {value} 未分配给本卖家",
    "en-US": "Warehouse code {value} is not assigned to this seller",
  },
  "orders.importService": { "zh-CN": "物流渠道代码 {value} 不存在", "en-US": "Carrier service code {value} does not exist" },
});
