/** outbound/outboundPlanBulletinBoard: outbound plans by warehouse and status, and created / shipped per day, as charts. */
import "../i18n";
import { useMemo, useState } from "react";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import { useTranslation } from "react-i18next";
import { type Locale, outboundStatuses, outboundStatusLabels, type OutboundBoardReply } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../components/EChart";
import { PageHeading } from "../../../components/PageHeading";
import { useBoard } from "../api";

const palette: Record<string, string> = {
  draft: "#bfbfbf",
  submitted: "#1677ff",
  picking: "#faad14",
  packed: "#fa8c16",
  shipped: "#52c41a",
  completed: "#237804",
  cancelled: "#ff4d4f",
};

function statusOption(data: OutboundBoardReply, locale: Locale, t: (k: string) => string): ChartOption {
  const codes = [...new Set(data.byStatus.map((r) => r.warehouseCode))];
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: codes },
    yAxis: { type: "value", name: t("board.plans"), minInterval: 1 },
    series: outboundStatuses.map((s) => ({
      name: outboundStatusLabels[s][locale],
      type: "bar",
      stack: "plans",
      itemStyle: { color: palette[s] },
      data: codes.map((c) => data.byStatus.find((r) => r.warehouseCode === c && r.status === s)?.plans ?? 0),
    })),
  };
}

function dayOption(data: OutboundBoardReply, t: (k: string) => string): ChartOption {
  const days: string[] = [];
  for (let d = new Date(`${data.from}T00:00:00Z`); d.toISOString().slice(0, 10) <= data.to; d = new Date(d.getTime() + 86_400_000))
    days.push(d.toISOString().slice(0, 10));
  const sum = (day: string, k: "created" | "shipped" | "unitsShipped") =>
    data.byDay.filter((r) => r.day === day).reduce((n, r) => n + r[k], 0);
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 40, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: days.map((d) => d.slice(5)) },
    yAxis: [
      { type: "value", name: t("board.plans"), minInterval: 1 },
      { type: "value", name: t("board.units"), minInterval: 1 },
    ],
    series: [
      { name: t("board.created"), type: "bar", itemStyle: { color: "#1677ff" }, data: days.map((d) => sum(d, "created")) },
      { name: t("board.shipped"), type: "bar", itemStyle: { color: "#52c41a" }, data: days.map((d) => sum(d, "shipped")) },
      {
        name: t("board.unitsShipped"),
        type: "line",
        yAxisIndex: 1,
        smooth: true,
        itemStyle: { color: "#fa8c16" },
        data: days.map((d) => sum(d, "unitsShipped")),
      },
    ],
  };
}

export default function BoardPage() {
  const { t, i18n } = useTranslation("outbound");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const [days, setDays] = useState(30);
  const [warehouseId, setWarehouseId] = useState<number>();
  const board = useBoard(days, warehouseId);
  const all = useBoard(days).data;
  const data = board.data;
  const warehouses = [...new Map((all?.byStatus ?? []).map((r) => [r.warehouseId, r.warehouseCode])).entries()];
  const total = (pred: (s: string) => boolean) => (data?.byStatus ?? []).filter((r) => pred(r.status)).reduce((n, r) => n + r.plans, 0);
  const open = (s: string) => ["submitted", "picking", "packed"].includes(s);
  const statusChart = useMemo(() => (data ? statusOption(data, locale, t) : undefined), [data, locale, t]);
  const dayChart = useMemo(() => (data ? dayOption(data, t) : undefined), [data, t]);
  return (
    <div>
      <PageHeading title={t("board.title")} intro={t("board.intro")} />
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          style={{ width: 200 }}
          value={warehouseId ?? 0}
          onChange={(v) => setWarehouseId(v || undefined)}
          options={[{ value: 0, label: t("board.allWarehouses") }, ...warehouses.map(([id, code]) => ({ value: id, label: code }))]}
        />
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={[7, 30, 90].map((n) => ({ value: n, label: t("board.days", { n }) }))}
        />
      </Space>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {[
          ["board.open", open],
          [outboundStatusLabels.draft, (s: string) => s === "draft"],
          [outboundStatusLabels.shipped, (s: string) => s === "shipped" || s === "completed"],
          [outboundStatusLabels.cancelled, (s: string) => s === "cancelled"],
        ].map(([label, pred], i) => (
          <Col span={6} key={i}>
            <Card size="small">
              <Statistic
                title={typeof label === "string" ? t(label) : (label as Record<Locale, string>)[locale]}
                value={total(pred as (s: string) => boolean)}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {data && data.byStatus.length === 0 ? (
        <Empty description={t("board.empty")} />
      ) : (
        <Row gutter={16}>
          <Col span={10}>
            <Card size="small" title={t("board.byStatus")}>
              {statusChart && <EChart option={statusChart} testId="board-status" />}
            </Card>
          </Col>
          <Col span={14}>
            <Card size="small" title={t("board.byDay")}>
              {dayChart && <EChart option={dayChart} testId="board-days" />}
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
