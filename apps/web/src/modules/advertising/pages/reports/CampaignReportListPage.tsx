/**
 * ad/campaign: the campaign report, every campaign of every type (SP, SB, SD) with its settings and its last
 * 30 days' figures (up to yesterday); server-paged, filtered and sorted, with the .xlsx export. A campaign's
 * name opens its report detail (ad/dvertisingDetails?id=).
 */
import "../../i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adStateLabels, adTargetingLabels, adTypeLabels, type AdCampaignPerfRow } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { currentLocale } from "../../../../lib/i18n";
import { reportLists } from "../../api.reports";
import { ratio } from "./ReportFilters";
import { adTypeText, codeOptions, stateTag, targetingText, useAccountFilter } from "./reportLabels";

const L = (k: string) => `advertising:reports.${k}`;

export default function CampaignReportListPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const accountFilter = useAccountFilter(L("account"));
  const money = (key: "dailyBudget" | "spend" | "sales" | "cpc", sortable = true): ColumnDef<AdCampaignPerfRow> => ({
    key,
    title: L(key),
    kind: "money",
    currency: (r) => r.currency,
    sortable: sortable && key !== "cpc",
    width: 120,
  });
  const count = (key: "impressions" | "clicks" | "orders" | "units"): ColumnDef<AdCampaignPerfRow> => ({
    key,
    title: L(key),
    kind: "number",
    sortable: key !== "units",
    width: 90,
  });
  const pct = (key: "ctr" | "cvr" | "acos"): ColumnDef<AdCampaignPerfRow> => ({
    key,
    title: L(key),
    sortable: key === "acos",
    width: 90,
    render: (r) => ratio(r[key]),
  });
  const columns: ColumnDef<AdCampaignPerfRow>[] = [
    {
      key: "name",
      title: L("campaign"),
      sortable: true,
      width: 240,
      render: (r) => <Link to={`/ad/dvertisingDetails?id=${r.id}`}>{r.name}</Link>,
    },
    { key: "accountName", title: L("account"), sortable: true, width: 150 },
    { key: "adType", title: L("adType"), sortable: true, width: 110, render: (r) => adTypeText(r.adType, locale) },
    { key: "targeting", title: L("targeting"), sortable: true, width: 100, render: (r) => targetingText(r.targeting, locale) },
    { key: "state", title: L("state"), sortable: true, width: 90, render: (r) => stateTag(r.state, locale) },
    money("dailyBudget"),
    count("impressions"),
    count("clicks"),
    pct("ctr"),
    money("cpc", false),
    count("orders"),
    count("units"),
    pct("cvr"),
    money("spend"),
    money("sales"),
    pct("acos"),
    { key: "roas", title: L("roas"), width: 80, render: (r) => ratio(r.roas, true) },
  ];
  const filters: FilterDef[] = [
    accountFilter,
    { field: "adType", label: L("adType"), kind: "select", options: codeOptions(adTypeLabels, locale), width: 160 },
    { field: "state", label: L("state"), kind: "select", options: codeOptions(adStateLabels, locale), width: 140 },
    { field: "targeting", label: L("targeting"), kind: "select", options: codeOptions(adTargetingLabels, locale), width: 140 },
    { field: "name", label: L("campaignName"), kind: "text", width: 200 },
  ];
  return (
    <div>
      <PageHeading title={t("reports.campaignTitle")} intro={t("reports.campaignIntro")} />
      <ResourceTable<AdCampaignPerfRow>
        tableId="advertising.campaignReport"
        listUrl={reportLists.campaigns.list}
        exportUrl={reportLists.campaigns.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "spend", order: "desc" } }}
        emptyText={t("reports.campaignEmpty")}
      />
    </div>
  );
}
