/** One outbound plan: its fields, SKU lines (planned, picked, shipped), cartons and pallets, and its history from the audit log. */
import { useTranslation } from "react-i18next";
import {
  type Locale,
  outboundActions,
  outboundPlanResource,
  type OutboundPlanDetail,
  type OutboundSide,
  outboundTransitions,
} from "@entrepot/contracts";
import { DocumentDetail, DocumentDrawer, LinesTable, TransitionButtons } from "../../../components/DocumentDrawer";
import { lineColumns, qtyColumn } from "../../../components/lineColumns";
import { definitionDetail } from "../../../components/resource/fromDefinition";
import { usePlan } from "../api";
import { confirmTransition } from "./planActions";

type Line = OutboundPlanDetail["lines"][number];
type Pkg = OutboundPlanDetail["packages"][number];

export function PlanDetailDrawerBody({ plan, locale }: { plan: OutboundPlanDetail; locale: Locale }) {
  const { t } = useTranslation("outbound");
  const fields = [
    ...definitionDetail<OutboundPlanDetail>(outboundPlanResource, locale),
    { key: "destinationAddress" as const, label: t("form.destinationAddress"), span: 3 },
  ];
  const lines = (
    <LinesTable<Line>
      rows={plan.lines}
      columns={[
        ...lineColumns<Line>({ sku: t("form.sku"), product: t("form.product") }, { lineNo: "line", skuWidth: 180 }),
        qtyColumn<Line>("quantity", t("form.quantity"), undefined, 90),
        qtyColumn<Line>("pickedQty", t("detail.picked"), undefined, 90),
        qtyColumn<Line>("shippedQty", t("detail.shipped"), undefined, 90),
      ]}
    />
  );
  const packages = (
    <LinesTable<Pkg>
      rows={plan.packages}
      rowKey="seq"
      locale={{ emptyText: t("detail.noPackages") }}
      columns={[
        { key: "kind", title: t("form.kind"), width: 90, render: (_, p) => t(`form.${p.kind}`) },
        qtyColumn<Pkg>("count", t("form.count"), undefined, 80),
        { key: "dims", title: t("form.dims"), render: (_, p) => `${p.length} × ${p.width} × ${p.height} ${p.lengthUnit}` },
        { key: "weight", title: t("form.weight"), render: (_, p) => `${p.weight} ${p.weightUnit}` },
        qtyColumn<Pkg>("unitsEach", t("form.unitsEach"), undefined, 200),
      ]}
    />
  );
  return (
    <DocumentDetail
      fields={fields}
      doc={plan}
      sections={[
        { title: t("detail.lines"), content: lines },
        { title: t("detail.packages"), content: packages },
      ]}
      historyTitle={t("detail.history")}
      historyText={(h) => t(`detail.actions.${h.action}`, { defaultValue: h.command })}
    />
  );
}

export function PlanDetailDrawer({
  id,
  side,
  onClose,
  onChanged,
}: {
  id: number;
  side: OutboundSide;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation("outbound");
  const locale = (i18n.language === "en-US" ? "en-US" : "zh-CN") as Locale;
  const query = usePlan(id);
  return (
    <DocumentDrawer
      query={query}
      testId="plan-detail"
      title={(plan) => t("detail.title", { planNo: plan.planNo })}
      onClose={onClose}
      actions={(plan) => (
        <TransitionButtons
          transitions={outboundActions(plan.status, side)}
          label={(tr) => outboundTransitions[tr].label[locale]}
          run={(tr) => confirmTransition(tr, plan, () => (void query.refetch(), onChanged()))}
        />
      )}
    >
      {(plan) => <PlanDetailDrawerBody plan={plan} locale={locale} />}
    </DocumentDrawer>
  );
}
