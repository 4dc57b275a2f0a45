/** accessgroup/index: access groups of the operator (`accessGroupResource`, contracts); members are set from the staff list of each group. */
import "../../i18n.orgs";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { accessGroupResource, type AccessGroupRow } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { loadRecord } from "../../../../components/resource/resourceCalls";
import { useOrgOptions } from "../../api.orgs";
import { AccessGroupMembers } from "./AccessGroupMembers";

export default function AccessGroupPage() {
  const { t } = useTranslation("admin-orgs");
  const orgs = useOrgOptions();
  const [members, setMembers] = useState<{ row: AccessGroupRow; changed: () => Promise<unknown> } | null>(null);

  /** Re-reads the group whose members are open (and the list), returning the fresh row. */
  const reloadMembersGroup = async () => {
    if (!members) return undefined;
    const fresh = await loadRecord<AccessGroupRow>(accessGroupResource, members.row.id);
    setMembers({ ...members, row: fresh });
    void members.changed();
    return fresh;
  };

  return (
    <>
      <ResourcePage
        resource={accessGroupResource}
        intro={t("group.intro")}
        options={{
          orgIds: (orgs.data ?? [])
            .filter((o) => o.kind !== "operator")
            .map((o) => ({ value: String(o.id), label: `${o.name} (${o.code})` })),
        }}
        // members are edited on their own list: an edit keeps them
        editExtra={(row) => ({ userIds: row.userIds })}
        actionsWidth={170}
        extraActions={(row, changed) => (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 4 }}
            onClick={() => setMembers({ row, changed })}
            data-testid={`members-${row.code}`}
          >
            {t("group.members")}
          </Button>
        )}
      />
      {members && <AccessGroupMembers group={members.row} onClose={() => setMembers(null)} onChanged={reloadMembersGroup} />}
    </>
  );
}
