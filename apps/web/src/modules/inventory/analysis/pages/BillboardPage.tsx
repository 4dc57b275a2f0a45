/** inventory/inventoryReport/inventoryBillboard: stock by warehouse and type, 30-day trend, ages, top SKUs by units out. */
import "../i18n";
import { useMemo, useState } from "react";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Statistic from "antd/es/statistic";
import { useTranslation } from "react-i18next";
import type { BillboardReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { PageHeading } from "../../../../components/PageHeading";
import { useBillboard } from "../api";
import { seriesOption } from "./ChartCard";

type T = (k: string, o?: Record<string, unknown>) => string;

function charts(data: BillboardReply, t: T): Record<"warehouses" | "trend" | "ages" | "top", ChartOption> {
  const codes = [...new Set(data.byWarehouse.map((r) => r.warehouseCode))];
  const types = [
    { type: 0, name: t("board.normal") },
    { type: 1, name: t("board.unsellable") },
  ];
  const onHand = (name: string, code: string) =>
    data.byWarehouse.find((r) => r.warehouseCode === code && r.inventoryType === types.find((x) => x.name === name)!.type)?.onHand ?? 0;
  const ageLabel = (key: string) => t("board.days", { range: key.replace("age", "").replace("to", "-").replace("Over365", "365+") });
  return {
    warehouses: seriesOption(
      codes,
      types.map((x) => x.name),
      onHand,
      { type: "bar", stack: true, yName: t("board.units") },
    ),
    trend: seriesOption(
      data.trend.map((d) => d.day),
      [t("board.onHand"), t("board.available")],
      (s, day) => {
        const d = data.trend.find((x) => x.day === day)!;
        return s === t("board.onHand") ? d.onHand : d.available;
      },
      { type: "line", yName: t("board.units"), labels: (d) => d.slice(5) },
    ),
    ages: seriesOption(
      data.ages.map((a) => a.bucket),
      [t("board.units")],
      (_, b) => data.ages.find((a) => a.bucket === b)!.units,
      { type: "bar", yName: t("board.units"), labels: ageLabel },
    ),
    top: {
      tooltip: { trigger: "axis" },
      grid: { left: 16, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: "value", minInterval: 1 },
      yAxis: { type: "category", inverse: true, data: data.topOut.map((r) => r.sku) },
      series: [{ name: t("board.out30"), type: "bar", itemStyle: { color: "#52c41a" }, data: data.topOut.map((r) => r.units) }],
    },
  };
}

export default function BillboardPage() {
  const { t } = useTranslation("inventoryAnalysis");
  const [warehouseId, setWarehouseId] = useState<number>();
  const all = useBillboard().data;
  const data = useBillboard(warehouseId).data;
  const warehouses = [...new Map((all?.byWarehouse ?? []).map((r) => [r.warehouseId, r.warehouseCode])).entries()];
  const option = useMemo(() => (data ? charts(data, t) : undefined), [data, t]);
  const figures = data
    ? ([
        ["skus", data.totals.skus],
        ["onHand", data.totals.onHand],
        ["available", data.totals.available],
        ["inTransit", data.totals.inTransit],
        ["reserved", data.totals.reserved],
        ["out30", data.totals.out30],
        ["volume", Number(data.totals.volumeM3).toFixed(2)],
      ] as const)
    : [];
  const card = (title: string, key: keyof NonNullable<typeof option>, testId: string, span = 12) => (
    <Col span={span}>
      <Card size="small" title={title} style={{ marginBottom: 16 }}>
        {option && <EChart option={option[key]} height={260} testId={testId} />}
      </Card>
    </Col>
  );
  return (
    <div>
      <PageHeading title={t("board.title")} intro={t("board.intro")} />
      <Select
        style={{ width: 200, marginBottom: 16 }}
        value={warehouseId ?? 0}
        onChange={(v) => setWarehouseId(v || undefined)}
        options={[{ value: 0, label: t("board.allWarehouses") }, ...warehouses.map(([id, code]) => ({ value: id, label: code }))]}
        data-testid="billboard-warehouse"
      />
      <Row gutter={12} style={{ marginBottom: 16 }}>
        {figures.map(([k, v]) => (
          <Col flex="1 1 0" key={k} data-testid={`billboard-${k}`}>
            <Card size="small">
              <Statistic title={t(`board.${k}`)} value={v} valueStyle={{ fontSize: 20 }} />
            </Card>
          </Col>
        ))}
      </Row>
      {data && data.byWarehouse.length === 0 ? (
        <Empty description={t("board.empty")} />
      ) : (
        <Row gutter={16}>
          {card(t("board.byWarehouse"), "warehouses", "billboard-warehouses")}
          {card(t("board.trend"), "trend", "billboard-trend")}
          {card(t("board.ages"), "ages", "billboard-ages")}
          {card(t("board.topOut"), "top", "billboard-top")}
        </Row>
      )}
    </div>
  );
}
