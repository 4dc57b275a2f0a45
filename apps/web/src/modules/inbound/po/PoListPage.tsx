/**
 * order: the purchase orders inbound plans are made from (spec §2.1 "Other inbound": the bare `order`,
 * read as the orders goods come in against). Per PO its supplier, ordered, planned and unplanned units;
 * a PO's lines open below it; "Plan inbound" starts a plan whose form offers the import from this PO.
 */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Table from "antd/es/table";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type PoItemsReply, type PoRow, purchaseOrderResource } from "@entrepot/contracts";
import { useMe } from "../../../lib/auth";
import { currentLocale } from "../../../lib/i18n";
import { PageHeading } from "../../../components/PageHeading";
import { Panel } from "../../../components/Panel";
import { ResourceTable } from "../../../components/ResourceTable";
import { definitionColumns, definitionFilters } from "../../../components/resource/fromDefinition";
import { lineColumns, qtyColumn } from "../../../components/lineColumns";
import { fetchPoItems } from "./api";

type Line = PoItemsReply[number]["lines"][number];

export default function PoListPage() {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  const locale = currentLocale();
  const { data: me } = useMe();
  const seller = me?.org.kind === "seller";
  const [open, setOpen] = useState<{ poNo: string; lines: Line[] } | null>(null);
  const show = async (poNo: string) => setOpen({ poNo, lines: (await fetchPoItems([poNo]))[0]?.lines ?? [] });
  const columns = definitionColumns<PoRow>(purchaseOrderResource, locale, {
    poNo: (r) => (
      <a onClick={() => void show(r.poNo)} data-testid={`po-open-${r.poNo}`}>
        {r.poNo}
      </a>
    ),
  })
    .filter((c) => !seller || c.key !== "orgCode")
    .map((c) => (["orderedQty", "plannedQty", "unplannedQty"].includes(c.key) ? { ...c, summary: true } : c));
  return (
    <div>
      <PageHeading title={t("po.listTitle")} intro={t("po.listIntro")} />
      <ResourceTable<PoRow>
        tableId="inbound.purchaseOrders"
        listUrl="/api/v2/po/findByPage"
        exportUrl="/api/inbound/po/export"
        rowKey="id"
        columns={columns}
        filters={definitionFilters(purchaseOrderResource, locale).filter((f) => !seller || f.field !== "orgCode")}
        defaults={{ sort: { field: "orderedOn", order: "desc" } }}
        emptyText={t("po.listEmpty")}
        toolbar={
          seller && (
            <Button type="primary" onClick={() => void navigate("/inbound/inboundPlan/new")}>
              {t("po.planInbound")}
            </Button>
          )
        }
      />
      {open && (
        <Panel title={t("po.linesOf", { poNo: open.poNo })}>
          <Table<Line>
            size="small"
            rowKey="poLineId"
            pagination={false}
            dataSource={open.lines}
            data-testid="po-lines"
            columns={[
              ...lineColumns<Line>({ sku: "SKU", product: t("form.product") }, { skuWidth: 180 }),
              qtyColumn<Line>("orderedQty", t("po.ordered")),
              qtyColumn<Line>("plannedQty", t("po.planned")),
              qtyColumn<Line>("unplannedQty", t("po.unplannedTitle")),
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
