import { AppError } from "../../platform/http/errors.js";
import { defineMessages } from "../../platform/i18n/messages.js";
import type { Shortfall } from "./domain/buckets.js";

/** Server messages of the stock ledger. */
export const inventoryMessages = defineMessages({
  "inventory.balance": { "zh-CN": "库存", "en-US": "Stock balance" },
  "inventory.warehouse": { "zh-CN": "仓库", "en-US": "Warehouse" },
  "inventory.product": { "zh-CN": "产品", "en-US": "Product" },
  "inventory.reservation": { "zh-CN": "库存预占", "en-US": "Stock reservation" },
  "inventory.inTransit": { "zh-CN": "在途记录", "en-US": "In-transit line" },
  STOCK_INSUFFICIENT: {
    "zh-CN": "库存不足:SKU {sku} 在仓库 {warehouse} 的{bucketZh}还差 {shortfall} 件",
    "en-US": "Not enough stock: SKU {sku} at warehouse {warehouse} is {shortfall} short ({bucketEn})",
  },
  "inventory.notReserved": {
    "zh-CN": "单据 {documentNo} 第 {line} 行没有有效的库存预占",
    "en-US": "Document {documentNo} line {line} holds no open reservation",
  },
  "inventory.alreadyReserved": {
    "zh-CN": "单据 {documentNo} 第 {line} 行已预占库存",
    "en-US": "Document {documentNo} line {line} already holds a reservation",
  },
  "inventory.notInTransit": {
    "zh-CN": "单据 {documentNo} 第 {line} 行没有在途记录",
    "en-US": "Document {documentNo} line {line} has nothing in transit",
  },
  "inventory.alreadyInTransit": {
    "zh-CN": "单据 {documentNo} 第 {line} 行已在途",
    "en-US": "Document {documentNo} line {line} is already in transit",
  },
  "inventory.productNotOwner": { "zh-CN": "产品 {productId} 不属于该卖家", "en-US": "Product {productId} does not belong to this seller" },
  "inventory.warehouseNotAssigned": { "zh-CN": "卖家未开通仓库 {warehouse}", "en-US": "The seller may not use warehouse {warehouse}" },
  "inventory.moveSame": { "zh-CN": "移库的来源和目标相同", "en-US": "A move needs a target other than its source" },
});

const bucketNames: Record<Shortfall["bucket"], { zh: string; en: string }> = {
  onHand: { zh: "在库数量", en: "on hand" },
  available: { zh: "可用数量", en: "available" },
  reserved: { zh: "预占数量", en: "reserved" },
  frozen: { zh: "冻结数量", en: "frozen" },
  inTransit: { zh: "在途数量", en: "in transit" },
  pendingPutaway: { zh: "待上架数量", en: "pending putaway" },
};

/** 409 STOCK_INSUFFICIENT naming the SKU, the warehouse, the bucket and the shortfall (zh-CN / en-US). */
export function stockInsufficient(p: { sku: string; warehouse: string; refusal: Shortfall }): AppError {
  const names = bucketNames[p.refusal.bucket];
  return new AppError(409, "STOCK_INSUFFICIENT", {
    sku: p.sku,
    warehouse: p.warehouse,
    shortfall: p.refusal.shortfall,
    bucket: p.refusal.bucket,
    bucketZh: names.zh,
    bucketEn: names.en,
  });
}
