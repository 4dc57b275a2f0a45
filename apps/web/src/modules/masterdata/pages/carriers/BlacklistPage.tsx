/** blackaccount/list: customer carrier account numbers that may not be used (with the reason and who added them). */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { BlacklistRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { blacklistApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { NS } from "./common";
import { blacklistColumns, blacklistFields, blacklistFilters, type BlacklistFormValues, carrierCodeOptions } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: BlacklistRow };

export default function BlacklistPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:blacklist:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(blacklistApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useAllCarriers();
  const idOptions = (carriers.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }));

  const save = async (v: BlacklistFormValues) => {
    if (editing?.mode === "edit") await blacklistApi.save({ id: editing.row.id, version: editing.row.version, reason: v.reason });
    else await blacklistApi.save({ carrierId: Number(v.carrierId), accountNumber: v.accountNumber, reason: v.reason });
    void refresh();
  };

  return (
    <div>
      <PageHeading title={t("blacklist.title")} intro={t("blacklist.intro")} />
      <ResourceTable<BlacklistRow>
        tableId="md.blacklist"
        listUrl={blacklistApi.urls.list}
        exportUrl={blacklistApi.urls.export}
        rowKey="id"
        columns={blacklistColumns}
        filters={blacklistFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("blacklist.empty")}
        actionsWidth={120}
        toolbar={
          canManage && (
            <Button type="primary" danger icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("blacklist.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() => void confirmDestroy({ name: `${row.carrierCode} ${row.accountMasked}`, onConfirm: () => blacklistApi.remove(row.id).then(refresh) })}
                />
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm<BlacklistFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("blacklist.edit", { account: `${editing.row.carrierCode} ${editing.row.accountMasked}` }) : t("blacklist.create")}
          fields={blacklistFields(idOptions)}
          initialValues={editing.mode === "edit" ? { reason: editing.row.reason } : {}}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
        />
      )}
    </div>
  );
}
