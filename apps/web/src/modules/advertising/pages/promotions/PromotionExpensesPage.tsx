/**
 * advertising/promotionExpenses: what the promotions cost over a period (Amazon's fees and the discount
 * given) against the sales they brought: totals, a daily chart (cost stacked as bars, sales as a line) and
 * each promotion's days with their .xlsx. Money sums are exact (decimal.js) and never added across currencies.
 */
import "../../i18n";
import { useMemo } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Row from "antd/es/row";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { type AdPromotionExpensesReply, Decimal, promotionKindLabels } from "@entrepot/contracts";
import { currentLocale } from "../../../../lib/i18n";
import { EChart, type ChartOption } from "../../../../components/EChart";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { promotionExpensesExportUrl, usePromotionExpenses } from "../../api.promotions";
import { ReportFilters, useReportQuery } from "../reports/ReportFilters";

type DayRow = AdPromotionExpensesReply["days"][number];

/** Per day of the period: fees, discount given and sales of all promotions in view (exact sums). */
function byDay(days: DayRow[]) {
  const out = new Map<string, { fee: Decimal; discount: Decimal; sales: Decimal }>();
  for (const d of days) {
    const s = out.get(d.day) ?? { fee: new Decimal(0), discount: new Decimal(0), sales: new Decimal(0) };
    out.set(d.day, { fee: s.fee.plus(d.fee), discount: s.discount.plus(d.discount), sales: s.sales.plus(d.sales) });
  }
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function chartOption(days: DayRow[], t: (k: string) => string): ChartOption {
  const rows = byDay(days);
  const num = (v: Decimal) => Number(v.toFixed(2));
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 40, right: 40, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: "category", data: rows.map(([d]) => d) },
    yAxis: [
      { type: "value", name: t("promotions.cost") },
      { type: "value", name: t("promotions.sales") },
    ],
    series: [
      { name: t("promotions.fees"), type: "bar", stack: "cost", data: rows.map(([, r]) => num(r.fee)) },
      { name: t("promotions.discountGiven"), type: "bar", stack: "cost", data: rows.map(([, r]) => num(r.discount)) },
      { name: t("promotions.sales"), type: "line", yAxisIndex: 1, data: rows.map(([, r]) => num(r.sales)) },
    ],
  };
}

export default function PromotionExpensesPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const [q, setQ] = useReportQuery();
  const report = usePromotionExpenses(q);
  const data = report.data;
  const currencies = new Set(data?.days.map((d) => d.currency));
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  const chart = useMemo(() => (data && currency ? chartOption(data.days, t) : undefined), [data, currency, t]);
  const cost = data ? new Decimal(data.totals.fee).plus(data.totals.discount) : null;
  const share = data && cost && new Decimal(data.totals.sales).gt(0) ? cost.div(data.totals.sales).mul(100).toFixed(2) : null;
  const money = (v: string | undefined) => (currency ? <Money value={v} currency={currency} /> : "-");
  return (
    <div>
      <PageHeading
        title={t("promotions.expensesTitle")}
        intro={t("promotions.expensesIntro")}
        extra={
          <Button href={promotionExpensesExportUrl(q)} data-testid="promotion-expenses-export">
            {t("promotions.export")}
          </Button>
        }
      />
      <ReportFilters value={q} onChange={setQ} />
      {data && data.days.length === 0 ? (
        <Empty description={t("promotions.expensesEmpty")} data-testid="promotion-expenses-empty" />
      ) : (
        <>
          {data && !currency && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("promotions.mixedCurrencies")} />}
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="promotion-expenses-totals">
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.fees")} valueRender={() => money(data?.totals.fee)} loading={!data} />
              </Card>
            </Col>
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.discountGiven")} valueRender={() => money(data?.totals.discount)} loading={!data} />
              </Card>
            </Col>
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.cost")} valueRender={() => money(cost?.toFixed(4))} loading={!data} />
              </Card>
            </Col>
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.sales")} valueRender={() => money(data?.totals.sales)} loading={!data} />
              </Card>
            </Col>
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.costShare")} value={share ?? "-"} suffix={share ? "%" : undefined} loading={!data} />
              </Card>
            </Col>
            <Col xs={12} md={4}>
              <Card size="small">
                <Statistic title={t("promotions.redemptions")} value={data?.totals.redemptions ?? 0} loading={!data} />
              </Card>
            </Col>
          </Row>
          {chart && (
            <Card size="small" title={t("promotions.chart")} style={{ marginBottom: 16 }}>
              <EChart option={chart} testId="promotion-expenses-chart" />
            </Card>
          )}
          <Card size="small" title={t("promotions.days")}>
            <Table<DayRow>
              size="small"
              rowKey={(r) => `${r.promotionId}-${r.day}`}
              pagination={{ pageSize: 20 }}
              scroll={{ x: "max-content" }}
              loading={report.isFetching}
              dataSource={data?.days ?? []}
              data-testid="promotion-expenses-days"
              columns={[
                { key: "day", dataIndex: "day", title: t("promotions.day"), width: 110 },
                { key: "name", dataIndex: "name", title: t("promotions.promotion"), width: 220 },
                { key: "kind", title: t("promotions.kind"), width: 130, render: (_, r) => promotionKindLabels[r.kind][locale] },
                { key: "account", dataIndex: "accountName", title: t("promotions.account"), width: 150 },
                { key: "redemptions", dataIndex: "redemptions", title: t("promotions.redemptions"), align: "right", width: 110 },
                { key: "units", dataIndex: "units", title: t("promotions.units"), align: "right", width: 80 },
                {
                  key: "sales",
                  title: t("promotions.sales"),
                  align: "right",
                  width: 130,
                  render: (_, r) => <Money value={r.sales} currency={r.currency} />,
                },
                {
                  key: "fee",
                  title: t("promotions.fees"),
                  align: "right",
                  width: 110,
                  render: (_, r) => <Money value={r.fee} currency={r.currency} />,
                },
                {
                  key: "discount",
                  title: t("promotions.discountGiven"),
                  align: "right",
                  width: 120,
                  render: (_, r) => <Money value={r.discount} currency={r.currency} />,
                },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
