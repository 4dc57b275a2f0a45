/**
 * The unsourced parcels, the warehouse's and the seller's: columns and filters from the resource definition,
 * the receipt number opens the parcel (ReceiptDrawer), where the warehouse's actions are. A seller's list
 * leaves out the claimant column: its rows are unclaimed parcels (no seller) or its own.
 */
import "./i18n";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type UnsourcedRow, unsourcedResource } from "@entrepot/contracts";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { unsourcedUrls } from "./api";
import { ReceiptDrawer } from "./ReceiptDrawer";

const totals = new Set(["goodQty", "damagedQty"]);

export function UnsourcedList({
  manage,
  toolbar,
  before,
  embedded,
}: {
  manage: boolean;
  toolbar?: ReactNode;
  before?: ReactNode;
  /** Inside another screen (a tab): no heading of its own. */
  embedded?: boolean;
}) {
  const { t } = useTranslation("unsourced");
  const locale = currentLocale();
  const [open, setOpen] = useState<number | null>(null);
  const columns = definitionColumns<UnsourcedRow>(unsourcedResource, locale, {
    receiptNo: (r) => (
      <a data-testid={`unsourced-open-${r.trackingNo}`} onClick={() => setOpen(r.id)}>
        {r.receiptNo}
      </a>
    ),
    daysHeld: (r) => <span style={{ color: r.status === "received" && r.daysHeld >= 30 ? "#cf1322" : undefined }}>{r.daysHeld}</span>,
  })
    .filter((c) => manage || c.key !== "claimOrgCode")
    .map((c) => (totals.has(c.key) ? { ...c, summary: true } : c));
  const filters = definitionFilters(unsourcedResource, locale).filter((f) => manage || f.field !== "claimOrgCode");
  return (
    <div>
      {!embedded && (
        <PageHeading
          title={t(manage ? "list.manageTitle" : "list.sellerTitle")}
          intro={t(manage ? "list.manageIntro" : "list.sellerIntro")}
        />
      )}
      {before}
      <ResourceTable<UnsourcedRow>
        tableId={embedded ? "inbound.unsourcedLog" : manage ? "inbound.unsourcedManage" : "inbound.unsourced"}
        listUrl={unsourcedUrls.list}
        exportUrl={unsourcedUrls.export}
        rowKey="id"
        columns={columns}
        filters={filters}
        defaults={{ sort: { field: "receivedAt", order: "desc" } }}
        emptyText={t("list.empty")}
        toolbar={toolbar}
      />
      {open && <ReceiptDrawer id={open} manage={manage} onClose={() => setOpen(null)} />}
    </div>
  );
}
