/** rolemanage: roles of the orgs in scope. Names edit in a form; permissions on the role editor (rolemanageNew). */
import "../../i18n.rbac";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RoleRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteRole, roleUrls, saveRole } from "../../api.rbac";
import { roleColumns, roleFields, roleFilters, type RoleFormValues } from "../../descriptors.rbac";

export default function RoleListPage() {
  const { t } = useTranslation("admin-rbac");
  const { data: me } = useMe();
  const canManage = hasPermission(me, "admin:role:manage");
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const refreshList = useRefreshList(roleUrls.list);

  const save = async (v: RoleFormValues) => {
    await saveRole({ id: editing!.id, version: editing!.version, code: v.code.trim(), nameZh: v.nameZh, nameEn: v.nameEn });
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("role.title")} intro={t("role.intro")} />
      <ResourceTable<RoleRow>
        tableId="admin.roles"
        listUrl={roleUrls.list}
        exportUrl={roleUrls.export}
        rowKey="id"
        columns={roleColumns}
        filters={roleFilters}
        actionsWidth={190}
        toolbar={
          canManage && (
            <Link to="/rolemanageNew">
              <Button type="primary" icon={<PlusOutlined />} data-testid="create">
                {t("role.create")}
              </Button>
            </Link>
          )
        }
        rowActions={(row) =>
          canManage &&
          !row.offered && (
            <RowActions
              onEdit={() => setEditing(row)}
              onDelete={
                row.builtIn
                  ? undefined
                  : () => void confirmDestroy({ name: row.code, onConfirm: () => deleteRole(row.id).then(() => refreshList()) })
              }
            >
              <Link to={`/rolemanageNew?id=${row.id}`} style={{ paddingInline: 4 }}>
                {t("role.permissions")}
              </Link>
            </RowActions>
          )
        }
      />
      {editing && (
        <ResourceForm<RoleFormValues>
          open
          mode="edit"
          title={t("role.edit", { code: editing.code })}
          fields={roleFields}
          initialValues={editing}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
