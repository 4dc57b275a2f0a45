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

export function PlanList({ manage, toolbar }: { manage: boolean; toolbar?: ReactNode }) {
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
      <PageHeading title={t(manage ? "list.manageTitle" : "list.title")} intro={t(manage ? "list.manageIntro" : "list.intro")} />
      <ResourceTable<InboundPlanRow>
        tableId={manage ? "inbound.plansManage" : "inbound.plans"}
        listUrl={planUrls.list}
        exportUrl={planUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("list.empty")}
        toolbar={toolbar}
      />
    </div>
  );
}
