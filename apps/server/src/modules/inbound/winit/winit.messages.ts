import { defineMessages } from "../../../platform/i18n/messages.js";

/** Server messages of the channel receipts. */
export const winitReceiptMessages = defineMessages({
  "inbound.winitReceipt": { "zh-CN": "渠道入库单", "en-US": "Channel receipt" },
  "inbound.winitReceipt.emptyLine": {
    "zh-CN": "第 {line} 行没有数量:请填写预报或实收数量",
    "en-US": "Line {line} has no units: enter the announced or the received quantity",
  },
  "inbound.winitReceipt.duplicateSku": {
    "zh-CN": "第 {line} 行的 SKU 与前面的行重复",
    "en-US": "Line {line} repeats a SKU of an earlier line",
  },
  "inbound.winitReceipt.alreadyBooked": {
    "zh-CN": "渠道入库单号 {channelRef} 已登记为 {receiptNo},不能重复登记",
    "en-US": "Channel order {channelRef} is booked already as {receiptNo}",
  },
  "inbound.winitReceipt.notDraft": {
    "zh-CN": "入库单 {receiptNo} 当前为{state},不能修改",
    "en-US": "Receipt {receiptNo} is {state}: it can no longer change",
  },
  "inbound.winitReceipt.nothingReceived": {
    "zh-CN": "入库单 {receiptNo} 没有实收数量,不能确认收货",
    "en-US": "Receipt {receiptNo} has no received units to post",
  },
});
