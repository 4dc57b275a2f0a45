/** system/dept: the department tree of the caller's org: add (top level or below), edit, move, delete. */
import "../../i18n.content";
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Table from "antd/es/table";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DeptNode } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import type { FieldDef } from "../../../../components/resource/types";
import { RowActions } from "../../../../components/RowActions";
import { deleteDept, deptOptions, deptTreeKey, saveDept, useDeptTree } from "../../api.content";

interface DeptFormValues {
  name: string;
  parentId: string | undefined;
  sort: number;
  remark: string | null;
}
type Editing = { mode: "create"; parentId?: number } | { mode: "edit"; row: DeptNode };

// antd shows an expander for any `children` array: leaves carry none
type DeptRowNode = Omit<DeptNode, "children"> & { children?: DeptRowNode[] };
const toRows = (nodes: DeptNode[]): DeptRowNode[] =>
  nodes.map(({ children, ...n }) => (children.length ? { ...n, children: toRows(children) } : n));

export default function DeptTreePage() {
  const { t } = useTranslation("admin-content");
  const queryClient = useQueryClient();
  const tree = useDeptTree();
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: deptTreeKey });
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);

  const fields: FieldDef<DeptFormValues>[] = [
    { name: "name", label: "admin-content:dept.name", kind: "text", required: true, max: 100 },
    {
      name: "parentId",
      label: "admin-content:dept.parent",
      kind: "select",
      placeholder: t("common.root"),
      // a department cannot move under itself or below it
      options: deptOptions(tree.data ?? [], editing?.mode === "edit" ? editing.row.id : undefined),
    },
    { name: "sort", label: "admin-content:common.sort", kind: "number", min: 0, max: 99999 },
    { name: "remark", label: "admin-content:common.remark", kind: "textarea", max: 500 },
  ];

  const save = async (v: DeptFormValues) => {
    const body = { name: v.name, parentId: v.parentId ? Number(v.parentId) : null, sort: v.sort ?? 0, remark: v.remark || null };
    if (editing?.mode === "edit") await saveDept({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveDept(body);
    await refresh();
  };

  const initial = (): Partial<DeptFormValues> => {
    if (editing?.mode === "edit") {
      const r = editing.row;
      return { name: r.name, parentId: r.parentId === null ? undefined : String(r.parentId), sort: r.sort, remark: r.remark };
    }
    return { sort: 0, parentId: editing?.parentId === undefined ? undefined : String(editing.parentId) };
  };

  return (
    <div>
      <PageHeading
        title={t("dept.title")}
        intro={t("dept.intro")}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("dept.create")}
          </Button>
        }
      />
      <Table<DeptRowNode>
        rowKey="id"
        size="small"
        loading={tree.isLoading}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={rows.length ? "loaded" : "empty"} // defaultExpandAllRows applies on mount: remount once rows arrive
        locale={{ emptyText: t("dept.empty") }}
        columns={[
          { key: "name", dataIndex: "name", title: t("dept.name") },
          { key: "sort", dataIndex: "sort", title: t("common.sort"), width: 90 },
          { key: "userCount", dataIndex: "userCount", title: t("common.people"), width: 90 },
          { key: "remark", dataIndex: "remark", title: t("common.remark"), ellipsis: true },
          {
            key: "actions",
            width: 220,
            render: (_: unknown, row) => (
              <RowActions
                onEdit={() => setEditing({ mode: "edit", row: { ...row, children: [] } })}
                onDelete={() => void confirmDestroy({ name: row.name, onConfirm: () => deleteDept(row.id).then(refresh) })}
              >
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ mode: "create", parentId: row.id })}
                  style={{ paddingInline: 4 }}
                >
                  {t("dept.addChild")}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      {editing && (
        <ResourceForm<DeptFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("dept.edit", { name: editing.row.name }) : t("dept.create")}
          fields={fields}
          initialValues={initial()}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
        />
      )}
    </div>
  );
}
