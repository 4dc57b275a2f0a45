/** sales/goods: the catalogue as sales sees it (goodsResource): each product's active listings and kit composition. */
import "../i18n";
import { useTranslation } from "react-i18next";
import { goodsResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { multiline, productListFilters } from "../descriptors";
import { useListOptions } from "./listOptions";

export default function GoodsPage() {
  const { t } = useTranslation("catalog");
  const { lines, sellers } = useListOptions();
  return (
    <ResourcePage
      resource={goodsResource}
      intro={t("goods.intro")}
      emptyText={t("goods.empty")}
      extraFilters={[...productListFilters(lines, sellers), { field: "listing", label: t("goods.listing"), kind: "text", width: 160 }]}
      render={{
        sku: (r) => <strong>{r.sku}</strong>,
        listings: (r) => multiline(r.listings),
        composition: (r) => multiline(r.composition),
      }}
    />
  );
}
