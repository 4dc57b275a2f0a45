/** Descriptors of the catalogue's lists: products, goods, SKU maps and channel listings. */
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { DimWeightRow, GoodsRow, ProductRow, SkuMapRow } from "@entrepot/contracts";
import { i18n } from "../../lib/i18n";
import { DictTag } from "../../components/DictTag";
import type { ColumnDef, FilterDef } from "../../components/resource/types";

const activeTag = (active: boolean) =>
  active ? <Tag color="success">{i18n.t("catalog:common.active")}</Tag> : <Tag>{i18n.t("catalog:common.inactive")}</Tag>;

/** "12 × 8 × 0.5 inch" */
export const dims = (r: Pick<ProductRow, "length" | "width" | "height" | "lengthUnit">) =>
  `${trim(r.length)} × ${trim(r.width)} × ${trim(r.height)} ${r.lengthUnit}`;
/** Measures are stored with 3 decimals: "12.500" shows as "12.5". */
export const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);
/** "14.4 kg (UPS-CM ÷5000)": the weight, the carrier rule it comes from and its divisor. */
export const dimWeightText = (d: DimWeightRow) => `${trim(d.weight)} ${d.unit} (${d.code} ÷${trim(d.divisor)})`;
/** The list shows each imperial divisor once ("0.288 lbs ÷139 · 0.241 lbs ÷166"): carriers share divisors. */
const distinctImperial = (r: ProductRow) =>
  [
    ...new Map(
      r.dimWeights.filter((d) => d.system === "in3/lb").map((d) => [trim(d.divisor), `${trim(d.weight)} ${d.unit} ÷${trim(d.divisor)}`]),
    ).values(),
  ].join(" · ");

export const productColumns: ColumnDef<ProductRow>[] = [
  {
    key: "sku",
    title: "catalog:common.sku",
    sortable: true,
    width: 170,
    fixed: "left",
    render: (r) => <Typography.Text strong>{r.sku}</Typography.Text>,
  },
  { key: "orgCode", title: "catalog:common.seller", sortable: true, width: 80 },
  { key: "nameZh", title: "catalog:common.nameZh", sortable: true, ellipsis: true, width: 200 },
  { key: "nameEn", title: "catalog:common.nameEn", sortable: true, ellipsis: true, width: 220 },
  {
    key: "isKit",
    title: "catalog:product.isKit",
    width: 70,
    render: (r) => (r.isKit ? <Tag color="purple">{i18n.t("catalog:product.kit")}</Tag> : null),
  },
  { key: "sizeTier", title: "catalog:product.sizeTier", kind: "dict", dictType: "sizeTiers", sortable: true, width: 130 },
  { key: "length", title: "catalog:product.dimensions", width: 170, render: dims },
  { key: "weight", title: "catalog:product.weight", sortable: true, width: 110, render: (r) => `${trim(r.weight)} ${r.weightUnit}` },
  { key: "dimWeights", title: "catalog:product.dimWeights", width: 150, hiddenByDefault: true, render: distinctImperial },
  { key: "declaredValue", title: "catalog:product.declaredValue", kind: "money", currency: (r) => r.currency, sortable: true, width: 120 },
  { key: "productLineName", title: "catalog:product.productLine", sortable: true, ellipsis: true, width: 150 },
  {
    key: "productType",
    title: "catalog:product.productType",
    kind: "dict",
    dictType: "productTypes",
    sortable: true,
    width: 100,
    hiddenByDefault: true,
  },
  {
    key: "originCountry",
    title: "catalog:product.originCountry",
    kind: "dict",
    dictType: "originCountries",
    sortable: true,
    width: 90,
    hiddenByDefault: true,
  },
  { key: "barcode", title: "catalog:product.barcode", width: 130, hiddenByDefault: true },
  { key: "hsCode", title: "catalog:product.hsCode", width: 110, hiddenByDefault: true },
  { key: "listingCount", title: "catalog:product.listings", kind: "number", sortable: true, width: 80 },
  { key: "active", title: "catalog:common.status", width: 80, render: (r) => activeTag(r.active) },
  { key: "updatedAt", title: "catalog:common.updatedAt", kind: "datetime", sortable: true, width: 150 },
];

const boolOptions = () => [
  { value: "true", label: "catalog:bool.true" },
  { value: "false", label: "catalog:bool.false" },
];

/** The filters every product list offers; `lines` are the caller's product lines (value = id). */
export function productFilters(lines: { value: string; label: string }[], sellers?: { value: string; label: string }[]): FilterDef[] {
  return [
    { field: "sku", label: "catalog:common.sku", kind: "text", width: 150 },
    { field: "name", label: "catalog:common.name", kind: "text", width: 160 },
    { field: "sizeTier", label: "catalog:product.sizeTier", kind: "dict", dictType: "sizeTiers", width: 160 },
    { field: "productLineId", label: "catalog:product.productLine", kind: "select", options: lines, width: 170 },
    { field: "productType", label: "catalog:product.productType", kind: "dict", dictType: "productTypes", width: 120 },
    { field: "isKit", label: "catalog:product.isKit", kind: "select", options: boolOptions(), width: 90 },
    { field: "active", label: "catalog:common.active", kind: "select", options: boolOptions(), width: 90 },
    ...(sellers && sellers.length > 1
      ? [{ field: "orgId", label: "catalog:common.seller", kind: "select" as const, options: sellers, width: 140 }]
      : []),
  ];
}

