/** departmentmanage: pick a department, see its people and their posts, assign or remove people. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Empty from "antd/es/empty";
import Table from "antd/es/table";
import Tree from "antd/es/tree";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DeptNode, DeptUserRow } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import type { FieldDef } from "../../../../components/resource/types";
import { fetchUserAssignments, saveUserAssignments, useDeptTree, useDeptUsers, useOrgUsers, usePostOptions } from "../../api.content";

interface AssignValues {
  userId: string;
  postId: string | undefined;
}
type TreeData = { key: number; title: string; children: TreeData[] };
const toTreeData = (nodes: DeptNode[]): TreeData[] => nodes.map((n) => ({ key: n.id, title: n.name, children: toTreeData(n.children) }));

/** A user's assignments with one department replaced (postId given) or removed (postId undefined). */
async function withDept(userId: number, deptId: number, postId: number | null | undefined) {
  const current = await fetchUserAssignments(userId);
  const kept = current.filter((a) => a.deptId !== deptId).map((a) => ({ deptId: a.deptId, postId: a.postId }));
  return saveUserAssignments({ userId, assignments: postId === undefined ? kept : [...kept, { deptId, postId }] });
}

export default function DeptPeoplePage() {
  const { t } = useTranslation("admin-content");
  const queryClient = useQueryClient();
  const me = useMe();
  const tree = useDeptTree();
  const [dept, setDept] = useState<{ id: number; name: string } | undefined>();
  const [includeChildren, setIncludeChildren] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const people = useDeptUsers(dept?.id, includeChildren);
  const posts = usePostOptions();
  const users = useOrgUsers(assigning ? me.data?.org.id : undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin-content"] });

  const fields: FieldDef<AssignValues>[] = [
    {
      name: "userId",
      label: "admin-content:people.user",
      kind: "select",
      required: true,
      options: (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.fullName} (${u.username})` })),
    },
    {
      name: "postId",
      label: "admin-content:people.post",
      kind: "select",
      options: (posts.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    },
  ];

  return (
    <div>
      <PageHeading title={t("people.title")} intro={t("people.intro")} />
      <div style={{ display: "flex", gap: 16, alignItems: "flex-start" }}>
        <div style={{ width: 260, flex: "none" }}>
          {tree.data?.length ? (
            <Tree<TreeData>
              defaultExpandAll
              treeData={toTreeData(tree.data)}
              selectedKeys={dept ? [dept.id] : []}
              onSelect={(_, info) => setDept(info.selected ? { id: info.node.key, name: info.node.title } : undefined)}
            />
          ) : (
            <Empty description={t("dept.empty")} />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {!dept ? (
            <Empty description={t("people.pickDept")} />
          ) : (
            <>
              <div style={{ display: "flex", gap: 12, marginBottom: 8, alignItems: "center" }}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setAssigning(true)} data-testid="assign">
                  {t("people.assign")}
                </Button>
                <Checkbox checked={includeChildren} onChange={(e) => setIncludeChildren(e.target.checked)}>
                  {t("people.includeChildren")}
                </Checkbox>
              </div>
              <Table<DeptUserRow>
                rowKey={(r) => `${r.userId}-${r.deptId}`}
                size="small"
                loading={people.isLoading}
                dataSource={people.data ?? []}
                pagination={false}
                locale={{ emptyText: t("people.empty") }}
                columns={[
                  { key: "username", dataIndex: "username", title: t("people.username") },
                  { key: "fullName", dataIndex: "fullName", title: t("people.fullName") },
                  { key: "deptName", dataIndex: "deptName", title: t("people.dept") },
                  { key: "postName", dataIndex: "postName", title: t("people.post") },
                  {
                    key: "actions",
                    width: 90,
                    render: (_: unknown, row) => (
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          void confirmDestroy({
                            name: `${row.fullName} / ${row.deptName}`,
                            onConfirm: () => withDept(row.userId, row.deptId, undefined).then(refresh),
                          })
                        }
                      >
                        {t("people.remove")}
                      </Button>
                    ),
                  },
                ]}
              />
            </>
          )}
        </div>
      </div>
      {assigning && dept && (
        <ResourceForm<AssignValues>
          open
          mode="create"
          title={t("people.assignTitle", { dept: dept.name })}
          fields={fields}
          onSubmit={async (v) => {
            await withDept(Number(v.userId), dept.id, v.postId ? Number(v.postId) : null);
            await refresh();
          }}
          onClose={() => setAssigning(false)}
        />
      )}
    </div>
  );
}
