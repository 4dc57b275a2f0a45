/**
 * The staff of the group's operator org (findAccessGroupAssignUsersByPage), each with a switch:
 * joining or leaving saves the group's members. A plain table: list state in the URL belongs to the
 * page's main list, and one operator's staff fit in one page.
 */
import Drawer from "antd/es/drawer";
import message from "antd/es/message";
import Switch from "antd/es/switch";
import Table from "antd/es/table";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AccessGroupRow, AccessGroupUserRow, PageReply } from "@entrepot/contracts";
import { api, errorMessage } from "../../../../lib/api";
import { DROPDOWN_ROWS } from "../../../../lib/referenceCache";
import { accessGroupUrls, saveAccessGroup } from "../../api.orgs";

export function AccessGroupMembers({
  group,
  onClose,
  onChanged,
}: {
  group: AccessGroupRow;
  onClose: () => void;
  onChanged: () => Promise<AccessGroupRow | undefined>;
}) {
  const { t } = useTranslation("admin-orgs");
  const staff = useQuery({
    queryKey: ["admin-orgs", "group-members", group.id],
    queryFn: ({ signal }) =>
      api.get<PageReply<AccessGroupUserRow>>(accessGroupUrls.members, { groupId: group.id, rows: DROPDOWN_ROWS, sidx: "username" }, signal),
  });

  const toggle = async (user: AccessGroupUserRow, join: boolean) => {
    // the group is re-read first, so the version and members are current
    const current = (await onChanged()) ?? group;
    const userIds = join ? [...new Set([...current.userIds, user.id])] : current.userIds.filter((id) => id !== user.id);
    try {
      const { id, version, code, name, remark, orgIds, warehouseIds, accountIds } = current;
      await saveAccessGroup({ id, version, code, name, remark, orgIds, warehouseIds, accountIds, userIds });
    } catch (err) {
      void message.error(errorMessage(err));
    }
    await Promise.all([onChanged(), staff.refetch()]);
  };

  return (
    <Drawer open title={t("group.membersTitle", { name: group.name })} onClose={onClose} size={560} destroyOnHidden>
      <Table<AccessGroupUserRow>
        rowKey="id"
        size="small"
        loading={staff.isLoading}
        dataSource={staff.data?.rows ?? []}
        pagination={false}
        columns={[
          { key: "username", dataIndex: "username", title: t("group.username") },
          { key: "fullName", dataIndex: "fullName", title: t("group.fullName") },
          {
            key: "assigned",
            title: t("group.assigned"),
            width: 90,
            render: (_v, row) => (
              <Switch size="small" checked={row.assigned} onChange={(on) => void toggle(row, on)} data-testid={`member-${row.username}`} />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
