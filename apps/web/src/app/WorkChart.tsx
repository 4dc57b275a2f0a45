/**
 * A chart of the work home page (stacked bars per category, e.g. stock per warehouse), linking to its
 * report. Its own chunk: the shell loads ECharts only when the board has a chart to draw.
 */
import Card from "antd/es/card";
import { Link } from "react-router";
import type { WorkChart as Chart } from "@entrepot/contracts";
import { EChart } from "../components/EChart";
import { currentLocale } from "../lib/i18n";

const palette = ["#52c41a", "#ff4d4f", "#1677ff", "#faad14", "#722ed1"];

export default function WorkChart({ chart }: { chart: Chart }) {
  const locale = currentLocale();
  return (
    <Card
      size="small"
      title={<Link to={chart.path}>{chart.label[locale]}</Link>}
      style={{ width: 420 }}
      data-testid={`work-chart-${chart.key}`}
    >
      <EChart
        height={220}
        option={{
          tooltip: { trigger: "axis" },
          legend: { top: 0 },
          grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
          xAxis: { type: "category", data: chart.categories },
          yAxis: { type: "value", minInterval: 1 },
          series: chart.series.map((s, i) => ({
            name: s.label[locale],
            type: "bar",
            stack: "all",
            barMaxWidth: 36,
            itemStyle: { color: palette[i % palette.length] },
            data: s.values,
          })),
        }}
      />
    </Card>
  );
}
