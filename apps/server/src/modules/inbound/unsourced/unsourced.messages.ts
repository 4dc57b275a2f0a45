import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server texts of unsourced inbound. */
export const unsourcedMessages = defineMessages({
  "inbound.unsourcedReceipt": { "zh-CN": "无来源入库单", "en-US": "Unsourced receipt" },
  "inbound.unsourcedByTracking": {
    "zh-CN": "您可用仓库中该跟踪号的待认领包裹",
    "en-US": "An unclaimed parcel with this tracking number in your warehouses",
  },
  "inbound.unsourcedNotOpen": {
    "zh-CN": "无来源入库单 {receiptNo} {state},只有待认领的可以修改",
    "en-US": "Unsourced receipt {receiptNo} is {state}: only an unclaimed one can be corrected",
  },
  "inbound.unsourcedDuplicateCode": { "zh-CN": "条码/SKU {code} 出现了多次", "en-US": "Code {code} appears more than once" },
  "inbound.unsourcedLineNotInReceipt": {
    "zh-CN": "明细 {lineId} 不属于无来源入库单 {receiptNo}",
    "en-US": "Line {lineId} is not a line of unsourced receipt {receiptNo}",
  },
  "inbound.unsourcedLineTwice": { "zh-CN": "明细 {lineId} 匹配了两次", "en-US": "Line {lineId} is matched twice" },
  "inbound.unsourcedUnmatched": {
    "zh-CN": "第 {lineNo} 行({code})还没有匹配 SKU",
    "en-US": "Line {lineNo} ({code}) is not matched to a SKU yet",
  },
  "inbound.unsourcedTooEarly": {
    "zh-CN": "包裹到货 {held} 天,满 {days} 天无人认领才能处置",
    "en-US": "The parcel arrived {held} days ago: it may be disposed of after {days} days unclaimed",
  },
  "inbound.unsourcedAutoDisposed": {
    "zh-CN": "满 {days} 天无人认领,系统自动处置",
    "en-US": "Unclaimed for {days} days: disposed of by the system",
  },
});
