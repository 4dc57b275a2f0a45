/**
 * menumanage: the menu and permission tree (UcPermission). Drag to re-order or re-parent (move); the
 * selected node edits in the form beside the tree; new menus and buttons go under the selection.
 */
import "../../i18n.rbac";
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import Tree, { type TreeProps } from "antd/es/tree";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { PermissionNode } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { Panel } from "../../../../components/Panel";
import { ResourceForm } from "../../../../components/ResourceForm";
import type { FieldDef } from "../../../../components/resource/types";
import { deletePermissionNode, movePermissionNode, PERMISSION_TREE_QUERY, savePermissionNode, usePermissionNodes } from "../../api.rbac";

type Values = Pick<PermissionNode, "kind" | "key" | "nameZh" | "nameEn"> & { permission?: string | null };
const kinds = ["menu", "button", "api"] as const;
const fields: FieldDef<Values>[] = [
  {
    name: "kind",
    label: "admin-rbac:menu.kind",
    kind: "select",
    required: true,
    options: kinds.map((k) => ({ value: k, label: `admin-rbac:menu.kinds.${k}` })),
  },
  { name: "key", label: "admin-rbac:menu.key", kind: "text", required: true, max: 200 },
  { name: "nameZh", label: "admin-rbac:role.nameZh", kind: "text", required: true, max: 100 },
  { name: "nameEn", label: "admin-rbac:role.nameEn", kind: "text", required: true, max: 100 },
  { name: "permission", label: "admin-rbac:menu.permission", kind: "text", max: 100 },
];

interface TreeData {
  key: number;
  title: React.ReactNode;
  children: TreeData[];
}

export default function MenuManagePage() {
  const { t } = useTranslation("admin-rbac");
  const nodes = usePermissionNodes();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<PermissionNode | null>(null);
  const [editing, setEditing] = useState<{ node?: PermissionNode; parentId: number | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PERMISSION_TREE_QUERY });
  const byId = useMemo(() => new Map((nodes.data ?? []).map((n) => [n.id, n])), [nodes.data]);

  const treeData = useMemo(() => {
    const children = new Map<number | null, TreeData[]>();
    for (const n of nodes.data ?? []) {
      const item: TreeData = {
        key: n.id,
        title: (
          <span>
            {n.name} <Tag>{t(`menu.kinds.${n.kind}`)}</Tag>
          </span>
        ),
        children: [],
      };
      children.set(n.parentId, [...(children.get(n.parentId) ?? []), item]);
    }
    const attach = (list: TreeData[]): TreeData[] => list.map((it) => ({ ...it, children: attach(children.get(it.key) ?? []) }));
    return attach(children.get(null) ?? []);
  }, [nodes.data, t]);

  const onDrop: TreeProps["onDrop"] = async (info) => {
    const node = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!node || !target) return;
    // dropped onto a node: first child; between nodes: right after the target, under its parent
    const into = !info.dropToGap;
    try {
      await movePermissionNode({
        id: node.id,
        version: node.version,
        parentId: into ? target.id : target.parentId,
        sort: into ? 0 : target.sort + 1,
      });
      void message.success(t("menu.moved"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void refresh();
  };

  return (
    <div>
      <PageHeading
        title={t("menu.title")}
        intro={t("menu.intro")}
        extra={
          <>
            <Button onClick={() => setEditing({ parentId: null })}>{t("menu.addRoot")}</Button>
            <Button disabled={!selected} onClick={() => setEditing({ parentId: selected!.id })}>
              {t("menu.addChild")}
            </Button>
            <Button disabled={!selected} onClick={() => setEditing({ node: selected!, parentId: selected!.parentId })}>
              {t("menu.edit")}
            </Button>
            <Button
              danger
              disabled={!selected || selected.builtIn}
              onClick={() =>
                void confirmDestroy({
                  name: selected!.name,
                  onConfirm: () => deletePermissionNode(selected!.id).then(() => (setSelected(null), refresh())),
                })
              }
            >
              {t("components:common.delete")}
            </Button>
          </>
        }
      />
      <Panel>
        {nodes.isLoading ? (
          <Spin />
        ) : (
          <Tree<TreeData>
            draggable
            blockNode
            treeData={treeData}
            // the areas open at first, so their screens show as in the side menu
            defaultExpandedKeys={treeData.map((n) => n.key)}
            onDrop={(info) => void onDrop(info)}
            onSelect={(keys) => setSelected(byId.get(Number(keys[0])) ?? null)}
          />
        )}
      </Panel>
      {editing && (
        <ResourceForm<Values>
          open
          mode={editing.node ? "edit" : "create"}
          title={editing.node ? t("menu.edit") : editing.parentId === null ? t("menu.addRoot") : t("menu.addChild")}
          fields={fields}
          initialValues={editing.node ?? { kind: "menu" }}
          onSubmit={async (v) => {
            await savePermissionNode({
              ...(editing.node ? { id: editing.node.id, version: editing.node.version } : {}),
              parentId: editing.parentId,
              ...v,
              permission: v.permission || null,
            });
            void refresh();
          }}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
        />
      )}
    </div>
  );
}
