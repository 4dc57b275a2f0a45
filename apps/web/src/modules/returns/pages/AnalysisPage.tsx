/**
 * home/operate/returnAnalysis: per SKU over a period, units shipped and returned (good / damaged) and the
 * return rate, as a chart and a table; the return plans' units by reason as bars.
 */
import "../i18n";
import { useMemo, useState } from "react";
import Card from "antd/es/card";
import Col from "antd/es/col";
import DatePicker from "antd/es/date-picker";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { type Locale, type ReturnAnalysisReply, returnReasonLabels } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { EChart, type ChartOption } from "../../../components/EChart";
import { PageHeading } from "../../../components/PageHeading";
import { useCatalogOptions } from "../../catalog";
import { useAnalysis } from "../api";

type SkuRow = ReturnAnalysisReply["bySku"][number];
const pct = (rate: string | null) => (rate === null ? "-" : `${(Number(rate) * 100).toFixed(1)}%`);

/** The SKUs with the most returns: returned units stacked good / damaged, the rate as a line on its own axis. */
function skuOption(rows: SkuRow[], t: (k: string) => string): ChartOption {
  const top = [...rows].sort((a, b) => b.returned - a.returned || b.shipped - a.shipped).slice(0, 15);
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 50, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: top.map((r) => r.sku), axisLabel: { rotate: 30 } },
    yAxis: [
      { type: "value", name: t("analysis.returned"), minInterval: 1 },
      { type: "value", name: t("analysis.rate"), axisLabel: { formatter: "{value}%" } },
    ],
    series: [
      { name: t("analysis.good"), type: "bar", stack: "ret", itemStyle: { color: "#52c41a" }, data: top.map((r) => r.good) },
      { name: t("analysis.damaged"), type: "bar", stack: "ret", itemStyle: { color: "#ff4d4f" }, data: top.map((r) => r.damaged) },
      {
        name: t("analysis.rate"),
        type: "line",
        yAxisIndex: 1,
        itemStyle: { color: "#fa8c16" },
        data: top.map((r) => (r.rate === null ? null : Number((Number(r.rate) * 100).toFixed(1)))),
      },
    ],
  };
}

/** Units per reason, as horizontal bars (the shared chart component draws bars and lines). */
function reasonOption(data: ReturnAnalysisReply, locale: Locale, t: (k: string) => string): ChartOption {
  return {
    tooltip: { trigger: "axis" },
    grid: { left: 16, right: 24, top: 16, bottom: 24, containLabel: true },
    xAxis: { type: "value", name: t("analysis.units"), minInterval: 1 },
    yAxis: { type: "category", data: data.byReason.map((r) => returnReasonLabels[r.reason][locale]) },
    series: [{ name: t("analysis.units"), type: "bar", itemStyle: { color: "#1677ff" }, data: data.byReason.map((r) => r.units) }],
  };
}

export default function AnalysisPage() {
  const { t } = useTranslation("returns");
  const locale = currentLocale();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, "day"), dayjs()]);
  const [warehouseId, setWarehouseId] = useState<number>();
  const catalog = useCatalogOptions();
  const analysis = useAnalysis(range[0].format("YYYY-MM-DD"), range[1].format("YYYY-MM-DD"), warehouseId);
  const data = analysis.data;
  const skuChart = useMemo(() => (data ? skuOption(data.bySku, t) : undefined), [data, t]);
  const reasons = useMemo(() => (data ? reasonOption(data, locale, t) : undefined), [data, locale, t]);
  return (
    <div>
      <PageHeading title={t("analysis.title")} intro={t("analysis.intro")} />
      <Space style={{ marginBottom: 16 }} wrap>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          data-testid="returns-analysis-period"
        />
        <Select
          style={{ width: 220 }}
          value={warehouseId ?? 0}
          onChange={(v) => setWarehouseId(v || undefined)}
          options={[
            { value: 0, label: t("analysis.allWarehouses") },
            ...(catalog.data?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` })),
          ]}
        />
      </Space>
      {data && data.bySku.length === 0 && data.byReason.length === 0 ? (
        <Empty description={t("analysis.empty")} />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={16}>
              <Card size="small" title={t("analysis.bySku")}>
                {skuChart && <EChart option={skuChart} testId="returns-analysis-sku" />}
              </Card>
            </Col>
            <Col span={8}>
              <Card size="small" title={t("analysis.byReason")}>
                {reasons && <EChart option={reasons} testId="returns-analysis-reason" />}
              </Card>
            </Col>
          </Row>
          <Table<SkuRow>
            size="small"
            rowKey="productId"
            loading={analysis.isFetching}
            dataSource={data?.bySku ?? []}
            pagination={{ pageSize: 20 }}
            data-testid="returns-analysis-table"
            columns={[
              { key: "sku", dataIndex: "sku", title: t("analysis.sku") },
              ...(["shipped", "returned", "good", "damaged"] as const).map((k) => ({
                key: k,
                dataIndex: k,
                title: t(`analysis.${k}`),
                align: "right" as const,
                width: 110,
                sorter: (a: SkuRow, b: SkuRow) => a[k] - b[k],
              })),
              {
                key: "rate",
                title: t("analysis.rate"),
                align: "right",
                width: 110,
                render: (_, r) => pct(r.rate),
                sorter: (a, b) => Number(a.rate ?? -1) - Number(b.rate ?? -1),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
