/** The checkable permission tree (menu area > resource > permission) of the role editors. */
import Empty from "antd/es/empty";
import Spin from "antd/es/spin";
import Tree from "antd/es/tree";
import type { PermissionTreeNode } from "@entrepot/contracts";
import { useTranslation } from "react-i18next";

/** The leaves are the permission codes; the group nodes only help to tick many at once. */
export const checkedLeaves = (nodes: readonly PermissionTreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? checkedLeaves(n.children) : n.checked ? [n.key] : []));
const isLeafKey = (key: string) => key.split(":").length >= 3;

export function PermissionTree({
  tree,
  loading,
  value,
  onChange,
}: {
  tree: PermissionTreeNode[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation("admin-rbac");
  if (loading) return <Spin />;
  if (!tree?.length) return <Empty description={t("roleEditor.noPermissions")} />;
  return (
    <Tree
      checkable
      defaultExpandAll
      selectable={false}
      data-testid="permission-tree"
      treeData={tree.map(function toData(n): { key: string; title: string; children?: ReturnType<typeof toData>[] } {
        return { key: n.key, title: n.title, children: n.children?.map(toData) };
      })}
      checkedKeys={value}
      onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String).filter(isLeafKey))}
    />
  );
}
