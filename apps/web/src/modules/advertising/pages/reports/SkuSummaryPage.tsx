/** ad/adSummary: each advertised SKU's figures over a period, with its total sales and TACoS; exportable as .xlsx. */
import "../../i18n";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import type { AdProductSummaryReply } from "@entrepot/contracts";
import { Money } from "../../../../components/Money";
import { PageHeading } from "../../../../components/PageHeading";
import { reportExportUrl, useAdProductSummary } from "../../api.reports";
import { metricColumns } from "./metricColumns";
import { ratio, ReportFilters, useReportQuery } from "./ReportFilters";

type SkuRow = AdProductSummaryReply["rows"][number];

export default function SkuSummaryPage() {
  const { t } = useTranslation("advertising");
  const [q, setQ] = useReportQuery();
  const summary = useAdProductSummary(q);
  const data = summary.data;
  return (
    <div>
      <PageHeading
        title={t("reports.skuTitle")}
        intro={t("reports.skuIntro")}
        extra={
          <Button href={reportExportUrl("adSummary", q)} data-testid="ad-sku-export">
            {t("reports.export")}
          </Button>
        }
      />
      <ReportFilters value={q} onChange={setQ} withType />
      {data && data.rows.length === 0 ? (
        <Empty description={t("reports.empty")} />
      ) : (
        <Table<SkuRow>
          size="small"
          rowKey={(r) => `${r.adsProfileId}-${r.productId}`}
          pagination={{ pageSize: 20 }}
          scroll={{ x: "max-content" }}
          loading={summary.isFetching}
          dataSource={data?.rows ?? []}
          data-testid="ad-sku-rows"
          columns={[
            { key: "sku", dataIndex: "sku", title: t("reports.sku"), width: 140 },
            { key: "name", dataIndex: "name", title: t("reports.product"), width: 200 },
            { key: "account", dataIndex: "accountName", title: t("reports.account"), width: 150 },
            ...metricColumns<SkuRow>(t, (r) => r.currency),
            {
              key: "totalSales",
              title: t("reports.totalSales"),
              align: "right",
              width: 120,
              render: (_, r) => <Money value={r.totalSales} currency={r.currency} />,
            },
            { key: "tacos", title: t("reports.tacos"), align: "right", width: 90, render: (_, r) => ratio(r.tacos) },
          ]}
        />
      )}
    </div>
  );
}
