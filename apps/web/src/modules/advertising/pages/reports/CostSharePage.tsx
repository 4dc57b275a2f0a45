/**
 * ad/ADCostShare: each ad account's spend over the period allocated to its SKUs by ad-attributed sales
 * (exactly: the shares add up to the spend), by SKU and by product line; the accounts' spend and what could
 * not be allocated; charts when the figures share one currency; the SKUs as .xlsx.
 */
import "../../i18n";
import { useMemo } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Table from "antd/es/table";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { type AdCostShareReply, Decimal } from "@entrepot/contracts";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { reportExportUrl, useAdCostShare } from "../../api.reports";
import { ratio, ReportFilters, useReportQuery } from "./ReportFilters";

type SkuRow = AdCostShareReply["bySku"][number];
type LineRow = AdCostShareReply["byProductLine"][number];
type AccountRow = AdCostShareReply["accounts"][number];

/** The SKUs with the most allocated spend as bars, the product lines' shares as a pie (one currency). */
function charts(data: AdCostShareReply, lineName: (r: { productLine: string | null }) => string) {
  const top = [...data.bySku].sort((a, b) => new Decimal(b.allocatedSpend).cmp(a.allocatedSpend)).slice(0, 15);
  const lines = new Map<string, Decimal>();
  for (const r of data.byProductLine) lines.set(lineName(r), (lines.get(lineName(r)) ?? new Decimal(0)).plus(r.allocatedSpend));
  const bars: ChartOption = {
    tooltip: { trigger: "axis" },
    grid: { left: 10, right: 30, top: 10, bottom: 10, containLabel: true },
    xAxis: { type: "value", name: data.currency },
    yAxis: { type: "category", inverse: true, data: top.map((r) => r.sku) },
    series: [{ type: "bar", data: top.map((r) => Number(r.allocatedSpend)) }],
  };
  const pie: ChartOption = {
    tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
    legend: { bottom: 0, type: "scroll" },
    series: [
      {
        type: "pie",
        radius: ["35%", "65%"],
        // the legend names the lines: the slices say their share
        label: { formatter: "{d}%" },
        data: [...lines].map(([name, v]) => ({ name, value: Number(v.toFixed(2)) })),
      },
    ],
  };
  return { bars, pie };
}

export default function CostSharePage() {
  const { t } = useTranslation("advertising");
  const [q, setQ] = useReportQuery();
  const report = useAdCostShare(q);
  const data = report.data;
  const lineName = (r: { productLine: string | null }) => r.productLine ?? t("reports.noProductLine");
  const chart = useMemo(
    () => (data?.currency && data.bySku.length > 0 ? charts(data, (r) => r.productLine ?? t("reports.noProductLine")) : undefined),
    [data, t],
  );
  const money = (v: string, c: string) => <Money value={v} currency={c} />;
  const account = { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 150 };
  return (
    <div>
      <PageHeading
        title={t("reports.costTitle")}
        intro={t("reports.costIntro")}
        extra={
          <Button href={reportExportUrl("ADCostShare", q)} data-testid="ad-cost-export">
            {t("reports.export")}
          </Button>
        }
      />
      <ReportFilters value={q} onChange={setQ} withType />
      {data && data.accounts.length === 0 ? (
        <Empty description={t("reports.empty")} data-testid="ad-cost-empty" />
      ) : data ? (
        <>
          <Card size="small" title={t("reports.accountShares")} style={{ marginBottom: 16 }}>
            <Table<AccountRow>
              size="small"
              rowKey="adsProfileId"
              pagination={false}
              dataSource={data.accounts}
              data-testid="ad-cost-accounts"
              columns={[
                account,
                { key: "spend", title: t("reports.spend"), align: "right", render: (_, r) => money(r.spend, r.currency) },
                { key: "sales", title: t("reports.sales"), align: "right", render: (_, r) => money(r.sales, r.currency) },
                {
                  key: "allocated",
                  title: t("reports.allocatedSpend"),
                  align: "right",
                  render: (_, r) => money(r.allocatedSpend, r.currency),
                },
                {
                  key: "unallocated",
                  title: t("reports.unallocatedSpend"),
                  align: "right",
                  render: (_, r) => money(r.unallocatedSpend, r.currency),
                },
              ]}
            />
          </Card>
          {chart ? (
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col xs={24} xl={14}>
                <Card size="small" title={t("reports.costChart")}>
                  <EChart option={chart.bars} height={380} testId="ad-cost-chart" />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <Card size="small" title={t("reports.lineChart")}>
                  <EChart option={chart.pie} height={380} testId="ad-cost-lines-chart" />
                </Card>
              </Col>
            </Row>
          ) : (
            !data.currency && <Alert type="info" showIcon title={t("reports.mixedCurrencies")} style={{ marginBottom: 16 }} />
          )}
          <Card size="small">
            <Tabs
              items={[
                {
                  key: "sku",
                  label: t("reports.bySku"),
                  children: (
                    <Table<SkuRow>
                      size="small"
                      rowKey={(r) => `${r.adsProfileId}-${r.productId}`}
                      pagination={{ pageSize: 20 }}
                      scroll={{ x: "max-content" }}
                      dataSource={data.bySku}
                      data-testid="ad-cost-skus"
                      columns={[
                        { key: "sku", dataIndex: "sku", title: t("reports.sku"), width: 140 },
                        { key: "name", dataIndex: "name", title: t("reports.product"), width: 220 },
                        { key: "line", title: t("reports.productLine"), width: 140, render: (_, r) => lineName(r) },
                        account,
                        { key: "sales", title: t("reports.sales"), align: "right", render: (_, r) => money(r.sales, r.currency) },
                        { key: "share", title: t("reports.share"), align: "right", render: (_, r) => ratio(r.share) },
                        {
                          key: "allocated",
                          title: t("reports.allocatedSpend"),
                          align: "right",
                          sorter: (a, b) => new Decimal(a.allocatedSpend).cmp(b.allocatedSpend),
                          render: (_, r) => money(r.allocatedSpend, r.currency),
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: "line",
                  label: t("reports.byProductLine"),
                  children: (
                    <Table<LineRow>
                      size="small"
                      rowKey={(r) => `${r.adsProfileId}-${r.productLineId ?? 0}`}
                      pagination={false}
                      dataSource={data.byProductLine}
                      data-testid="ad-cost-lines"
                      columns={[
                        { key: "line", title: t("reports.productLine"), render: (_, r) => lineName(r) },
                        account,
                        { key: "sales", title: t("reports.sales"), align: "right", render: (_, r) => money(r.sales, r.currency) },
                        {
                          key: "allocated",
                          title: t("reports.allocatedSpend"),
                          align: "right",
                          render: (_, r) => money(r.allocatedSpend, r.currency),
                        },
                      ]}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
