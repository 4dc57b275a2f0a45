/**
 * A chart (Apache ECharts 6, from `echarts/core` with only the pieces dashboards use: bars, lines, pies,
 * heat maps with their visual map, grid, tooltip, legend, canvas). Takes an ECharts option; resizes with its box. Imported by dashboard
 * pages only, so the library lands in their chunks, never in the shell's.
 */
import { useEffect, useRef } from "react";
import { BarChart, HeatmapChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

export function EChart({ option, height = 320, testId }: { option: ChartOption; height?: number; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);
  useEffect(() => {
    if (!box.current) return;
    const c = echarts.init(box.current);
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    // animation off: the figures are read, not watched (and screenshots show the final chart)
    chart.current?.setOption({ animation: false, ...option }, { notMerge: true });
  }, [option]);
  return <div ref={box} style={{ width: "100%", height }} data-testid={testId} />;
}
