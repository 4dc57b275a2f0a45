/** products/warehousesku: warehouse SKUs, generated for many products at one warehouse, deleted, printed. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { WarehouseSkuRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { confirmDestroy } from "../../../components/confirmDestroy";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { RowActions } from "../../../components/RowActions";
import { deleteWarehouseSku, warehouseSkuUrls } from "../api";
import { GenerateWarehouseSkus } from "./GenerateWarehouseSkus";
import { warehouseSkuColumns, warehouseSkuFilters } from "../descriptors";
import { labelPageFor, useListOptions } from "./listOptions";

export default function WarehouseSkuPage() {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canManage = hasPermission(me, "catalog:warehouseSku:manage");
  const [generating, setGenerating] = useState(false);
  const refreshList = useRefreshList(warehouseSkuUrls.list);
  const { warehouses } = useListOptions();
  return (
    <div>
      <PageHeading title={t("warehouseSku.title")} intro={t("warehouseSku.intro")} />
      <ResourceTable<WarehouseSkuRow>
        tableId="catalog.warehouseSkus"
        listUrl={warehouseSkuUrls.list}
        exportUrl={warehouseSkuUrls.export}
        rowKey="id"
        columns={warehouseSkuColumns}
        filters={warehouseSkuFilters(warehouses)}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("warehouseSku.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)} data-testid="generate">
              {t("warehouseSku.generate")}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            onDelete={
              canManage
                ? () => void confirmDestroy({ name: row.code, onConfirm: () => deleteWarehouseSku(row.id).then(refreshList) })
                : undefined
            }
          >
            {hasPermission(me, "catalog:label:print") && (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 4 }}
                onClick={() => void navigate(`${labelPageFor([row.productId])}&code=warehouseSku&warehouseId=${row.warehouseId}`)}
              >
                {t("common.printLabels")}
              </Button>
            )}
          </RowActions>
        )}
      />
      {generating && <GenerateWarehouseSkus onDone={() => void refreshList()} onClose={() => setGenerating(false)} />}
    </div>
  );
}
