/**
 * products/allproducts: the product list from productResource (filters, export, delete), with the screen's
 * own product form (kit components, measures, images), detail drawer, .xlsx import and label printing.
 */
import "../i18n";
import { useRef, useState } from "react";
import Button from "antd/es/button";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { type ProductDetail, productResource, type ProductRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { ResourcePage, type ResourcePageHandle } from "../../../components/resource/ResourcePage";
import { productKey, useProduct } from "../api";
import { useRefreshList } from "../../../components/resource/listQuery";
import { productCells } from "../descriptors";
import { CatalogImportButton } from "./CatalogImport";
import { labelPageFor, useListOptions } from "./listOptions";
import { ProductDetailDrawer } from "./ProductDetailDrawer";
import { ProductForm } from "./ProductForm";

/** The form of a new product, or of one read afresh (the list row lacks its components and images). */
function ProductFormFor(props: { row?: ProductRow; onClose: () => void; onSaved: (p: ProductDetail) => void }) {
  const product = useProduct(props.row?.id);
  // the current version, not a cached one: a save with an old version would be refused
  if (props.row && (!product.data || product.isFetching)) return null;
  return <ProductForm product={props.row && product.data} onClose={props.onClose} onSaved={props.onSaved} />;
}

export default function ProductListPage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const page = useRef<ResourcePageHandle>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const { lines, sellers } = useListOptions();
  const refreshList = useRefreshList(productResource.paths.list.split(" ")[1]!);
  const print = (id: number) => void navigate(labelPageFor([id]));
  const link = { type: "link", size: "small", style: { paddingInline: 4 } } as const;
  return (
    <>
      <ResourcePage
        ref={page}
        resource={productResource}
        intro={t("product.intro")}
        emptyText={t("product.empty")}
        options={{ productLineId: lines, orgId: sellers.length > 1 ? sellers : undefined }}
        extraFilters={[{ field: "name", label: t("common.name"), kind: "text", width: 160 }]}
        render={productCells}
        actionsWidth={280}
        toolbar={
          hasPermission(me, productResource.permissions.manage) && (
            <CatalogImportButton kind="products" onFinished={() => void refreshList()} />
          )
        }
        readActions={(row) => (
          <>
            <Button {...link} onClick={() => setDetail(row.id)} data-testid={`detail-${row.sku}`}>
              {t("common.detail")}
            </Button>
            {hasPermission(me, "catalog:label:print") && (
              <Button {...link} onClick={() => print(row.id)}>
                {t("common.printLabels")}
              </Button>
            )}
          </>
        )}
        form={(editing, close, changed) => (
          <ProductFormFor
            row={editing.mode === "edit" ? editing.row : undefined}
            onClose={close}
            onSaved={(saved) => {
              queryClient.setQueryData(productKey(saved.id), saved);
              void changed();
              close();
              setDetail(saved.id);
            }}
          />
        )}
      />
      {detail !== null && (
        <ProductDetailDrawer
          id={detail}
          onClose={() => setDetail(null)}
          onEdit={(p) => {
            setDetail(null);
            page.current?.edit(p);
          }}
          onPrint={(p) => print(p.id)}
        />
      )}
    </>
  );
}
