/**
 * The return plan lists: the seller's, the warehouse's, the receipts (to receive, unplanned, received) and
 * the sales returns (plans from B2C orders, with their store and marketplace). Columns and filters come
 * from the resource definition; the number opens the detail, where every action is.
 */
import "../i18n";
import { type ReactNode, useState } from "react";
import Segmented from "antd/es/segmented";
import Tag from "antd/es/tag";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type ReturnPlanRow, returnPlanResource } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { planUrls } from "../api";

const totals = new Set(["expectedQty", "receivedGood", "receivedDamaged"]);
export type PlanListKind = "seller" | "manage" | "receipt" | "salesSeller" | "salesManage";
const sellerKinds: PlanListKind[] = ["seller", "salesSeller"];
const salesKinds: PlanListKind[] = ["salesSeller", "salesManage"];

/** Where a plan's detail opens from each list (the spec's detail screens). */
export const detailPath = (kind: PlanListKind, id: number) =>
  sellerKinds.includes(kind)
    ? `/home/returnProcessing/returnPlanDetail/detail?id=${id}`
    : kind === "receipt"
      ? `/home/returnProcessing/returnReceiptDetail/detail?id=${id}`
      : `/home/returnProcessing/returnPlanManage/detail?id=${id}`;

/** The receipt list's views: the returns to receive, the unplanned receipts (drafts included), what was received. */
const receiptViews = {
  open: { "search[IN_status]": "submitted,receiving" },
  unplanned: { "search[EQ_unplanned]": "true" },
  received: { "search[IN_status]": "received,completed" },
} as const;
type ReceiptView = keyof typeof receiptViews;

const titles: Record<PlanListKind, [string, string]> = {
  seller: ["list.title", "list.intro"],
  manage: ["list.manageTitle", "list.manageIntro"],
  receipt: ["list.receiptTitle", "list.receiptIntro"],
  salesSeller: ["sales.planTitle", "sales.planIntro"],
  salesManage: ["sales.manageTitle", "sales.manageIntro"],
};

export function PlanList({ kind, toolbar }: { kind: PlanListKind; toolbar?: ReactNode }) {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const locale = currentLocale();
  const [view, setView] = useState<ReceiptView>("open");
  const seller = sellerKinds.includes(kind);
  const sales = salesKinds.includes(kind);
  const differenceColor = (n: number) => (n < 0 ? "#cf1322" : n > 0 ? "#d46b08" : undefined);
  const columns = definitionColumns<ReturnPlanRow>(returnPlanResource, locale, {
    returnNo: (r) => (
      <>
        <a data-testid={`returns-open-${r.returnNo}`} onClick={() => void navigate(detailPath(kind, r.id))}>
          {r.returnNo}
        </a>
        {r.unplanned && (
          <Tag color="purple" style={{ marginLeft: 6 }}>
            {t("receipt.unplanned")}
          </Tag>
        )}
      </>
    ),
    difference: (r) => (
      <span style={{ color: differenceColor(r.difference), fontWeight: r.difference ? 600 : undefined }}>{r.difference}</span>
    ),
  })
    .filter((c) => (!seller || c.key !== "orgCode") && (!sales || c.key !== "unplanned"))
    // the sales views show the store and marketplace the order came from
    .map((c) => (sales && (c.key === "storeTitle" || c.key === "marketplace") ? { ...c, hiddenByDefault: undefined } : c))
    .map((c) => (totals.has(c.key) ? { ...c, summary: true } : c));
  const filters = definitionFilters(returnPlanResource, locale).filter(
    (f) => (!seller || f.field !== "orgCode") && (!sales || (f.field !== "fromOrder" && f.field !== "unplanned")),
  );
  const fixedQuery = kind === "receipt" ? receiptViews[view] : sales ? { "search[EQ_fromOrder]": "true" } : undefined;
  const [title, intro] = titles[kind];
  return (
    <div>
      <PageHeading title={t(title)} intro={t(intro)} />
      {kind === "receipt" && (
        <Segmented<ReceiptView>
          style={{ marginBottom: 12 }}
          value={view}
          onChange={setView}
          data-testid="receipt-views"
          options={(Object.keys(receiptViews) as ReceiptView[]).map((v) => ({
            value: v,
            label: t(`receipt.tab${v[0]!.toUpperCase()}${v.slice(1)}`),
          }))}
        />
      )}
      <ResourceTable<ReturnPlanRow>
        tableId={`returns.plans.${kind}`}
        listUrl={planUrls.list}
        exportUrl={planUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        fixedQuery={fixedQuery}
        emptyText={t("list.empty")}
        toolbar={toolbar}
      />
    </div>
  );
}
