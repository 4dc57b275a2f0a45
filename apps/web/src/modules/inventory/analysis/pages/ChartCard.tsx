/** A report's chart above its list: drawn from the same filtered rows; nothing when there are none (the list says why). */
import Card from "antd/es/card";
import { EChart, type ChartOption } from "../../../../components/EChart";

export function ChartCard({ title, option, testId }: { title: string; option: ChartOption | undefined; testId: string }) {
  if (!option) return null;
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <EChart option={option} height={280} testId={testId} />
    </Card>
  );
}

/** A bar or line per series over categories: `value(series, category)`. */
export function seriesOption(
  categories: string[],
  series: string[],
  value: (series: string, category: string) => number,
  opts: { type: "bar" | "line"; stack?: boolean; yName: string; labels?: (c: string) => string },
): ChartOption {
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: categories.map(opts.labels ?? ((c) => c)) },
    yAxis: { type: "value", name: opts.yName, minInterval: 1 },
    series: series.map((s) => ({
      name: s,
      type: opts.type,
      ...(opts.stack ? { stack: "total" } : {}),
      ...(opts.type === "line" ? { smooth: true, showSymbol: categories.length <= 31 } : {}),
      data: categories.map((c) => value(s, c)),
    })),
  };
}
