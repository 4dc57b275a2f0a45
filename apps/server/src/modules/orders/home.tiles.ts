import { and } from "drizzle-orm";
import { countRows, defineWorkTile, listPath, statusTile } from "../../platform/home/work-tiles.js";
import { dueBeforeCutoff, orderScope } from "./order.queries.js";
import { b2cOrders } from "./schema.js";

/** B2C orders on the work home page: the warehouse's queues before shipping, the seller's drafts and orders awaiting shipment. */
const orders = { table: b2cOrders, scope: orderScope, group: "orders" as const };
const operate = { ...orders, permission: "orders:order:operate" as const, listPath: "/orders/b2cOrdersManage", tone: "attention" as const };
const manage = { ...orders, permission: "orders:order:manage" as const, listPath: "/orders/b2cOrders" };
const status = (value: string) => ({ column: b2cOrders.status, value });

export const ordersWorkTiles = [
  statusTile({
    ...operate,
    key: "orders.toPick",
    label: { "zh-CN": "订单待拣货", "en-US": "Orders to pick" },
    status: status("submitted"),
  }),
  statusTile({ ...operate, key: "orders.toPack", label: { "zh-CN": "订单待打包", "en-US": "Orders to pack" }, status: status("picked") }),
  statusTile({ ...operate, key: "orders.toShip", label: { "zh-CN": "订单待发货", "en-US": "Orders to ship" }, status: status("packed") }),
  defineWorkTile({
    key: "orders.dueBeforeCutoff",
    group: "orders",
    label: { "zh-CN": "今日截单前须发出", "en-US": "To ship before today's cut-off" },
    permission: operate.permission,
    tone: "attention",
    count: (db, actor) => countRows(db, b2cOrders, and(dueBeforeCutoff, orderScope(actor))),
    path: () => listPath(operate.listPath, { EQ_dueBeforeCutoff: "true" }),
  }),
  statusTile({ ...manage, key: "orders.drafts", label: { "zh-CN": "订单草稿", "en-US": "Order drafts" }, status: status("draft") }),
  statusTile({
    ...manage,
    key: "orders.awaiting",
    label: { "zh-CN": "已提交待仓库处理", "en-US": "Submitted, awaiting the warehouse" },
    status: status("submitted"),
  }),
];
