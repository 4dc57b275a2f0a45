/** accessgroup/index: access groups of the operator; members are set from the staff list of each group. */
import "../../i18n.orgs";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { AccessGroupRow } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { accessGroupUrls, deleteAccessGroup } from "../../api.orgs";
import { accessGroupColumns, accessGroupFilters } from "../../descriptors.orgs";
import { AccessGroupForm } from "./AccessGroupForm";
import { AccessGroupMembers } from "./AccessGroupMembers";

type Editing = { mode: "create" } | { mode: "edit"; row: AccessGroupRow };

export default function AccessGroupPage() {
  const { t } = useTranslation("admin-orgs");
  const { data: me } = useMe();
  const canManage = hasPermission(me, "admin:accessgroup:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [members, setMembers] = useState<AccessGroupRow | null>(null);
  const refreshList = useRefreshList(accessGroupUrls.list);

  /** Re-reads the group whose members are open (and the list), returning the fresh row. */
  const reloadMembersGroup = async () => {
    if (!members) return undefined;
    const fresh = await api.get<AccessGroupRow>("/api/v1/UcAccessgroup/loadData", { id: members.id });
    setMembers(fresh);
    void refreshList();
    return fresh;
  };

  return (
    <div>
      <PageHeading title={t("group.title")} intro={t("group.intro")} />
      <ResourceTable<AccessGroupRow>
        tableId="admin.accessGroups"
        listUrl={accessGroupUrls.list}
        exportUrl={accessGroupUrls.export}
        rowKey="id"
        columns={accessGroupColumns}
        filters={accessGroupFilters}
        defaults={{ sort: { field: "code", order: "asc" } }}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("group.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && (
            <RowActions
              onEdit={() => setEditing({ mode: "edit", row })}
              onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deleteAccessGroup(row.id).then(refreshList) })}
            >
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 4 }}
                onClick={() => setMembers(row)}
                data-testid={`members-${row.code}`}
              >
                {t("group.members")}
              </Button>
            </RowActions>
          )
        }
      />
      {editing && (
        <AccessGroupForm
          editing={editing.mode === "edit" ? editing.row : null}
          onClose={() => setEditing(null)}
          onSaved={() => void refreshList()}
        />
      )}
      {members && <AccessGroupMembers group={members} onClose={() => setMembers(null)} onChanged={reloadMembersGroup} />}
    </div>
  );
}
