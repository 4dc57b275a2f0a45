/** sales/category: the two-level category tree of each sales platform (e.g. Amazon browse nodes). */
import "../../i18n.business";
import { useMemo, useState } from "react";
import Button from "antd/es/button";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ChannelCategoryRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { RowActions } from "../../../../components/RowActions";
import type { FieldDef } from "../../../../components/resource/types";
import { deleteCategory, saveCategory, useCategories, usePlatformOptions, useRefreshOptions } from "../../api.business";

type Node = ChannelCategoryRow & { children?: Node[] };
type Values = { code: string; name: string; sort: number; active: boolean };
type Editing = { mode: "create"; parent: ChannelCategoryRow | null } | { mode: "edit"; row: ChannelCategoryRow };
const k = (key: string) => `md-business:${key}`;
const fields: FieldDef<Values>[] = [
  { name: "code", label: k("category.nodeCode"), kind: "text", required: true, max: 64 },
  { name: "name", label: k("common.name"), kind: "text", required: true, max: 100 },
  { name: "sort", label: k("common.sort"), kind: "number", min: 0, max: 9999 },
  { name: "active", label: k("common.active"), kind: "switch" },
];

export default function ChannelCategoryPage() {
  const { t } = useTranslation("md-business");
  const [params, setParams] = useSearchParams();
  const platforms = usePlatformOptions().data ?? [];
  const type = params.get("type") ?? platforms[0]?.code;
  const list = useCategories(type, true);
  const refresh = useRefreshOptions();
  const [editing, setEditing] = useState<Editing | null>(null);

  const tree = useMemo(() => {
    const rows = (list.data ?? []).filter((c) => c.channel === type);
    const roots: Node[] = rows.filter((r) => r.parentId === null).map((r) => ({ ...r }));
    for (const root of roots) {
      const kids = rows.filter((r) => r.parentId === root.id);
      if (kids.length) root.children = kids;
    }
    return roots;
  }, [list.data, type]);

  const save = async (v: Values) => {
    const body = { code: v.code.trim(), name: v.name.trim(), sort: v.sort ?? 0, active: v.active ?? true, channel: type! };
    if (editing?.mode === "edit")
      await saveCategory({ ...body, id: editing.row.id, version: editing.row.version, parentId: editing.row.parentId });
    else await saveCategory({ ...body, parentId: editing?.mode === "create" ? (editing.parent?.id ?? null) : null });
    void refresh("categories");
  };

  return (
    <div>
      <PageHeading title={t("category.title")} intro={t("category.intro")} />
      <div style={{ display: "flex", gap: 8, marginBottom: 12 }}>
        <Select
          value={type}
          style={{ width: 200 }}
          aria-label={t("category.channel")}
          options={platforms.map((p) => ({ value: p.code, label: p.name }))}
          onChange={(v) => setParams({ type: v }, { replace: true })}
          data-testid="category-channel"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: "create", parent: null })}
          disabled={!type}
          data-testid="create"
        >
          {t("category.create")}
        </Button>
      </div>
      <Table<Node>
        // remount when the tree arrives or the platform changes, so that every branch opens
        key={`${type ?? ""}:${tree.length}`}
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: t("category.empty") }}
        data-testid="table-masterdata.categories"
        columns={[
          {
            key: "name",
            title: t("common.name"),
            dataIndex: "name",
            render: (_, r) => (r.active ? r.name : <span style={{ opacity: 0.55 }}>{r.name}</span>),
          },
          { key: "code", title: t("category.nodeCode"), dataIndex: "code", width: 160 },
          { key: "level", title: t("category.level"), dataIndex: "level", width: 80 },
          { key: "sort", title: t("common.sort"), dataIndex: "sort", width: 80 },
          { key: "accounts", title: t("category.accounts"), dataIndex: "accountCount", width: 90 },
          {
            key: "active",
            title: t("common.status"),
            width: 90,
            render: (_, r) => (r.active ? <Tag color="success">{t("common.active")}</Tag> : <Tag>{t("common.inactiveTag")}</Tag>),
          },
          {
            key: "actions",
            title: "",
            width: 220,
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing({ mode: "edit", row: r })}
                onDelete={() =>
                  void confirmDestroy({ name: r.name, onConfirm: () => deleteCategory(r.id).then(() => refresh("categories")) })
                }
              >
                {r.level === 1 && (
                  <Button type="link" size="small" onClick={() => setEditing({ mode: "create", parent: r })} style={{ paddingInline: 4 }}>
                    {t("category.addChild")}
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      {editing && (
        <ResourceForm<Values>
          open
          mode={editing.mode}
          title={
            editing.mode === "edit"
              ? t("category.edit", { name: editing.row.name })
              : editing.parent
                ? t("category.addChildOf", { name: editing.parent.name })
                : t("category.create")
          }
          fields={fields}
          initialValues={editing.mode === "edit" ? editing.row : { sort: 0, active: true }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh("categories")}
        />
      )}
    </div>
  );
}
