/** inventory/inventoryReport/onOrderAnalysis: units arriving by ETA week and warehouse, as a chart and a list. */
import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { OnOrderWeekRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls, useChartRows } from "../api";
import { onOrderWeekColumns, weekFilters } from "../descriptors";
import { ChartCard, seriesOption } from "./ChartCard";
import { useReportFilters } from "./useReportFilters";

export default function OnOrderAnalysisPage() {
  const { t } = useTranslation("inventoryAnalysis");
  const filters = useReportFilters();
  const rows = useChartRows<OnOrderWeekRow>(analysisUrls.onOrderWeek.list, filters).data?.rows;
  const option = useMemo(() => {
    if (!rows?.length) return undefined;
    // plans without an ETA come last
    const weeks = [...new Set(rows.map((r) => r.week))].sort((a, b) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)));
    const codes = [...new Set(rows.map((r) => r.warehouseCode))].sort();
    const at = new Map(rows.map((r) => [`${r.warehouseCode}|${r.week}`, r.units]));
    return seriesOption(weeks, codes, (w, k) => at.get(`${w}|${k}`) ?? 0, {
      type: "bar",
      stack: true,
      yName: t("col.units"),
      labels: (w) => (w === "" ? t("onOrderWeek.noEta") : w.slice(5)),
    });
  }, [rows, t]);
  return (
    <StockList<OnOrderWeekRow>
      tableId="inventory.onOrderWeek"
      ns="inventoryAnalysis"
      texts="onOrderWeek"
      urls={analysisUrls.onOrderWeek}
      columns={onOrderWeekColumns}
      filters={() => weekFilters}
      sort={{ field: "week", order: "asc" }}
      before={<ChartCard title={t("onOrderWeek.chart")} option={option} testId="on-order-weeks" />}
    />
  );
}
