import { statusTile } from "../../platform/home/work-tiles.js";
import { planScope } from "./plan.queries.js";
import { returnPlans } from "./schema.js";

/** Return plans on the work home page: the warehouse's returns to receive, the seller's returns on the way back. */
const plans = { table: returnPlans, scope: planScope, group: "returns" as const };
const operate = {
  ...plans,
  permission: "returns:plan:operate" as const,
  listPath: "/home/returnProcessing/returnPlanManage",
  tone: "attention" as const,
};
const status = (value: string) => ({ column: returnPlans.status, value });

export const returnsWorkTiles = [
  statusTile({
    ...operate,
    key: "returns.toReceive",
    label: { "zh-CN": "退货待收货", "en-US": "Returns to receive" },
    status: status("submitted"),
  }),
  statusTile({
    ...operate,
    key: "returns.receiving",
    label: { "zh-CN": "退货收货中", "en-US": "Returns being received" },
    status: status("receiving"),
  }),
  statusTile({
    ...plans,
    permission: "returns:plan:manage",
    listPath: "/home/returnProcessing/returnPlan",
    key: "returns.onTheWay",
    label: { "zh-CN": "退回途中", "en-US": "Returns on the way back" },
    status: status("submitted"),
  }),
];
