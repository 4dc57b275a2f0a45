/** products/warehousesku: warehouse SKUs (`warehouseSkuResource`, contracts), generated for many products at one warehouse, deleted, printed. */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import Typography from "antd/es/typography";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { warehouseSkuResource } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { RowLink } from "../../../components/RowActions";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { useRefreshList } from "../../../components/resource/listQuery";
import { GenerateWarehouseSkus } from "./GenerateWarehouseSkus";
import { labelPageFor, useListOptions } from "./listOptions";

export default function WarehouseSkuPage() {
  const { t } = useTranslation("catalog");
  const { data: me } = useMe();
  const [generating, setGenerating] = useState(false);
  const refreshList = useRefreshList(warehouseSkuResource.paths.list.split(" ")[1]!);
  const { warehouses } = useListOptions();
  return (
    <>
      <ResourcePage
        resource={warehouseSkuResource}
        intro={t("warehouseSku.intro")}
        emptyText={t("warehouseSku.empty")}
        options={{ warehouseId: warehouses }}
        extraFilters={[{ field: "name", label: t("common.name"), kind: "text", width: 160 }]}
        render={{
          code: (r) => (
            <Typography.Text strong copyable>
              {r.code}
            </Typography.Text>
          ),
        }}
        actionsWidth={170}
        toolbar={
          hasPermission(me, warehouseSkuResource.permissions.manage) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGenerating(true)} data-testid="generate">
              {t("warehouseSku.generate")}
            </Button>
          )
        }
        readActions={(row) =>
          hasPermission(me, "catalog:label:print") && (
            <RowLink to={`${labelPageFor([row.productId])}&code=warehouseSku&warehouseId=${row.warehouseId}`}>
              {t("common.printLabels")}
            </RowLink>
          )
        }
      />
      {generating && <GenerateWarehouseSkus onDone={() => void refreshList()} onClose={() => setGenerating(false)} />}
    </>
  );
}
