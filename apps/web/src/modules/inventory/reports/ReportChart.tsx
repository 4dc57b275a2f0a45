/**
 * A report's chart: the report's `/chart` call with the list's current filters (the URL's `search[...]`), drawn as
 * stacked bars per category (a warehouse). Either each summed figure is a series (the age buckets), or the second
 * grouping field is (a reserve or transport source, each named from its code table).
 */
import { useMemo } from "react";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Spin from "antd/es/spin";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ReportChartReply } from "@entrepot/contracts";
import { api } from "../../../lib/api";
import { useDictionary } from "../../../components/dictionary";
import { EChart, type ChartOption } from "../../../components/EChart";
import { useListState } from "../../../components/resource/listState";

type Group = ReportChartReply["groups"][number];
export interface Series {
  name: string;
  color?: string;
  value: (g: Group) => number;
}

export type ChartSpec =
  /**
   * One series per summed figure (e.g. the six age buckets), categories from the first grouping field; stacked,
   * unless the figures are not parts of one whole (start against end on hand): then side by side.
   */
  | { kind: "sums"; by: string; series: Series[]; sideBySide?: boolean }
  /** One series per value of the second grouping field (named from its code table, coloured by `colors` when given), summing `sum`. */
  | { kind: "split"; by: [string, string]; dictType: string; sum: string; colors?: Record<string, string> };

const palette = ["#52c41a", "#a0d911", "#fadb14", "#fa8c16", "#fa541c", "#cf1322", "#1677ff", "#722ed1"];

function stacked(
  categories: string[],
  series: { name: string; color?: string; data: number[] }[],
  units: string,
  sideBySide = false,
): ChartOption {
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: categories },
    yAxis: { type: "value", name: units, minInterval: 1 },
    series: series.map((s, i) => ({
      name: s.name,
      type: "bar",
      stack: sideBySide ? undefined : "all",
      barMaxWidth: sideBySide ? 32 : 56,
      itemStyle: { color: s.color ?? palette[i % palette.length] },
      data: s.data,
    })),
  };
}

export function ReportChart(p: { url: string; spec: ChartSpec; title: string; fixedQuery?: Record<string, string>; testId: string }) {
  const { t } = useTranslation("invreports");
  const { state } = useListState();
  const dict = useDictionary(p.spec.kind === "split" ? p.spec.dictType : undefined);
  const by = p.spec.kind === "sums" ? p.spec.by : p.spec.by.join(",");
  const query = { ...state.filters, ...p.fixedQuery, by };
  const chart = useQuery({
    queryKey: ["report-chart", p.url, query],
    queryFn: ({ signal }) => api.get<ReportChartReply>(p.url, query, signal),
  });
  const groups = chart.data?.groups;
  const option = useMemo(() => {
    if (!groups?.length) return undefined;
    const categories = [...new Set(groups.map((g) => g.keys[0]!))];
    const spec = p.spec;
    if (spec.kind === "sums")
      return stacked(
        categories,
        spec.series.map((s) => ({
          name: s.name,
          color: s.color,
          data: categories.map((c) => groups.filter((g) => g.keys[0] === c).reduce((n, g) => n + s.value(g), 0)),
        })),
        t("chart.units"),
        spec.sideBySide,
      );
    const codes = [...new Set(groups.map((g) => g.keys[1]!))];
    return stacked(
      categories,
      codes.map((code) => ({
        name: dict.byValue.get(code)?.label ?? code,
        color: spec.colors?.[code],
        data: categories.map((c) => groups.find((g) => g.keys[0] === c && g.keys[1] === code)?.values[spec.sum] ?? 0),
      })),
      t("chart.units"),
    );
  }, [groups, p.spec, dict.byValue, t]);
  return (
    <Card size="small" title={p.title} style={{ marginBottom: 16 }} data-testid={p.testId}>
      {chart.isLoading ? (
        <Spin tip={t("chart.loading")}>
          <div style={{ height: 260 }} />
        </Spin>
      ) : option ? (
        <EChart option={option} height={260} testId={`${p.testId}-canvas`} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chart.empty")} />
      )}
    </Card>
  );
}
