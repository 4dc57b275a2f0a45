/** system/post: the posts (job positions) of the caller's org. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { PostRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deletePost, postUrls, savePost } from "../../api.content";
import { postColumns, postFields, postFilters, type PostFormValues } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: PostRow };

export default function PostListPage() {
  const { t } = useTranslation("admin-content");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(postUrls.list);

  const save = async (v: PostFormValues) => {
    const body = { code: v.code.trim(), name: v.name, sort: v.sort ?? 0, remark: v.remark || null };
    if (editing?.mode === "edit") await savePost({ id: editing.row.id, version: editing.row.version, ...body });
    else await savePost(body);
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("post.title")} intro={t("post.intro")} />
      <ResourceTable<PostRow>
        tableId="admin.posts"
        listUrl={postUrls.list}
        exportUrl={postUrls.export}
        rowKey="id"
        columns={postColumns}
        filters={postFilters}
        defaults={{ sort: { field: "sort", order: "asc" } }}
        emptyText={t("post.empty")}
        actionsWidth={120}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("post.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={() => void confirmDestroy({ name: row.name, onConfirm: () => deletePost(row.id).then(refreshList) })}
          />
        )}
      />
      {editing && (
        <ResourceForm<PostFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("post.edit", { code: editing.row.code }) : t("post.create")}
          fields={postFields}
          initialValues={editing.mode === "edit" ? editing.row : { sort: 0 }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
