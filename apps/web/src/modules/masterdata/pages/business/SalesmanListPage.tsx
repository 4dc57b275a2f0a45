/** salesmanList (+ update/:type): the operator's salespeople, optionally linked to a user of the org. */
import "../../i18n.business";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SalespersonRow } from "@entrepot/contracts";
import { api } from "../../../../app/api";
import { hasPermission, useMe } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { useFormRoute } from "../../../../components/useFormRoute";
import { deleteSalesperson, loadSalesperson, salespersonUrls, saveSalesperson, useRefreshOptions } from "../../api.business";
import { orNull, salespersonColumns, salespersonFields, salespersonFilters, type SalespersonFormValues } from "./descriptors";

export default function SalesmanListPage() {
  const { t } = useTranslation("md-business");
  const me = useMe().data;
  const canManage = hasPermission(me, "masterdata:salesperson:manage");
  const refreshList = useRefreshList(salespersonUrls.list);
  const refreshOptions = useRefreshOptions();
  const { editing, setEditing, close } = useFormRoute<SalespersonRow>("salesmanList", loadSalesperson);
  // the people of the caller's org, to link a salesperson to a login
  const users = useQuery({
    queryKey: ["md-business", "orgUsers", me?.org.id],
    enabled: hasPermission(me, "admin:user:read"),
    queryFn: ({ signal }) => api.get<{ id: number; username: string; fullName: string }[]>("/api/v1/User/findAllByContextId", { orgId: me!.org.id }, signal),
  });
  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.fullName} (${u.username})` }));

  const save = async (v: SalespersonFormValues) => {
    const body = { fullName: v.fullName.trim(), userId: v.userId ? Number(v.userId) : null, phone: orNull(v.phone), email: orNull(v.email), active: !!v.active, remark: orNull(v.remark) };
    if (editing?.mode === "edit") await saveSalesperson({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveSalesperson(body);
    void refreshList();
    void refreshOptions("salespeople");
  };

  return (
    <div>
      <PageHeading title={t("salesman.title")} intro={t("salesman.intro")} />
      <ResourceTable<SalespersonRow>
        tableId="masterdata.salespeople"
        listUrl={salespersonUrls.list}
        exportUrl={salespersonUrls.export}
        rowKey="id"
        columns={salespersonColumns}
        filters={salespersonFilters}
        defaults={{ sort: { field: "fullName", order: "asc" } }}
        emptyText={t("salesman.empty")}
        actionsWidth={130}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("salesman.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && <RowActions onEdit={() => setEditing({ mode: "edit", row })} onDelete={() => void confirmDestroy({ name: row.fullName, onConfirm: () => deleteSalesperson(row.id).then(refreshList) })} />
        }
      />
      {editing && (
        <ResourceForm<SalespersonFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("salesman.edit", { name: editing.row.fullName }) : t("salesman.create")}
          fields={salespersonFields(userOptions)}
          initialValues={
            editing.mode === "edit"
              ? { fullName: editing.row.fullName, userId: editing.row.userId ? String(editing.row.userId) : null, phone: editing.row.phone ?? undefined, email: editing.row.email ?? undefined, active: editing.row.active, remark: editing.row.remark ?? undefined }
              : { active: true }
          }
          onSubmit={save}
          onClose={close}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
