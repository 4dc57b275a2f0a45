/** products/allproducts: the product list with create, .xlsx import, edit, details, label printing and delete. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProductDetail, ProductRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { RowActions } from "../../../components/RowActions";
import { deleteProduct, fetchProduct, productKey, productUrls } from "../api";
import { CatalogImportButton } from "./CatalogImport";
import { labelPageFor, useListOptions } from "./listOptions";
import { productColumns, productFilters } from "../descriptors";
import { ProductDetailDrawer } from "./ProductDetailDrawer";
import { ProductForm } from "./ProductForm";

export default function ProductListPage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const canManage = hasPermission(me, "catalog:product:manage");
  const [detail, setDetail] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ product?: ProductDetail } | null>(null);
  const refreshList = useRefreshList(productUrls.list);
  const { lines, sellers } = useListOptions();

  const openEdit = async (id: number) => {
    const p = await queryClient.fetchQuery({ queryKey: productKey(id), queryFn: () => fetchProduct(id), staleTime: 0 });
    setEditing({ product: p });
  };

  return (
    <div>
      <PageHeading title={t("product.title")} intro={t("product.intro")} />
      <ResourceTable<ProductRow>
        tableId="catalog.products"
        listUrl={productUrls.list}
        exportUrl={productUrls.export}
        rowKey="id"
        columns={productColumns}
        filters={productFilters(lines, sellers)}
        defaults={{ sort: { field: "updatedAt", order: "desc" } }}
        emptyText={t("product.empty")}
        actionsWidth={280}
        toolbar={
          canManage && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
                {t("product.create")}
              </Button>
              <CatalogImportButton kind="products" onFinished={() => void refreshList()} />
            </>
          )
        }
        rowActions={(row) => (
          <RowActions
            onEdit={canManage ? () => void openEdit(row.id) : undefined}
            onDelete={
              canManage ? () => void confirmDestroy({ name: row.sku, onConfirm: () => deleteProduct(row.id).then(refreshList) }) : undefined
            }
          >
            <Button
              type="link"
              size="small"
              onClick={() => setDetail(row.id)}
              style={{ paddingInline: 4 }}
              data-testid={`detail-${row.sku}`}
            >
              {t("common.detail")}
            </Button>
            {hasPermission(me, "catalog:label:print") && (
              <Button type="link" size="small" onClick={() => void navigate(labelPageFor([row.id]))} style={{ paddingInline: 4 }}>
                {t("common.printLabels")}
              </Button>
            )}
          </RowActions>
        )}
      />
      {detail !== null && (
        <ProductDetailDrawer
          id={detail}
          onClose={() => setDetail(null)}
          onEdit={(p) => {
            setDetail(null);
            setEditing({ product: p });
          }}
          onPrint={(p) => void navigate(labelPageFor([p.id]))}
        />
      )}
      {editing && (
        <ProductForm
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            queryClient.setQueryData(productKey(saved.id), saved);
            void refreshList();
            setEditing(null);
            setDetail(saved.id);
          }}
        />
      )}
    </div>
  );
}
