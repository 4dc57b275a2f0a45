/** Descriptors of the rbac resources: roles (and org-role templates), users, API tokens. */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import type { ApiTokenRow, RoleRow, UserRow } from "@entrepot/contracts";
import { BuiltInTag } from "../../components/BuiltInTag";
import type { ColumnDef, FieldDef, FilterDef } from "../../components/resource/types";

export function UserStatusTag({ row }: { row: Pick<UserRow, "status" | "locked"> }) {
  const { t } = useTranslation("admin-rbac");
  return (
    <>
      {row.status === "active" ? <Tag color="success">{t("status.active")}</Tag> : <Tag color="default">{t("status.disabled")}</Tag>}
      {row.locked && <Tag color="warning">{t("common.locked")}</Tag>}
    </>
  );
}

function TemplateKindTag({ kind }: { kind: string | null }) {
  const { t } = useTranslation("admin-rbac");
  return kind ? <Tag color="blue">{t(`orgRole.kinds.${kind}`)}</Tag> : null;
}

/** A role's name; a template offered by the managing org says so (assignable, not editable here). */
function RoleName({ row }: { row: Pick<RoleRow, "name" | "offered" | "orgName"> }) {
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

// --- roles -----------------------------------------------------------------------------------------------

export const roleColumns: ColumnDef<RoleRow>[] = [
  { key: "id", title: "admin-rbac:role.id", kind: "number", sortable: true, width: 80 },
  {
    key: "code",
    title: "admin-rbac:role.code",
    sortable: true,
    width: 200,
    render: (row) => (
      <>
        {row.code}
        {row.builtIn && <BuiltInTag />}
      </>
    ),
  },
  { key: "name", title: "admin-rbac:role.name", width: 200, render: (row) => <RoleName row={row} /> },
  { key: "orgName", title: "admin-rbac:role.orgName", sortable: true, width: 200 },
  { key: "userCount", title: "admin-rbac:role.userCount", kind: "number", sortable: true, width: 90 },
  { key: "permissionCount", title: "admin-rbac:role.permissionCount", kind: "number", width: 110 },
  { key: "updatedAt", title: "admin-rbac:role.updatedAt", kind: "datetime", sortable: true, width: 160 },
];
export const orgRoleColumns: ColumnDef<RoleRow>[] = [
  ...roleColumns.slice(0, 3),
  {
    key: "templateKind",
    title: "admin-rbac:orgRole.templateKind",
    width: 130,
    render: (row) => <TemplateKindTag kind={row.templateKind} />,
  },
  ...roleColumns.slice(4),
];

export const roleFilters: FilterDef[] = [
  { field: "code", label: "admin-rbac:role.code", kind: "text" },
  { field: "name", label: "admin-rbac:role.name", kind: "text" },
  { field: "orgName", label: "admin-rbac:role.orgName", kind: "text" },
];

export const templateKindOptions = ["seller", "forwarder", "supplier", "company"].map((k) => ({
  value: k,
  label: `admin-rbac:orgRole.kinds.${k}`,
}));

export type RoleFormValues = Pick<RoleRow, "code" | "nameZh" | "nameEn">;
export const roleFields: FieldDef<RoleFormValues>[] = [
  {
    name: "code",
    label: "admin-rbac:role.code",
    kind: "text",
    required: true,
    max: 64,
    pattern: { regex: /^[a-z][a-z0-9_]{1,63}$/, message: "admin-rbac:role.codeRule" },
  },
  { name: "nameZh", label: "admin-rbac:role.nameZh", kind: "text", required: true, max: 100 },
  { name: "nameEn", label: "admin-rbac:role.nameEn", kind: "text", required: true, max: 100 },
];

// --- users -----------------------------------------------------------------------------------------------

// --- API tokens --------------------------------------------------------------------------------------------

export const tokenColumns: ColumnDef<ApiTokenRow>[] = [
  { key: "name", title: "admin-rbac:account.tokenName", width: 180 },
  { key: "prefix", title: "admin-rbac:account.prefix", width: 130 },
  { key: "createdBy", title: "admin-rbac:account.createdBy", width: 130 },
  { key: "createdAt", title: "admin-rbac:account.tokenCreatedAt", kind: "datetime", sortable: true, width: 160 },
  { key: "lastUsedAt", title: "admin-rbac:account.lastUsedAt", kind: "datetime", sortable: true, width: 160 },
  { key: "revokedAt", title: "admin-rbac:account.revokedAt", kind: "datetime", width: 160 },
];
