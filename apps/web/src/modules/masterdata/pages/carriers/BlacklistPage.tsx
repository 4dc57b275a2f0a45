/** blackaccount/list: customer carrier account numbers that may not be used (with the reason and who added them). */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import type { BlacklistRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { CrudTable, type Editing } from "../../../../components/CrudTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { blacklistApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { NS } from "./common";
import { blacklistColumns, blacklistFields, blacklistFilters, type BlacklistFormValues, carrierCodeOptions } from "./descriptors";

export default function BlacklistPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:blacklist:manage");
  const refreshList = useRefreshList(blacklistApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useAllCarriers();
  const idOptions = (carriers.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }));

  const form = (editing: Editing<BlacklistRow>, close: () => void) => (
    <ResourceForm<BlacklistFormValues>
      open
      mode={editing.mode}
      title={editing.mode === "edit" ? t("blacklist.edit", { account: `${editing.row.carrierCode} ${editing.row.accountMasked}` }) : t("blacklist.create")}
      fields={blacklistFields(idOptions)}
      initialValues={editing.mode === "edit" ? { reason: editing.row.reason } : {}}
      onSubmit={async (v) => {
        if (editing.mode === "edit") await blacklistApi.save({ id: editing.row.id, version: editing.row.version, reason: v.reason });
        else await blacklistApi.save({ carrierId: Number(v.carrierId), accountNumber: v.accountNumber, reason: v.reason });
        void refresh();
      }}
      onClose={close}
      onConflict={() => void refresh()}
    />
  );

  return (
    <div>
      <PageHeading title={t("blacklist.title")} intro={t("blacklist.intro")} />
      <CrudTable<BlacklistRow>
        tableId="md.blacklist"
        listUrl={blacklistApi.urls.list}
        exportUrl={blacklistApi.urls.export}
        rowKey="id"
        columns={blacklistColumns}
        filters={blacklistFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("blacklist.empty")}
        actionsWidth={120}
        canManage={canManage}
        createText={t("blacklist.create")}
        createDanger
        nameOf={(row) => `${row.carrierCode} ${row.accountMasked}`}
        remove={(row) => blacklistApi.remove(row.id)}
        onChanged={refresh}
        form={form}
      />
    </div>
  );
}
