/**
 * stockControl/storageCapacityForecast: a warehouse's cubic metres used now and projected over the next 8
 * weeks, as an area chart with the capacity line, and the weeks as a table under it (.xlsx export).
 */
import "../i18n";
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { CapacityWarehouse } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../components/EChart";
import { PageHeading } from "../../../components/PageHeading";
import { forecastExportUrl, useForecast } from "../api";

type Week = CapacityWarehouse["weeks"][number];

function option(w: CapacityWarehouse, t: (k: string, o?: Record<string, unknown>) => string): ChartOption {
  const labels = [t("forecast.now"), ...w.weeks.map((x) => `${t("forecast.week", { n: x.week })}\n${x.start.slice(5)}`)];
  const projected = [w.usedM3, ...w.weeks.map((x) => x.projectedM3)].map(Number);
  const series: Record<string, unknown>[] = [
    {
      name: t("forecast.projected"),
      type: "line",
      areaStyle: { opacity: 0.25 },
      itemStyle: { color: "#1677ff" },
      data: projected,
    },
    {
      name: t("forecast.inbound"),
      type: "bar",
      barMaxWidth: 18,
      itemStyle: { color: "#52c41a" },
      data: [0, ...w.weeks.map((x) => Number(x.inboundM3))],
    },
  ];
  if (w.capacityM3 !== null)
    series.push({
      name: t("forecast.capacityLine"),
      type: "line",
      symbol: "none",
      lineStyle: { type: "dashed", width: 2 },
      itemStyle: { color: "#ff4d4f" },
      data: labels.map(() => Number(w.capacityM3)),
    });
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 24, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: labels },
    yAxis: { type: "value", name: "m³" },
    series,
  };
}

export default function ForecastPage() {
  const { t } = useTranslation("stockcontrol");
  const forecast = useForecast();
  const all = forecast.data?.warehouses ?? [];
  const [chosen, setChosen] = useState<number>();
  // the fullest warehouse first: what needs looking at
  const fullest = [...all].sort((a, b) => Number(b.usedPct ?? -1) - Number(a.usedPct ?? -1) || Number(b.usedM3) - Number(a.usedM3))[0];
  const w = all.find((x) => x.warehouseId === chosen) ?? fullest;
  const chart = useMemo(() => (w ? option(w, t) : undefined), [w, t]);
  const pct = (v: string | null) => (v === null ? "-" : `${v}%`);
  return (
    <div>
      <PageHeading title={t("forecast.title")} intro={t("forecast.intro")} />
      {!forecast.isLoading && !w ? (
        <Empty description={t("forecast.empty")} />
      ) : (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <Select
              style={{ width: 260 }}
              value={w?.warehouseId}
              onChange={setChosen}
              options={all.map((x) => ({ value: x.warehouseId, label: `${x.warehouseCode} · ${x.warehouseName}` }))}
              data-testid="forecast-warehouse"
            />
            <Button href={forecastExportUrl(w?.warehouseId)} data-testid="forecast-export">
              {t("forecast.export")}
            </Button>
          </Space>
          {w && (
            <>
              <Row gutter={16} style={{ marginBottom: 16 }}>
                <Col span={8}>
                  <Card size="small">
                    <Statistic
                      title={t("forecast.used")}
                      value={`${w.usedM3} m³`}
                      suffix={w.usedPct === null ? undefined : `(${w.usedPct}%)`}
                    />
                  </Card>
                </Col>
                <Col span={8}>
                  <Card size="small">
                    <Statistic
                      title={t("forecast.capacity")}
                      value={w.capacityM3 === null ? t("forecast.noCapacity") : `${w.capacityM3} m³`}
                    />
                  </Card>
                </Col>
                <Col span={8}>
                  <Card size="small">
                    <Statistic title={t("forecast.weeklyOut")} value={`${w.weeklyOutboundM3} m³`} />
                  </Card>
                </Col>
              </Row>
              <Card size="small" style={{ marginBottom: 16 }}>
                {chart && <EChart option={chart} testId="forecast-chart" />}
              </Card>
              <Table<Week>
                size="small"
                rowKey="week"
                pagination={false}
                loading={forecast.isFetching}
                dataSource={w.weeks}
                data-testid="forecast-table"
                columns={[
                  { key: "week", title: t("forecast.weekCol"), render: (_, r) => t("forecast.week", { n: r.week }), width: 90 },
                  { key: "period", title: t("forecast.period"), render: (_, r) => `${r.start} ~ ${r.end}`, width: 200 },
                  { key: "inbound", dataIndex: "inboundM3", title: t("forecast.inbound"), align: "right" },
                  { key: "outbound", dataIndex: "outboundM3", title: t("forecast.outbound"), align: "right" },
                  { key: "projected", dataIndex: "projectedM3", title: t("forecast.projected"), align: "right" },
                  { key: "pct", title: t("forecast.pct"), align: "right", render: (_, r) => pct(r.usedPct) },
                ]}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
