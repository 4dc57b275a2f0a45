/** warehousecarrier/list: the carriers each warehouse ships with, pickups and daily cut-offs. */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { WarehouseCarrierRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { useActiveCarriers, warehouseCarrierApi } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions, warehouseCarrierColumns, warehouseCarrierFilters } from "./descriptors";
import { WarehouseCarrierForm } from "./WarehouseCarrierForm";

type Editing = { mode: "create" } | { mode: "edit"; row: WarehouseCarrierRow };

export default function WarehouseCarrierPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:warehousecarrier:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = useRefreshList(warehouseCarrierApi.urls.list);
  const carriers = useActiveCarriers();

  return (
    <div>
      <PageHeading title={t("warehouseCarrier.title")} intro={t("warehouseCarrier.intro")} />
      <ResourceTable<WarehouseCarrierRow>
        tableId="md.warehouseCarriers"
        listUrl={warehouseCarrierApi.urls.list}
        exportUrl={warehouseCarrierApi.urls.export}
        rowKey="id"
        columns={warehouseCarrierColumns}
        filters={warehouseCarrierFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("warehouseCarrier.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("warehouseCarrier.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() => void confirmDestroy({ name: `${row.warehouseCode} / ${row.carrierCode}`, onConfirm: () => warehouseCarrierApi.remove(row.id).then(refresh) })}
                >
                  <ActiveToggle row={row} setActive={warehouseCarrierApi.setActive} onDone={refresh} />
                </RowActions>
              )
            : undefined
        }
      />
      {editing && <WarehouseCarrierForm row={editing.mode === "edit" ? editing.row : undefined} onClose={() => setEditing(null)} onSaved={refresh} />}
    </div>
  );
}
