/** Descriptors of the rbac screens: the user status tag, a role's name (offered templates marked). */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { RoleRow, UserRow } from "@entrepot/contracts";

export function UserStatusTag({ row }: { row: Pick<UserRow, "status" | "locked"> }) {
  const { t } = useTranslation("admin-rbac");
  return (
    <>
      {row.status === "active" ? <Tag color="success">{t("status.active")}</Tag> : <Tag color="default">{t("status.disabled")}</Tag>}
      {row.locked && <Tag color="warning">{t("common.locked")}</Tag>}
    </>
  );
}

/** A role's name; a template offered by the managing org says so (assignable, not editable here). */
export function RoleName({ row }: { row: Pick<RoleRow, "name" | "offered" | "orgName"> }) {
  const { t } = useTranslation("admin-rbac");
  return (
    <>
      {row.name}
      {row.offered && (
        <Tag color="blue" title={t("role.offeredHelp", { org: row.orgName })} style={{ marginInlineStart: 4 }}>
          {t("role.offered")}
        </Tag>
      )}
    </>
  );
}
