/** basicdata/systemPort: the context's sea and air ports (the user centre's ports). */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { SystemPortRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import type { FieldDef } from "../../../../components/resource/types";
import { RowActions } from "../../../../components/RowActions";
import { deleteSystemPort, saveSystemPort, systemPortUrls } from "../../api.places";
import { portKindOptions, systemPortColumns, systemPortFilters } from "./descriptors.address";

type Values = { code: string; name: string; country: string; state?: string | null; kind: "sea" | "air" };
const ns = (k: string) => `masterdata-places:${k}`;
const fields: FieldDef<Values>[] = [
  { name: "code", label: ns("port.code"), kind: "text", required: true, max: 5, help: ns("port.codeHelp"), pattern: { regex: /^[A-Za-z]{2}[A-Za-z0-9]{3}$/, message: ns("rules.portCode") }, readOnly: (c) => c.mode === "edit" },
  { name: "name", label: ns("common.name"), kind: "text", required: true, max: 100 },
  { name: "country", label: ns("common.country"), kind: "text", required: true, max: 2, placeholder: "US" },
  { name: "state", label: ns("common.state"), kind: "text", max: 8 },
  { name: "kind", label: ns("port.kind"), kind: "select", required: true, options: portKindOptions },
];

export default function SystemPortPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const refreshList = useRefreshList(systemPortUrls.list);
  const refresh = () => {
    void refreshList();
    resetReferenceData(); // port pickers
  };
  const [editing, setEditing] = useState<{ row?: SystemPortRow } | null>(null);
  const canManage = hasPermission(me, "masterdata:port:manage");
  const save = async (v: Values) => {
    const body = { code: v.code.trim().toUpperCase(), name: v.name.trim(), country: v.country.trim().toUpperCase(), state: v.state?.trim() || null, kind: v.kind };
    await saveSystemPort(editing?.row ? { ...body, id: editing.row.id, version: editing.row.version } : body);
    refresh();
  };
  return (
    <div>
      <PageHeading title={t("port.title")} intro={t("port.intro")} />
      <ResourceTable<SystemPortRow>
        tableId="places.systemPorts"
        listUrl={systemPortUrls.list}
        exportUrl={systemPortUrls.export}
        rowKey="id"
        columns={systemPortColumns}
        filters={systemPortFilters}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("port.empty")}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
              {t("port.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => <RowActions onEdit={() => setEditing({ row })} onDelete={row.forwarderCount > 0 ? undefined : () => void confirmDestroy({ name: row.code, onConfirm: () => deleteSystemPort(row.id).then(refresh) })} />
            : undefined
        }
      />
      {editing && (
        <ResourceForm<Values>
          open
          mode={editing.row ? "edit" : "create"}
          title={editing.row ? t("port.editTitle", { code: editing.row.code }) : t("port.createTitle")}
          fields={fields}
          initialValues={editing.row ?? { kind: "sea", country: "US" }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={refresh}
        />
      )}
    </div>
  );
}
