/**
 * The inbound plan list, the seller's and the warehouse's: columns and filters from the resource definition.
 * The plan number opens the detail, where every action is (edit, delete, submit, receive...): no actions column.
 */
import "../i18n";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type InboundPlanRow, inboundPlanResource } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { planUrls } from "../api";

const totals = new Set(["expectedQty", "receivedGood", "receivedDamaged", "putawayQty"]);

export interface PlanListProps {
  manage: boolean;
  toolbar?: ReactNode;
  /** Per-row links (the bill screens: edit, cartons and labels). */
  rowActions?: (row: InboundPlanRow) => ReactNode;
  /** Filters the screen always applies (the receipt log: plans the warehouse has received). */
  fixedQuery?: Record<string, string>;
  /** Inside another screen (a tab): no heading of its own. */
  embedded?: boolean;
  /** Keeps this screen's column settings apart from the plan lists'. */
  tableId?: string;
  /** Heading texts (keys of the `inbound` namespace) other than the plan lists' own. */
  heading?: { title: string; intro: string };
}

export function PlanList({ manage, toolbar, rowActions, fixedQuery, embedded, tableId, heading }: PlanListProps) {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  const locale = currentLocale();
  const differenceColor = (n: number) => (n < 0 ? "#cf1322" : n > 0 ? "#d46b08" : undefined);
  const columns = definitionColumns<InboundPlanRow>(inboundPlanResource, locale, {
    planNo: (r) => <a onClick={() => void navigate(`/inbound/inboundPlan/detail?id=${r.id}`)}>{r.planNo}</a>,
    differenceQty: (r) => (
      <span style={{ color: differenceColor(r.differenceQty), fontWeight: r.differenceQty ? 600 : undefined }}>{r.differenceQty}</span>
    ),
  })
    .filter((c) => manage || c.key !== "orgCode")
    // the warehouse's list gives the seller column the room of the transport mode (in the column settings)
    .map((c) => (manage && c.key === "transportMode" ? { ...c, hiddenByDefault: true } : c))
    .map((c) => (totals.has(c.key) ? { ...c, summary: true } : c));
  const filters = definitionFilters(inboundPlanResource, locale).filter((f) => manage || f.field !== "orgCode");
  return (
    <div>
      {!embedded && (
        <PageHeading
          title={t(heading?.title ?? (manage ? "list.manageTitle" : "list.title"))}
          intro={t(heading?.intro ?? (manage ? "list.manageIntro" : "list.intro"))}
        />
      )}
      <ResourceTable<InboundPlanRow>
        tableId={tableId ?? (manage ? "inbound.plansManage" : "inbound.plans")}
        listUrl={planUrls.list}
        exportUrl={planUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("list.empty")}
        toolbar={toolbar}
        rowActions={rowActions}
        actionsWidth={rowActions ? 200 : undefined}
        fixedQuery={fixedQuery}
      />
    </div>
  );
}
