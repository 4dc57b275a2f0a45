/**
 * What the catalogue's lists show beyond their definitions (contracts `productResource`, `goodsResource`,
 * `channelListingView`): measure texts, the cells of their own and the filters whose options the screen loads.
 */
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { DimWeightRow, ProductRow } from "@entrepot/contracts";
import { i18n } from "../../lib/i18n";
import type { FilterDef } from "../../components/resource/types";

type Option = { value: string; label: string };

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

/** The product list's cells of their own: the SKU in bold, the measures with their units. */
export const productCells = {
  sku: (r: ProductRow) => <Typography.Text strong>{r.sku}</Typography.Text>,
  length: dims,
  weight: (r: ProductRow) => `${trim(r.weight)} ${r.weightUnit}`,
  dimWeights: distinctImperial,
};

/** A text of several lines (a product's listings, a kit's components), or a dash. */
export const multiline = (text: string) =>
  text ? <span style={{ whiteSpace: "pre-line", fontSize: 12 }}>{text}</span> : <Typography.Text type="secondary">—</Typography.Text>;

/**
 * The product filters no field of the goods' definition holds (the server filters the products behind them):
 * name, product line, product type, and the seller where the viewer sees several.
 */
export function productListFilters(lines: Option[], sellers: Option[]): FilterDef[] {
  return [
    { field: "name", label: "catalog:common.name", kind: "text", width: 160 },
    { field: "productLineId", label: "catalog:product.productLine", kind: "select", options: lines, width: 170 },
    { field: "productType", label: "catalog:product.productType", kind: "dict", dictType: "productTypes", width: 120 },
    ...(sellers.length > 1
      ? [{ field: "orgId", label: "catalog:common.seller", kind: "select" as const, options: sellers, width: 140 }]
      : []),
  ];
}

const channels = ["amazon", "walmart", "ebay", "shopify", "temu", "tiktok", "wayfair", "other"];
/** The sales channels a listing's store account may be on, for the channel filter. */
export const channelOptions = (): Option[] => channels.map((c) => ({ value: c, label: i18n.t(`catalog:channels.${c}`) }));
/** A channel as a tag in the reader's language. */
export const channelTag = (channel: string) => <Tag color="geekblue">{i18n.t(`catalog:channels.${channel}`)}</Tag>;
