/** billingaccount/list: which of the operator's accounts each warehouse's carrier bills arrive on. */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { BillingAccountRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { billingApi, useAccountOptions, useActiveCarriers, useWarehouseOptions } from "../../api.carriers";
import { NS, orNull } from "./common";
import { billingColumns, billingFields, billingFilters, type BillingFormValues, carrierCodeOptions } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: BillingAccountRow };

export default function BillingAccountPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:billingaccount:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = useRefreshList(billingApi.urls.list);
  const carriers = useActiveCarriers();
  const warehouses = useWarehouseOptions();
  const accounts = useAccountOptions("operator", {}, editing !== null);
  const carrierCode = new Map((carriers.data ?? []).map((c) => [c.id, c.code]));
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: String(w.warehouseId), label: `${w.warehouseCode} · ${w.warehouseName}` }));
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${carrierCode.get(a.carrierId) ?? ""} · ${a.name} (${a.accountMasked})` }));

  const save = async (v: BillingFormValues) => {
    const body = { warehouseId: Number(v.warehouseId), carrierAccountId: Number(v.carrierAccountId), purpose: v.purpose, costCenter: orNull(v.costCenter), remark: orNull(v.remark) };
    if (editing?.mode === "edit") await billingApi.save({ id: editing.row.id, version: editing.row.version, ...body });
    else await billingApi.save(body);
    void refresh();
  };
  const initial = (row: BillingAccountRow) => ({ ...row, warehouseId: String(row.warehouseId), carrierAccountId: String(row.carrierAccountId) }) as unknown as Partial<BillingFormValues>;

  return (
    <div>
      <PageHeading title={t("billing.title")} intro={t("billing.intro")} />
      <ResourceTable<BillingAccountRow>
        tableId="md.billingAccounts"
        listUrl={billingApi.urls.list}
        exportUrl={billingApi.urls.export}
        rowKey="id"
        columns={billingColumns}
        filters={billingFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("billing.empty")}
        actionsWidth={120}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("billing.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() => void confirmDestroy({ name: `${row.warehouseCode} / ${row.carrierCode} / ${row.accountMasked}`, onConfirm: () => billingApi.remove(row.id).then(refresh) })}
                />
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm<BillingFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("billing.edit", { warehouse: editing.row.warehouseCode, carrier: editing.row.carrierCode }) : t("billing.create")}
          fields={billingFields(warehouseOptions, accountOptions)}
          initialValues={editing.mode === "edit" ? initial(editing.row) : { purpose: "outbound" }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
        />
      )}
    </div>
  );
}
