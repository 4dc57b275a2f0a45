import type { FastifyInstance } from "fastify";
import { capacityForecastQuery, capacityForecastReply, errorBody } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { type ExportColumn, sendXlsx } from "../../platform/http/export.js";
import { defineRoute } from "../../platform/http/routes.js";
import { capacityForecast } from "./forecast.service.js";

type WeekRow = {
  warehouseCode: string;
  capacityM3: string | null;
  week: number;
  start: string;
  end: string;
  inboundM3: string;
  outboundM3: string;
  projectedM3: string;
  usedPct: string | null;
};
const col = (key: keyof WeekRow, zh: string, en: string, width: number, kind?: ExportColumn<WeekRow>["kind"]): ExportColumn<WeekRow> => ({
  key,
  header: { "zh-CN": zh, "en-US": en },
  width,
  kind,
});
const columns = [
  col("warehouseCode", "仓库", "Warehouse", 12),
  col("week", "周", "Week", 6, "integer"),
  col("start", "开始日期", "From", 12, "date"),
  col("end", "结束日期", "To", 12, "date"),
  col("inboundM3", "入库(m³)", "Inbound (m³)", 14, "number"),
  col("outboundM3", "出库(m³)", "Outbound (m³)", 14, "number"),
  col("projectedM3", "预计占用(m³)", "Projected (m³)", 16, "number"),
  col("capacityM3", "库容(m³)", "Capacity (m³)", 14, "number"),
  col("usedPct", "占用率(%)", "Used (%)", 12, "number"),
];

/** stockControl/storageCapacityForecast: the forecast per warehouse, and its weeks as an .xlsx. */
export function registerForecastRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  defineRoute(app, "GET", "/api/stockcontrol/capacity/forecast", {
    access: "stockcontrol:capacity:read",
    schema: {
      summary:
        "Storage capacity forecast: per warehouse the cubic metres used now and the next 8 weeks (inbound by ETA, average outbound), against capacity",
      tags: ["stockcontrol"],
      querystring: capacityForecastQuery,
      response: { 200: capacityForecastReply, 400: errorBody, 404: errorBody },
    },
    handler: async (req) => capacityForecast(db, req.actor!, req.query.warehouseId),
  });
  defineRoute(app, "GET", "/api/stockcontrol/capacity/export", {
    access: "stockcontrol:capacity:read",
    schema: {
      summary: "The storage capacity forecast's weeks as .xlsx (one row per warehouse and week; week 0 is now)",
      tags: ["exports"],
      querystring: capacityForecastQuery,
      response: { 400: errorBody, 404: errorBody },
    },
    handler: async (req, reply) => {
      const data = await capacityForecast(db, req.actor!, req.query.warehouseId);
      const rows: WeekRow[] = data.warehouses.flatMap((w) => [
        {
          warehouseCode: w.warehouseCode,
          capacityM3: w.capacityM3,
          week: 0,
          start: data.today,
          end: data.today,
          inboundM3: "0.000",
          outboundM3: "0.000",
          projectedM3: w.usedM3,
          usedPct: w.usedPct,
        },
        ...w.weeks.map((x) => ({ warehouseCode: w.warehouseCode, capacityM3: w.capacityM3, ...x })),
      ]);
      return sendXlsx(reply, {
        filename: "storage-capacity-forecast",
        sheet: { "zh-CN": "库容预测", "en-US": "Capacity forecast" },
        columns,
        pages: (async function* () {
          yield rows;
        })(),
        locale: req.locale,
        timeZone: "UTC",
      });
    },
  });
}
