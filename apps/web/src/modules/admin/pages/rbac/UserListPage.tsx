/** usermanage: users of the orgs in scope; the form is its own screen; enable/disable, password reset and unlock are row commands. */
import "../../i18n.rbac";
import { useState } from "react";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { type UserRow, userResource } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { UserStatusTag } from "../../descriptors.rbac";
import { ResetPasswordForm, UserCommands } from "./UserCommands";

export default function UserListPage() {
  const { t } = useTranslation("admin-rbac");
  const { data: me } = useMe();
  const [resetting, setResetting] = useState<UserRow | null>(null);
  return (
    <>
      <ResourcePage
        resource={userResource}
        intro={t("user.intro")}
        formPage={{ create: "/usermanage/update/add", edit: (row) => `/usermanage/update/edit?id=${row.id}` }}
        render={{
          roles: (row) =>
            row.roles.map((code, i) => (
              <Tag key={code} title={code}>
                {row.roleNames[i] ?? code}
              </Tag>
            )),
          status: (row) => <UserStatusTag row={row} />,
        }}
        actionsWidth={260}
        extraActions={(row, changed) => <UserCommands row={row} self={row.id === me?.user.id} onReset={setResetting} changed={changed} />}
      />
      {resetting && <ResetPasswordForm user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
