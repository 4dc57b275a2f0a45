/** inventory/inventoryReport/unDeliverAnalysis: documents waiting to ship by days waiting and warehouse, as a chart and a list. */
import "../i18n";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type UnDeliverWaitRow, waitBuckets } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls, useChartRows } from "../api";
import { waitColumns, waitLabel } from "../descriptors";
import { ChartCard, seriesOption } from "./ChartCard";
import { useReportFilters } from "./useReportFilters";

const filters = [{ field: "warehouseCode", label: "inventory:common.warehouse", kind: "text" as const, width: 130 }];

export default function UnDeliverAnalysisPage() {
  const { t } = useTranslation("inventoryAnalysis");
  const query = useReportFilters();
  const rows = useChartRows<UnDeliverWaitRow>(analysisUrls.unDeliverWait.list, query).data?.rows;
  const option = useMemo(() => {
    if (!rows?.length) return undefined;
    const buckets = waitBuckets.map((b) => String(b.key));
    const codes = [...new Set(rows.map((r) => r.warehouseCode))].sort();
    const at = new Map(rows.map((r) => [`${r.warehouseCode}|${r.waitBucket}`, r.units]));
    return seriesOption(buckets, codes, (w, b) => at.get(`${w}|${b}`) ?? 0, {
      type: "bar",
      stack: true,
      yName: t("col.units"),
      labels: (b) => waitLabel(Number(b)),
    });
  }, [rows, t]);
  return (
    <StockList<UnDeliverWaitRow>
      tableId="inventory.unDeliverWait"
      ns="inventoryAnalysis"
      texts="unDeliverWait"
      urls={analysisUrls.unDeliverWait}
      columns={waitColumns}
      filters={() => filters}
      sort={{ field: "waitBucket", order: "asc" }}
      before={<ChartCard title={t("unDeliverWait.chart")} option={option} testId="undelivered-wait" />}
    />
  );
}
