/** sales/shop: the sellers' store accounts; status changes (with a reason) and activation are commands. */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { StoreAccountRow, StoreAccountStatus } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import {
  deleteStoreAccount,
  saveStoreAccount,
  setStoreAccountActive,
  setStoreAccountStatus,
  storeAccountUrls,
  useCategories,
  usePlatformOptions,
  useReturnWarehouseOptions,
} from "../../api.business";
import { accountColumns, accountFilters, idOrNull, orNull, storeStatusOptions } from "./descriptors";
import { StatusDialog } from "./StatusDialog";
import { accountFields, type AccountFormValues, toAccountForm } from "./storeAccountForm";
import { useOrgChoice } from "./useOrgChoice";

type Editing = { mode: "create" } | { mode: "edit"; row: StoreAccountRow };

export default function StoreAccountPage() {
  const { t } = useTranslation("md-business");
  const me = useMe().data;
  const canManage = hasPermission(me, "masterdata:storeaccount:manage");
  const canStatus = hasPermission(me, "masterdata:storeaccount:status");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [statusOf, setStatusOf] = useState<StoreAccountRow | null>(null);
  const refreshList = useRefreshList(storeAccountUrls.list);
  const { orgs } = useOrgChoice();
  const platforms = usePlatformOptions().data ?? [];
  const categories = useCategories(undefined, true).data ?? [];
  const warehouses = useReturnWarehouseOptions().data ?? [];
  const fixedOrgId = editing?.mode === "edit" ? editing.row.orgId : orgs ? undefined : me?.org.id;

  const save = async (v: AccountFormValues) => {
    const body = {
      title: v.title.trim(),
      type: v.type,
      countryCode: v.countryCode,
      currency: v.currency as "USD",
      accountType: Number(v.accountType) as 1 | 2,
      channelCategoryId: idOrNull(v.channelCategoryId),
      returnWarehouseId: idOrNull(v.returnWarehouseId),
      bossShippingMethodCodes: v.bossShippingMethodCodes ?? [],
      defaultManMadeShipment: !!v.defaultManMadeShipment,
      isAccountPay: !!v.isAccountPay,
      isOpenSFP: !!v.isOpenSFP,
      issueAccountPay: !!v.issueAccountPay,
      jdCode: orNull(v.jdCode),
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await saveStoreAccount({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveStoreAccount({ ...body, orgId: v.orgId ? Number(v.orgId) : undefined });
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("shop.title")} intro={t("shop.intro")} />
      <ResourceTable<StoreAccountRow>
        tableId="masterdata.storeAccounts"
        listUrl={storeAccountUrls.list}
        exportUrl={storeAccountUrls.export}
        rowKey="id"
        columns={accountColumns}
        filters={accountFilters(
          orgs,
          platforms.map((p) => ({ value: p.code, label: p.name })),
        )}
        defaults={{ sort: { field: "title", order: "asc" } }}
        emptyText={t("shop.empty")}
        actionsWidth={260}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("shop.create")}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            onEdit={canManage ? () => setEditing({ mode: "edit", row }) : undefined}
            onDelete={
              canManage
                ? () => void confirmDestroy({ name: row.title, onConfirm: () => deleteStoreAccount(row.id).then(refreshList) })
                : undefined
            }
          >
            {canStatus && (
              <Button type="link" size="small" onClick={() => setStatusOf(row)} style={{ paddingInline: 4 }}>
                {t("shop.setStatus")}
              </Button>
            )}
            {canManage && (
              <Button
                type="link"
                size="small"
                onClick={() => void setStoreAccountActive({ id: row.id, version: row.version, active: !row.active }).then(refreshList)}
                style={{ paddingInline: 4 }}
              >
                {row.active ? t("common.disable") : t("common.enable")}
              </Button>
            )}
          </RowActions>
        )}
      />
      {editing && (
        <ResourceForm<AccountFormValues>
          open
          container="drawer"
          width={720}
          columns={2}
          mode={editing.mode}
          title={editing.mode === "edit" ? t("shop.edit", { title: editing.row.title }) : t("shop.create")}
          fields={accountFields({ orgs, platforms, categories, warehouses, fixedOrgId })}
          initialValues={
            editing.mode === "edit" ? toAccountForm(editing.row) : { accountType: "1", currency: "USD", bossShippingMethodCodes: [] }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
      {statusOf && (
        <StatusDialog
          title={t("shop.statusTitle", { title: statusOf.title })}
          options={storeStatusOptions.filter((o) => o.value !== statusOf.status)}
          reasonRequired={false}
          onSubmit={(status, reason) =>
            setStoreAccountStatus({
              id: statusOf.id,
              version: statusOf.version,
              status: status as StoreAccountStatus,
              reason: reason || null,
            }).then(refreshList)
          }
          onClose={() => setStatusOf(null)}
        />
      )}
    </div>
  );
}
