import { z } from "zod";

/**
 * The work home page (issue 9): what the signed-in person works from, as figures that open their list
 * filtered. Each module declares its own tiles on the server (platform/home); this is what they answer.
 */
export const workTileGroups = ["inbound", "outbound", "orders", "returns", "stock"] as const;
export type WorkTileGroup = (typeof workTileGroups)[number];

export const workTile = z.object({
  /** Unique, `<module>.<what>`, e.g. `inbound.arrivingThisWeek`. */
  key: z.string(),
  group: z.enum(workTileGroups),
  label: z.object({ "zh-CN": z.string(), "en-US": z.string() }),
  count: z.number().int(),
  /** The list it counts, filtered as counted: a shell path with `search[OP_field]` params. */
  path: z.string(),
  /** "attention": a count above zero is work waiting (shown in colour). */
  tone: z.enum(["normal", "attention"]),
  /** What the count is: a number of rows, or a per cent (capacity used). */
  unit: z.enum(["count", "percent"]),
});
export type WorkTile = z.infer<typeof workTile>;

/** A figure that says more as a chart: stacked bars per category (e.g. stock per warehouse), linking to its report. */
export const workChart = z.object({
  key: z.string(),
  group: z.enum(workTileGroups),
  label: z.object({ "zh-CN": z.string(), "en-US": z.string() }),
  path: z.string(),
  categories: z.array(z.string()),
  series: z.array(
    z.object({ key: z.string(), label: z.object({ "zh-CN": z.string(), "en-US": z.string() }), values: z.array(z.number()) }),
  ),
});
export type WorkChart = z.infer<typeof workChart>;

export const workBoardReply = z.object({
  /** The day the counts speak of (UTC, YYYY-MM-DD): "today" in arrival and shipping tiles. */
  today: z.string(),
  tiles: z.array(workTile),
  charts: z.array(workChart),
});
export type WorkBoardReply = z.infer<typeof workBoardReply>;

export const workTileGroupLabels: Record<WorkTileGroup, { "zh-CN": string; "en-US": string }> = {
  inbound: { "zh-CN": "入库", "en-US": "Inbound" },
  outbound: { "zh-CN": "出库计划", "en-US": "Outbound plans" },
  orders: { "zh-CN": "一件代发订单", "en-US": "B2C orders" },
  returns: { "zh-CN": "退货", "en-US": "Returns" },
  stock: { "zh-CN": "库存", "en-US": "Stock" },
};
