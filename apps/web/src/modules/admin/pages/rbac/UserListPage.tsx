/** usermanage: users of the orgs in scope; enable/disable, password reset and unlock are row commands. */
import "../../i18n.rbac";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Popconfirm from "antd/es/popconfirm";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { UserRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import type { FieldDef } from "../../../../components/resource/types";
import { RowActions } from "../../../../components/RowActions";
import { resetUserPassword, setUserStatus, unlockUser, userUrls } from "../../api.rbac";
import { userColumns, userFilters } from "../../descriptors.rbac";

const passwordFields: FieldDef<{ password: string }>[] = [
  { name: "password", label: "admin-rbac:user.newPassword", kind: "text", required: true, max: 200, help: "admin-rbac:user.passwordHelp" },
];

export default function UserListPage() {
  const { t } = useTranslation("admin-rbac");
  const { data: me } = useMe();
  const canManage = hasPermission(me, "admin:user:manage");
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const refreshList = useRefreshList(userUrls.list);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      void refreshList();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };

  const actions = (row: UserRow) => {
    const self = row.id === me?.user.id;
    return (
      <RowActions>
        <Link to={`/usermanage/update/edit?id=${row.id}`} style={{ paddingInline: 4 }}>
          {t("components:common.edit")}
        </Link>
        {!self &&
          (row.status === "active" ? (
            <Popconfirm
              title={t("user.confirmDisable", { username: row.username })}
              onConfirm={() => run(() => setUserStatus(row.id, "disabled"), t("user.statusChanged"))}
            >
              <Button type="link" size="small" danger style={{ paddingInline: 4 }} data-testid={`disable-${row.username}`}>
                {t("user.disable")}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 4 }}
              onClick={() => void run(() => setUserStatus(row.id, "active"), t("user.statusChanged"))}
            >
              {t("user.enable")}
            </Button>
          ))}
        {!self && (
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setResetting(row)}>
            {t("user.resetPassword")}
          </Button>
        )}
        {row.locked && (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            onClick={() => void run(() => unlockUser(row.id), t("user.unlocked"))}
          >
            {t("user.unlock")}
          </Button>
        )}
      </RowActions>
    );
  };

  return (
    <div>
      <PageHeading title={t("user.title")} intro={t("user.intro")} />
      <ResourceTable<UserRow>
        tableId="admin.users"
        listUrl={userUrls.list}
        exportUrl={userUrls.export}
        rowKey="id"
        columns={userColumns}
        filters={userFilters}
        actionsWidth={260}
        toolbar={
          canManage && (
            <Link to="/usermanage/update/add">
              <Button type="primary" icon={<PlusOutlined />} data-testid="create">
                {t("user.create")}
              </Button>
            </Link>
          )
        }
        rowActions={canManage ? actions : undefined}
      />
      {resetting && (
        <ResourceForm<{ password: string }>
          open
          mode="edit"
          title={`${t("user.resetPassword")}: ${resetting.username}`}
          fields={passwordFields}
          onSubmit={async (v) => {
            await resetUserPassword(resetting.id, v.password);
            void message.success(t("user.passwordReset"));
          }}
          onClose={() => setResetting(null)}
        />
      )}
    </div>
  );
}
