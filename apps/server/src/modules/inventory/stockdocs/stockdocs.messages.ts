import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server messages of the stock documents. */
export const stockDocMessages = defineMessages({
  "inventory.stockDoc": { "zh-CN": "库存单据", "en-US": "Stock document" },
  "inventory.stockDoc.zeroQty": { "zh-CN": "第 {line} 行数量不能为 0", "en-US": "Line {line}: the quantity must not be 0" },
  "inventory.stockDoc.negativeQty": {
    "zh-CN": "第 {line} 行数量须为正数(只有库存调整可填负数)",
    "en-US": "Line {line}: the quantity must be positive (only adjustments take a negative quantity)",
  },
  "inventory.stockDoc.noTargetType": {
    "zh-CN": "第 {line} 行:只有库存类型移库可填写目标库存类型",
    "en-US": "Line {line}: only an inventory type move names a target inventory type",
  },
  "inventory.stockDoc.targetRequired": { "zh-CN": "跨仓调拨须选择目标仓库", "en-US": "A transfer needs a target warehouse" },
  "inventory.stockDoc.targetOnlyTransfer": {
    "zh-CN": "只有跨仓调拨可填写目标仓库",
    "en-US": "Only a transfer names a target warehouse",
  },
  "inventory.stockDoc.selfApprove": {
    "zh-CN": "单据 {docNo} 须由创建人以外的操作员审核",
    "en-US": "Document {docNo} must be approved by an operator other than its creator",
  },
  "inventory.stockDoc.duplicateLine": {
    "zh-CN": "第 {line} 行与前面的行重复(同一产品和库存类型)",
    "en-US": "Line {line} repeats an earlier line (same product and inventory type)",
  },
  "inventory.stockDoc.notDraft": {
    "zh-CN": "单据 {docNo} 已是{state},只有草稿可以修改",
    "en-US": "Document {docNo} is {state}: only a draft can be edited",
  },
  "inventory.stockDoc.kindFixed": { "zh-CN": "单据 {docNo} 的类型不能修改", "en-US": "The kind of document {docNo} cannot change" },
  "inventory.stockDoc.transferSellable": {
    "zh-CN": "第 {line} 行:跨仓调拨只能调拨正常(可售)库存",
    "en-US": "Line {line}: a transfer moves sellable (normal) stock only",
  },
});
