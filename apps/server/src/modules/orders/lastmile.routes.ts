import type { FastifyInstance } from "fastify";
import { lastMileRow, type LastMileRow } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { type ExportColumn, labelOf } from "../../platform/http/export.js";
import { registerList } from "../../platform/http/list-routes.js";
import { lastMileListSpec } from "./lastmile.queries.js";

const h = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
const columns: ExportColumn<LastMileRow>[] = [
  { key: "shippedAt", header: h("发货时间", "Shipped"), width: 20, kind: "timestamp" },
  { key: "orgCode", header: h("卖家", "Seller"), width: 10 },
  { key: "warehouseCode", header: h("仓库", "Warehouse"), width: 12 },
  { key: "orderNo", header: h("订单号", "Order"), width: 20 },
  { key: "referenceNo", header: h("参考号", "Reference"), width: 20 },
  { key: "carrierServiceCode", header: h("物流渠道", "Carrier service"), width: 16 },
  { key: "trackingNo", header: h("跟踪号", "Tracking"), width: 22 },
  { key: "sku", header: h("SKU", "SKU"), width: 22 },
  { key: "quantity", header: h("数量", "Quantity"), width: 8, kind: "integer" },
  { key: "weight", header: h("包裹重量", "Parcel weight"), width: 12, kind: "number" },
  { key: "weightUnit", header: h("重量单位", "Weight unit"), width: 8 },
  { key: "length", header: h("长", "Length"), width: 8, kind: "number" },
  { key: "width", header: h("宽", "Width"), width: 8, kind: "number" },
  { key: "height", header: h("高", "Height"), width: 8, kind: "number" },
  { key: "lengthUnit", header: h("尺寸单位", "Length unit"), width: 8 },
  { key: "country", header: h("国家", "Country"), width: 8 },
  {
    key: "feeStatus",
    header: h("尾程费用", "Last-mile fee"),
    width: 16,
    format: labelOf({ waiting: h("等待计费", "Waiting for billing") }),
  },
];

/** inventory/skuLastMileFeeReport's list and export (the orders module owns the orders it reads). */
export function registerLastMileRoutes(app: FastifyInstance, database: Database): void {
  registerList(app, database, {
    list: "GET /api/orders/skuLastMileFee/list",
    spec: false,
    exportPath: "/api/orders/skuLastMileFee/export",
    access: "inventory:stock:read",
    summary:
      "Shipped B2C order lines per SKU that billing will rate for the last mile: order, carrier service, parcel, ship date (fee: waiting for billing)",
    row: lastMileRow,
    listSpec: lastMileListSpec,
    columns,
    filename: "sku-last-mile",
    sheet: h("SKU 尾程费用", "SKU last-mile fees"),
  });
}
