/** sales/goods: the catalogue as sales sees it: each product's active listings and kit composition. */
import "../i18n";
import { useTranslation } from "react-i18next";
import type { GoodsRow } from "@entrepot/contracts";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import type { FilterDef } from "../../../components/resource/types";
import { goodsUrls } from "../api";
import { goodsColumns, productFilters } from "../descriptors";
import { useListOptions } from "./listOptions";

export default function GoodsPage() {
  const { t } = useTranslation("catalog");
  const { lines, sellers } = useListOptions();
  const filters: FilterDef[] = [
    ...productFilters(lines, sellers),
    { field: "listing", label: "catalog:goods.listing", kind: "text", width: 160 },
  ];
  return (
    <div>
      <PageHeading title={t("goods.title")} intro={t("goods.intro")} />
      <ResourceTable<GoodsRow>
        tableId="catalog.goods"
        listUrl={goodsUrls.list}
        exportUrl={goodsUrls.export}
        rowKey="id"
        columns={goodsColumns}
        filters={filters}
        defaults={{ sort: { field: "sku", order: "asc" } }}
        emptyText={t("goods.empty")}
      />
    </div>
  );
}
