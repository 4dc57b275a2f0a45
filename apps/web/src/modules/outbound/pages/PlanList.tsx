/** One list of outbound plans: the seller's (new, edit and delete drafts, submit, cancel) or the warehouse's (pick, pack, ship, complete). */
import "../i18n";
import { useState, type ReactNode } from "react";
import Button from "antd/es/button";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  type Locale,
  outboundActions,
  outboundPlanResource,
  type OutboundPlanRow,
  type OutboundSide,
  outboundTransitions,
} from "@entrepot/contracts";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { RowActions } from "../../../components/RowActions";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { useRefreshList } from "../../../components/resource/listQuery";
import { useMe } from "../../../lib/auth";
import { deletePlan, planUrls } from "../api";
import { confirmTransition } from "./planActions";
import { PlanDetailDrawer } from "./PlanDetailDrawer";

export function PlanList({ side, toolbar, onEdit }: { side: OutboundSide; toolbar?: ReactNode; onEdit?: (id: number) => void }) {
  const { t, i18n } = useTranslation("outbound");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const { data: me } = useMe();
  const staff = me?.org.kind !== "seller";
  const queryClient = useQueryClient();
  const refreshList = useRefreshList(planUrls.list);
  const refresh = () => {
    void refreshList();
    void queryClient.invalidateQueries({ queryKey: ["outbound"] });
  };
  const [viewing, setViewing] = useState<number>();
  const all = definitionColumns<OutboundPlanRow>(outboundPlanResource, locale, {
    planNo: (r) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(r.id)} data-testid={`plan-${r.planNo}`}>
        {r.planNo}
      </Button>
    ),
  });
  const columns = staff ? all : all.filter((c) => c.key !== "orgCode");
  const filters = definitionFilters(outboundPlanResource, locale).filter((f) => staff || f.field !== "orgCode");
  const actionButtons = (row: OutboundPlanRow) =>
    outboundActions(row.status, side).map((tr) => (
      <Button
        key={tr}
        type="link"
        size="small"
        danger={tr === "cancel"}
        style={{ paddingInline: 4 }}
        onClick={() => confirmTransition(tr, row, refresh)}
        data-testid={`${tr}-${row.planNo}`}
      >
        {outboundTransitions[tr].label[locale]}
      </Button>
    ));
  const draft = (row: OutboundPlanRow) => side === "seller" && row.status === "draft";
  return (
    <div>
      <PageHeading
        title={t(side === "seller" ? "plan.title" : "plan.adminTitle")}
        intro={t(side === "seller" ? "plan.intro" : "plan.adminIntro")}
      />
      <ResourceTable<OutboundPlanRow>
        tableId={`outbound.plans.${side}`}
        listUrl={planUrls.list}
        exportUrl={planUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("plan.empty")}
        toolbar={toolbar}
        actionsWidth={side === "seller" ? 200 : 140}
        rowActions={(row) => (
          <RowActions
            onEdit={draft(row) && onEdit ? () => onEdit(row.id) : undefined}
            onDelete={
              draft(row)
                ? () => void confirmDestroy({ name: row.planNo, onConfirm: () => deletePlan(row.id) }).then((done) => done && refresh())
                : undefined
            }
          >
            {actionButtons(row)}
          </RowActions>
        )}
      />
      {viewing !== undefined && <PlanDetailDrawer id={viewing} side={side} onClose={() => setViewing(undefined)} onChanged={refresh} />}
    </div>
  );
}
