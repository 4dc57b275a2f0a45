import { statusTile } from "../../platform/home/work-tiles.js";
import { planScope } from "./plan.queries.js";
import { outboundPlans } from "./schema.js";

/** Outbound plans on the work home page: the warehouse's picking, packing and shipping queues, the seller's drafts. */
const operate = {
  table: outboundPlans,
  scope: planScope,
  group: "outbound" as const,
  permission: "outbound:plan:operate" as const,
  listPath: "/outbound/outboundPlanManger",
  tone: "attention" as const,
};
const status = (value: string) => ({ column: outboundPlans.status, value });

export const outboundWorkTiles = [
  statusTile({ ...operate, key: "outbound.toPick", label: { "zh-CN": "待拣货", "en-US": "To pick" }, status: status("submitted") }),
  statusTile({
    ...operate,
    key: "outbound.picking",
    label: { "zh-CN": "拣货中(待打包)", "en-US": "Picking (to pack)" },
    status: status("picking"),
  }),
  statusTile({
    ...operate,
    key: "outbound.toShip",
    label: { "zh-CN": "已打包待发运", "en-US": "Packed, to ship" },
    status: status("packed"),
  }),
  statusTile({
    table: outboundPlans,
    scope: planScope,
    group: "outbound",
    permission: "outbound:plan:manage",
    listPath: "/outbound/outboundPlan",
    key: "outbound.drafts",
    label: { "zh-CN": "出库计划草稿", "en-US": "Outbound plan drafts" },
    status: status("draft"),
  }),
];
