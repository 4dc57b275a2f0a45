/** rolemanage: roles of the orgs in scope (`roleResource`, contracts). Names edit in the form; new roles and permissions on the role editor (rolemanageNew). */
import "../../i18n.rbac";
import { useTranslation } from "react-i18next";
import { roleResource } from "@entrepot/contracts";
import { withBuiltIn } from "../../../../components/BuiltInTag";
import { RowLink } from "../../../../components/RowActions";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { RoleName } from "../../descriptors.rbac";

export default function RoleListPage() {
  const { t } = useTranslation("admin-rbac");
  return (
    <ResourcePage
      resource={roleResource}
      intro={t("role.intro")}
      formPage={{ create: "/rolemanageNew" }}
      render={{ code: (row) => withBuiltIn(row.code, row.builtIn), name: (row) => <RoleName row={row} /> }}
      // a template offered by the managing org is assignable, not editable here
      canEdit={(row) => !row.offered}
      canDelete={(row) => !row.offered && !row.builtIn}
      actionsWidth={190}
      extraActions={(row) => !row.offered && <RowLink to={`/rolemanageNew?id=${row.id}`}>{t("role.permissions")}</RowLink>}
    />
  );
}
