import { statusTile } from "../../platform/home/work-tiles.js";
import { planScope } from "./plan.queries.js";
import { processScope } from "./process.service.js";
import { returnPlans, returnProcesses } from "./schema.js";

/**
 * Returns on the work home page: the warehouse's returns to receive and the damaged units it holds until their
 * seller decides (keep, restock, destroy), the seller's returns on the way back.
 */
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
    table: returnProcesses,
    scope: processScope,
    group: "returns",
    permission: "returns:plan:operate",
    listPath: "/home/returnProcessing/returnProcessList",
    tone: "attention",
    key: "returns.damagedUndecided",
    label: { "zh-CN": "不良退货待决定", "en-US": "Damaged returns awaiting a decision" },
    status: { column: returnProcesses.status, value: "pending" },
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
