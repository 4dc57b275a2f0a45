/**
 * advertising/dsp: DSP orders, bought through Amazon DSP and synced from the marketplace (read-only here),
 * with their figures up to the latest sync; server-paged, filtered and sorted, with the .xlsx export.
 */
import "../../i18n";
import { useTranslation } from "react-i18next";
import { type AdDspOrderRow, dspStateLabels } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import type { ColumnDef, FilterDef } from "../../../../components/resource/types";
import { currentLocale } from "../../../../lib/i18n";
import { reportLists } from "../../api.reports";
import { ratio } from "./ReportFilters";
import { useAccountFilter } from "./reportLabels";

const L = (k: string) => `advertising:reports.${k}`;

export default function DspPage() {
  const { t } = useTranslation("advertising");
  const locale = currentLocale();
  const stateText = (s: string) => dspStateLabels[s]?.[locale] ?? s;
  const columns: ColumnDef<AdDspOrderRow>[] = [
    { key: "orderNo", title: L("orderNo"), sortable: true, noWrap: true, width: 140 },
    { key: "name", title: L("dspName"), sortable: true, width: 220 },
    { key: "accountName", title: L("account"), sortable: true, width: 150 },
    { key: "advertiser", title: L("advertiser"), sortable: true, width: 140 },
    { key: "state", title: L("state"), sortable: true, width: 90, render: (r) => stateText(r.state) },
    { key: "budget", title: L("budget"), kind: "money", currency: (r) => r.currency, width: 120 },
    { key: "startDate", title: L("startDate"), kind: "date", sortable: true, width: 110 },
    { key: "endDate", title: L("endDate"), kind: "date", width: 110 },
    { key: "impressions", title: L("impressions"), kind: "number", width: 100 },
    { key: "clicks", title: L("clicks"), kind: "number", width: 90 },
    { key: "purchases", title: L("purchases"), kind: "number", width: 90 },
    { key: "spend", title: L("spend"), kind: "money", currency: (r) => r.currency, sortable: true, width: 120 },
    { key: "sales", title: L("sales"), kind: "money", currency: (r) => r.currency, sortable: true, width: 120 },
    { key: "roas", title: L("roas"), width: 80, render: (r) => ratio(r.roas, true) },
  ];
  const filters: FilterDef[] = [
    useAccountFilter(L("account")),
    {
      field: "state",
      label: L("state"),
      kind: "select",
      options: Object.keys(dspStateLabels).map((s) => ({ value: s, label: stateText(s) })),
      width: 140,
    },
    { field: "name", label: L("dspName"), kind: "text", width: 200 },
    { field: "orderNo", label: L("orderNo"), kind: "text", width: 160 },
  ];
  return (
    <div>
      <PageHeading title={t("reports.dspTitle")} intro={t("reports.dspIntro")} />
      <ResourceTable<AdDspOrderRow>
        tableId="advertising.dsp"
        listUrl={reportLists.dsp.list}
        exportUrl={reportLists.dsp.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "startDate", order: "desc" } }}
        emptyText={t("reports.dspEmpty")}
      />
    </div>
  );
}