const multiline = (text: string) =>
  text ? <span style={{ whiteSpace: "pre-line", fontSize: 12 }}>{text}</span> : <Typography.Text type="secondary">—</Typography.Text>;

export const goodsColumns: ColumnDef<GoodsRow>[] = [
  {
    key: "sku",
    title: "catalog:common.sku",
    sortable: true,
    width: 170,
    fixed: "left",
    render: (r) => <Typography.Text strong>{r.sku}</Typography.Text>,
  },
  { key: "orgCode", title: "catalog:common.seller", sortable: true, width: 80 },
  { key: "nameZh", title: "catalog:common.nameZh", sortable: true, ellipsis: true, width: 200 },
  { key: "nameEn", title: "catalog:common.nameEn", sortable: true, ellipsis: true, width: 200, hiddenByDefault: true },
  { key: "productLineName", title: "catalog:product.productLine", sortable: true, ellipsis: true, width: 140 },
  { key: "sizeTier", title: "catalog:product.sizeTier", kind: "dict", dictType: "sizeTiers", sortable: true, width: 130 },
  { key: "listingCount", title: "catalog:goods.listingCount", kind: "number", sortable: true, width: 90 },
  { key: "listings", title: "catalog:goods.listings", width: 300, render: (r) => multiline(r.listings) },
  { key: "composition", title: "catalog:goods.composition", width: 240, render: (r) => multiline(r.composition) },
  { key: "usedInKitCount", title: "catalog:goods.usedInKitCount", kind: "number", sortable: true, width: 100 },
  { key: "declaredValue", title: "catalog:product.declaredValue", kind: "money", currency: (r) => r.currency, sortable: true, width: 120 },
  { key: "active", title: "catalog:common.status", width: 80, render: (r) => activeTag(r.active) },
];

const fulfilment = (r: SkuMapRow) => i18n.t(`catalog:skuMap.fulfilment.${r.fulfilmentChannel}`);

export const channelColumns: ColumnDef<SkuMapRow>[] = [
  {
    key: "channel",
    title: "catalog:common.channel",
    sortable: true,
    width: 140,
    fixed: "left",
    render: (r) => <Tag color="geekblue">{i18n.t(`catalog:channels.${r.channel}`)}</Tag>,
  },
  { key: "storeAccount", title: "catalog:common.storeAccount", sortable: true, width: 150 },
  { key: "siteName", title: "catalog:channel.site", sortable: true, width: 130 },
  { key: "asin", title: "catalog:skuMap.asin", sortable: true, width: 130 },
  { key: "listingSku", title: "catalog:skuMap.listingSku", sortable: true, width: 190 },
  { key: "listingTitle", title: "catalog:skuMap.listingTitle", ellipsis: true, width: 260 },
  { key: "sku", title: "catalog:common.sku", sortable: true, width: 170 },
  { key: "quantity", title: "catalog:skuMap.quantity", kind: "number", sortable: true, width: 90 },
  { key: "fulfilmentChannel", title: "catalog:skuMap.fulfilmentChannel", sortable: true, width: 130, render: fulfilment },
  { key: "active", title: "catalog:common.status", width: 80, render: (r) => activeTag(r.active) },
];

export function skuMapFilters(accounts: { value: string; label: string }[], withChannel = false): FilterDef[] {
  return [
    ...(withChannel
      ? [{ field: "channel", label: "catalog:common.channel", kind: "select" as const, options: channelOptions, width: 120 }]
      : []),
    { field: "storeAccountId", label: "catalog:common.storeAccount", kind: "select", options: accounts, width: 160 },
    { field: "listingSku", label: "catalog:skuMap.listingSku", kind: "text", width: 160 },
    { field: "asin", label: "catalog:skuMap.asin", kind: "text", width: 130 },
    { field: "sku", label: "catalog:common.sku", kind: "text", width: 150 },
    { field: "name", label: "catalog:common.name", kind: "text", width: 150 },
    { field: "active", label: "catalog:common.active", kind: "select", options: boolOptions(), width: 90 },
  ];
}

const channelOptions = ["amazon", "walmart", "ebay", "shopify", "temu", "tiktok", "wayfair", "other"].map((c) => ({
  value: c,
  label: `catalog:channels.${c}`,
}));

export const sizeTierTag = (tier: string) => <DictTag type="sizeTiers" value={tier} />;
