import { type CodeTableType, codeLabel, type Locale } from "@entrepot/contracts";
import type { ExportColumn } from "../../../platform/http/export.js";

/** Small builders for the .xlsx columns of the places area's lists. */

export function col<Row>(
  key: keyof Row & string,
  zh: string,
  en: string,
  width?: number,
  format?: ExportColumn<Row>["format"],
): ExportColumn<Row> {
  return { key, header: { "zh-CN": zh, "en-US": en }, width, format };
}

export const codeOf = (type: CodeTableType) => (v: unknown, _row: unknown, locale: Locale) =>
  v === null || v === undefined ? null : codeLabel(type, String(v), locale);

const warehouseTypeNames: Record<number, Record<Locale, string>> = {
  1: { "zh-CN": "自营仓", "en-US": "Own" },
  2: { "zh-CN": "亚马逊仓", "en-US": "Amazon-type" },
  3: { "zh-CN": "第三方仓", "en-US": "Third-party" },
  4: { "zh-CN": "其他", "en-US": "Other" },
};
export const warehouseTypeLabel = (v: unknown, _row: unknown, locale: Locale) => warehouseTypeNames[Number(v)]?.[locale] ?? String(v);

const labels: Record<string, Record<string, Record<Locale, string>>> = {
  addressKind: {
    sender: { "zh-CN": "发货地址", "en-US": "Sender" },
    receiver: { "zh-CN": "收货地址", "en-US": "Receiver" },
    return: { "zh-CN": "退货地址", "en-US": "Return" },
    pickup: { "zh-CN": "提货地址(工厂)", "en-US": "Pick-up (factory)" },
  },
  pushStatus: {
    pending: { "zh-CN": "待推送", "en-US": "Pending" },
    sent: { "zh-CN": "已推送", "en-US": "Sent" },
    failed: { "zh-CN": "失败", "en-US": "Failed" },
  },
  portKind: { sea: { "zh-CN": "海港", "en-US": "Sea" }, air: { "zh-CN": "空港", "en-US": "Air" } },
};
export const labelOf = (table: keyof typeof labels) => (v: unknown, _row: unknown, locale: Locale) =>
  labels[table]?.[String(v)]?.[locale] ?? (v === null || v === undefined ? null : String(v));
