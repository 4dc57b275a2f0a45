/** inventory/inventoryReport/inWarehouseAnalysis: on hand per warehouse and day from the daily snapshots, as a chart and a list. */
import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { InWarehouseTrendRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls, useChartRows } from "../api";
import { trendColumns, trendFilters } from "../descriptors";
import { ChartCard, seriesOption } from "./ChartCard";
import { useReportFilters } from "./useReportFilters";

export default function InWarehouseAnalysisPage() {
  const { t } = useTranslation("inventoryAnalysis");
  const filters = useReportFilters("snapshotDate");
  const rows = useChartRows<InWarehouseTrendRow>(analysisUrls.inWarehouseTrend.list, filters).data?.rows;
  const option = useMemo(() => {
    if (!rows?.length) return undefined;
    const days = [...new Set(rows.map((r) => r.snapshotDate))].sort();
    const codes = [...new Set(rows.map((r) => r.warehouseCode))].sort();
    const at = new Map(rows.map((r) => [`${r.warehouseCode}|${r.snapshotDate}`, r.onHand]));
    return seriesOption(days, codes, (w, d) => at.get(`${w}|${d}`) ?? 0, {
      type: "line",
      yName: t("col.units"),
      labels: (d) => d.slice(5),
    });
  }, [rows, t]);
  return (
    <StockList<InWarehouseTrendRow>
      tableId="inventory.inWarehouseTrend"
      ns="inventoryAnalysis"
      texts="inWarehouseTrend"
      urls={analysisUrls.inWarehouseTrend}
      columns={trendColumns}
      filters={() => trendFilters}
      sort={{ field: "snapshotDate", order: "desc" }}
      before={<ChartCard title={t("inWarehouseTrend.chart")} option={option} testId="in-warehouse-trend" />}
    />
  );
}
