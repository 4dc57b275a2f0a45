import type { z } from "zod";
import type { ExportColumn } from "../../../platform/http/export.js";

/** Export column helpers of the §2.1 reports: headers in both languages, Excel kinds. */
export type Columns<S extends z.ZodType> = ExportColumn<z.infer<S> & Record<string, unknown>>[];

export const h = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
export const text = <K extends string>(key: K, zh: string, en: string, width = 12) => ({ key, header: h(zh, en), width });
export const int = <K extends string>(key: K, zh: string, en: string, width = 10) => ({
  key,
  header: h(zh, en),
  width,
  kind: "integer" as const,
});
export const m3 = <K extends string>(key: K, zh: string, en: string) => ({ key, header: h(zh, en), width: 12, kind: "number" as const });
export const date = <K extends string>(key: K, zh: string, en: string) => ({ key, header: h(zh, en), width: 12, kind: "date" as const });

/** Seller, warehouse, SKU and product name: the first columns of every per-SKU report. */
export const keyColumns = [
  text("orgCode", "卖家", "Seller", 10),
  text("warehouseCode", "仓库", "Warehouse"),
  text("sku", "SKU", "SKU", 22),
  text("productName", "产品名称", "Product", 30),
];
