/** basicdata/storeAds: each store's advertising profile (region, daily budget cap, auto-sync, authorisation). */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { StoreAdsRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteStoreAds, saveStoreAds, storeAdsUrls, useStoreAccountOptions } from "../../api.business";
import { adsColumns, adsFields, adsFilters, type AdsFormValues, orNull } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: StoreAdsRow };

export default function StoreAdsPage() {
  const { t } = useTranslation("md-business");
  const canManage = hasPermission(useMe().data, "masterdata:storeads:manage");
  const refreshList = useRefreshList(storeAdsUrls.list);
  const accounts = useStoreAccountOptions().data ?? [];
  const [editing, setEditing] = useState<Editing | null>(null);

  const save = async (v: AdsFormValues) => {
    const body = {
      storeAccountId: Number(v.storeAccountId),
      profileId: v.profileId.trim(),
      region: v.region as "NA",
      dailyBudgetCap: v.dailyBudgetCap.trim(),
      currency: v.currency as "USD",
      autoSync: !!v.autoSync,
      authorisedUntil: v.authorisedUntil ?? null,
      active: !!v.active,
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await saveStoreAds({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveStoreAds(body);
    void refreshList();
  };
  const accountOptions = accounts.map((a) => ({ value: String(a.id), label: `${a.title} · ${a.countryCode}` }));

  return (
    <div>
      <PageHeading title={t("ads.title")} intro={t("ads.intro")} />
      <ResourceTable<StoreAdsRow>
        tableId="masterdata.storeAds"
        listUrl={storeAdsUrls.list}
        exportUrl={storeAdsUrls.export}
        rowKey="id"
        columns={adsColumns}
        filters={adsFilters}
        defaults={{ sort: { field: "storeAccountTitle", order: "asc" } }}
        emptyText={t("ads.empty")}
        actionsWidth={130}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("ads.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && <RowActions onEdit={() => setEditing({ mode: "edit", row })} onDelete={() => void confirmDestroy({ name: row.storeAccountTitle, onConfirm: () => deleteStoreAds(row.id).then(refreshList) })} />
        }
      />
      {editing && (
        <ResourceForm<AdsFormValues>
          open
          columns={2}
          mode={editing.mode}
          title={editing.mode === "edit" ? t("ads.edit", { title: editing.row.storeAccountTitle }) : t("ads.create")}
          fields={adsFields(accountOptions)}
          initialValues={
            editing.mode === "edit"
              ? { ...editing.row, storeAccountId: String(editing.row.storeAccountId), remark: editing.row.remark ?? undefined }
              : { region: "NA", currency: "USD", autoSync: true, active: true, dailyBudgetCap: "100.00" }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
