/** warehousecarrier/list: the carriers each warehouse ships with, pickups and daily cut-offs. */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import type { WarehouseCarrierRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { CrudTable } from "../../../../components/CrudTable";
import { PageHeading } from "../../../../components/PageHeading";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { useActiveCarriers, warehouseCarrierApi } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions, warehouseCarrierColumns, warehouseCarrierFilters } from "./descriptors";
import { WarehouseCarrierForm } from "./WarehouseCarrierForm";

export default function WarehouseCarrierPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:warehousecarrier:manage");
  const refresh = useRefreshList(warehouseCarrierApi.urls.list);
  const carriers = useActiveCarriers();

  return (
    <div>
      <PageHeading title={t("warehouseCarrier.title")} intro={t("warehouseCarrier.intro")} />
      <CrudTable<WarehouseCarrierRow>
        tableId="md.warehouseCarriers"
        listUrl={warehouseCarrierApi.urls.list}
        exportUrl={warehouseCarrierApi.urls.export}
        rowKey="id"
        columns={warehouseCarrierColumns}
        filters={warehouseCarrierFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("warehouseCarrier.empty")}
        actionsWidth={170}
        canManage={canManage}
        createText={t("warehouseCarrier.create")}
        nameOf={(row) => `${row.warehouseCode} / ${row.carrierCode}`}
        remove={(row) => warehouseCarrierApi.remove(row.id)}
        extraActions={(row) => <ActiveToggle row={row} setActive={warehouseCarrierApi.setActive} onDone={refresh} />}
        form={(editing, close) => (
          <WarehouseCarrierForm row={editing.mode === "edit" ? editing.row : undefined} onClose={close} onSaved={refresh} />
        )}
      />
    </div>
  );
}
