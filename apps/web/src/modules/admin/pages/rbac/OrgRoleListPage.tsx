/** orgrolemanage: role templates offered to kinds of org (`orgRoleResource`, contracts), edited with their permissions in a drawer. */
import "../../i18n.rbac";
import { useTranslation } from "react-i18next";
import { orgRoleResource } from "@entrepot/contracts";
import { withBuiltIn } from "../../../../components/BuiltInTag";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { OrgRoleDrawer } from "./OrgRoleDrawer";

export default function OrgRoleListPage() {
  const { t } = useTranslation("admin-rbac");
  return (
    <ResourcePage
      resource={orgRoleResource}
      intro={t("orgRole.intro")}
      render={{ code: (row) => withBuiltIn(row.code, row.builtIn) }}
      canDelete={(row) => !row.builtIn}
      form={(editing, close, changed) => (
        <OrgRoleDrawer id={editing.mode === "edit" ? editing.row.id : undefined} onClose={close} onSaved={() => void changed()} />
      )}
    />
  );
}
