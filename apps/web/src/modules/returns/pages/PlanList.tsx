/**
 * The return plan list: the seller's, the warehouse's and the receipts (open returns only). Columns and
 * filters come from the resource definition; the number opens the detail, where every action is.
 */
import "../i18n";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type ReturnPlanRow, returnPlanResource } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { planUrls } from "../api";

const totals = new Set(["expectedQty", "receivedGood", "receivedDamaged"]);
export type PlanListKind = "seller" | "manage" | "receipt";
/** Where a plan's detail opens from each list (the spec's detail screens). */
export const detailPath = (kind: PlanListKind, id: number) =>
  kind === "seller" ? `/home/returnProcessing/returnPlanDetail/detail?id=${id}` : `/home/returnProcessing/returnPlanManage/detail?id=${id}`;

export function PlanList({ kind, toolbar }: { kind: PlanListKind; toolbar?: ReactNode }) {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const locale = currentLocale();
  const seller = kind === "seller";
  const differenceColor = (n: number) => (n < 0 ? "#cf1322" : n > 0 ? "#d46b08" : undefined);
  const columns = definitionColumns<ReturnPlanRow>(returnPlanResource, locale, {
    returnNo: (r) => (
      <a data-testid={`returns-open-${r.returnNo}`} onClick={() => void navigate(detailPath(kind, r.id))}>
        {r.returnNo}
      </a>
    ),
    difference: (r) => (
      <span style={{ color: differenceColor(r.difference), fontWeight: r.difference ? 600 : undefined }}>{r.difference}</span>
    ),
  })
    .filter((c) => !seller || c.key !== "orgCode")
    .map((c) => (totals.has(c.key) ? { ...c, summary: true } : c));
  const filters = definitionFilters(returnPlanResource, locale).filter((f) => !seller || f.field !== "orgCode");
  const title = { seller: "list.title", manage: "list.manageTitle", receipt: "list.receiptTitle" }[kind];
  const intro = { seller: "list.intro", manage: "list.manageIntro", receipt: "list.receiptIntro" }[kind];
  return (
    <div>
      <PageHeading title={t(title)} intro={t(intro)} />
      <ResourceTable<ReturnPlanRow>
        tableId={`returns.plans.${kind}`}
        listUrl={planUrls.list}
        exportUrl={planUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        fixedQuery={kind === "receipt" ? { "search[IN_status]": "submitted,receiving" } : undefined}
        emptyText={t("list.empty")}
        toolbar={toolbar}
      />
    </div>
  );
}
