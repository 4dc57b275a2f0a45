import { and, between } from "drizzle-orm";
import { countRows, defineWorkTile, listPath, statusTile, type WorkDays } from "../../platform/home/work-tiles.js";
import { planScope, shelvingTimedOut } from "./plan.queries.js";
import { inboundPlans } from "./schema.js";
import { unsourcedScope } from "./unsourced/unsourced.queries.js";
import { unsourcedReceipts } from "./unsourced/unsourced.schema.js";

/** Inbound plans on the work home page: the warehouse's arrivals and receipts, the seller's drafts and goods on the way. */
const plans = { table: inboundPlans, scope: planScope, group: "inbound" as const };
const etaWithin = (to: keyof WorkDays) => (days: WorkDays) => ({
  where: between(inboundPlans.eta, days.today, days[to]),
  filters: { BETWEEN_eta: `${days.today},${days[to]}` },
});
const operate = { ...plans, permission: "inbound:plan:operate" as const, listPath: "/inbound/inboundPlanManger" };
const manage = { ...plans, permission: "inbound:plan:manage" as const, listPath: "/inbound/inboundPlan" };

const planTiles = [
  statusTile({
    ...operate,
    key: "inbound.arrivingToday",
    label: { "zh-CN": "今日预计到货", "en-US": "Due to arrive today" },
    status: { column: inboundPlans.status, value: "submitted" },
    more: etaWithin("today"),
  }),
  statusTile({
    ...operate,
    key: "inbound.arrivingThisWeek",
    label: { "zh-CN": "7 天内预计到货", "en-US": "Due in the next 7 days" },
    status: { column: inboundPlans.status, value: "submitted" },
    more: etaWithin("weekEnd"),
  }),
  statusTile({
    ...operate,
    key: "inbound.toReceive",
    label: { "zh-CN": "已到货待收货", "en-US": "Arrived, to receive" },
    tone: "attention",
    status: { column: inboundPlans.status, value: "arrived" },
  }),
  statusTile({
    ...operate,
    key: "inbound.receiving",
    label: { "zh-CN": "收货中 / 待上架", "en-US": "Receiving / to put away" },
    tone: "attention",
    status: { column: inboundPlans.status, value: "receiving" },
  }),
  defineWorkTile({
    key: "inbound.shelvingTimedOut",
    group: "inbound",
    label: { "zh-CN": "上架超时", "en-US": "Shelving timed out" },
    permission: operate.permission,
    tone: "attention",
    count: (db, actor) => countRows(db, inboundPlans, and(shelvingTimedOut, planScope(actor))),
    path: () => listPath(operate.listPath, { EQ_shelvingTimedOut: "true" }),
  }),
  statusTile({
    ...manage,
    key: "inbound.drafts",
    label: { "zh-CN": "入库计划草稿", "en-US": "Inbound plan drafts" },
    status: { column: inboundPlans.status, value: "draft" },
  }),
  statusTile({
    ...manage,
    key: "inbound.onTheWay",
    label: { "zh-CN": "在途入库计划", "en-US": "Inbound plans on the way" },
    status: { column: inboundPlans.status, value: "submitted" },
  }),
];

/** Unsourced parcels: the warehouse's claims to confirm and parcels nobody has claimed; the seller's parcels it may claim. */
const parcels = { table: unsourcedReceipts, scope: unsourcedScope, group: "inbound" as const };
const parcelTiles = [
  statusTile({
    ...parcels,
    permission: "inbound:unsourced:operate",
    listPath: "/unsourced/manage/order",
    key: "inbound.unsourcedClaims",
    label: { "zh-CN": "无来源包裹认领待确认", "en-US": "Parcel claims to confirm" },
    tone: "attention",
    status: { column: unsourcedReceipts.status, value: "claimRequested" },
  }),
  statusTile({
    ...parcels,
    permission: "inbound:unsourced:operate",
    listPath: "/unsourced/manage/order",
    key: "inbound.unsourcedUnclaimed",
    label: { "zh-CN": "无来源包裹待认领", "en-US": "Unclaimed parcels" },
    status: { column: unsourcedReceipts.status, value: "received" },
  }),
  statusTile({
    ...parcels,
    permission: "inbound:unsourced:claim",
    listPath: "/unsourced/order",
    key: "inbound.unsourcedToClaim",
    label: { "zh-CN": "仓库待认领包裹", "en-US": "Parcels waiting for their owner" },
    status: { column: unsourcedReceipts.status, value: "received" },
  }),
];

export const inboundWorkTiles = [...planTiles, ...parcelTiles];
