/**
 * sales/shop: the sellers' store accounts (storeAccountResource). The form stays the screen's own (country,
 * category and return warehouse follow the platform and org chosen); status changes (with a reason) and
 * activation are commands.
 */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { storeAccountResource, type StoreAccountRow, type StoreAccountStatus } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshList } from "../../../../components/resource/listQuery";
import {
  saveStoreAccount,
  setStoreAccountActive,
  setStoreAccountStatus,
  useCategories,
  usePlatformOptions,
  useReturnWarehouseOptions,
} from "../../api.business";
import { idOrNull, orNull, storeStatusOptions } from "./descriptors";
import { StatusDialog } from "./StatusDialog";
import { accountFields, type AccountFormValues, toAccountForm } from "./storeAccountForm";
import { useOrgChoice } from "./useOrgChoice";

const linkStyle = { paddingInline: 4 };

function StoreAccountForm({ row, onClose, onSaved }: { row?: StoreAccountRow; onClose: () => void; onSaved: () => unknown }) {
  const { t } = useTranslation("md-business");
  const me = useMe().data;
  const { orgs } = useOrgChoice();
  const platforms = usePlatformOptions().data ?? [];
  const categories = useCategories(undefined, true).data ?? [];
  const warehouses = useReturnWarehouseOptions().data ?? [];
  const fixedOrgId = row ? row.orgId : orgs ? undefined : me?.org.id;

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
    if (row) await saveStoreAccount({ id: row.id, version: row.version, ...body });
    else await saveStoreAccount({ ...body, orgId: v.orgId ? Number(v.orgId) : undefined });
    void onSaved();
  };

  return (
    <ResourceForm<AccountFormValues>
      open
      container="drawer"
      width={720}
      columns={2}
      mode={row ? "edit" : "create"}
      title={row ? t("shop.edit", { title: row.title }) : t("shop.create")}
      fields={accountFields({ orgs, platforms, categories, warehouses, fixedOrgId })}
      initialValues={row ? toAccountForm(row) : { accountType: "1", currency: "USD", bossShippingMethodCodes: [] }}
      onSubmit={save}
      onClose={onClose}
      onConflict={() => void onSaved()}
    />
  );
}

export default function StoreAccountPage() {
  const { t } = useTranslation("md-business");
  const me = useMe().data;
  const canStatus = hasPermission(me, "masterdata:storeaccount:status");
  // staff who only change statuses get one link, not room for edit, delete and activate
  const canManage = hasPermission(me, storeAccountResource.permissions.manage);
  const [statusOf, setStatusOf] = useState<StoreAccountRow | null>(null);
  const refreshList = useRefreshList(storeAccountResource.paths.list.split(" ")[1]!);
  const { orgs } = useOrgChoice();
  const platforms = (usePlatformOptions().data ?? []).map((p) => ({ value: p.code, label: p.name }));

  return (
    <div>
      <ResourcePage
        resource={storeAccountResource}
        intro={t("shop.intro")}
        hide={orgs ? undefined : ["orgId"]}
        options={{ orgId: orgs ?? undefined, type: platforms }}
        render={{ type: (r) => r.channelName ?? r.type }}
        emptyText={t("shop.empty")}
        actionsWidth={canManage ? 260 : 130}
        form={(e, close, changed) => <StoreAccountForm row={e.mode === "edit" ? e.row : undefined} onClose={close} onSaved={changed} />}
        readActions={(row) =>
          canStatus && (
            <Button type="link" size="small" onClick={() => setStatusOf(row)} style={linkStyle}>
              {t("shop.setStatus")}
            </Button>
          )
        }
        extraActions={(row, changed) => (
          <Button
            type="link"
            size="small"
            onClick={() => void setStoreAccountActive({ id: row.id, version: row.version, active: !row.active }).then(changed)}
            style={linkStyle}
          >
            {row.active ? t("common.disable") : t("common.enable")}
          </Button>
        )}
      />
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
