/** announcemanage: write, publish, withdraw and delete announcements. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { AnnouncementRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { announcementUrls, deleteAnnouncement, saveAnnouncement, setAnnouncementActive } from "../../api.content";
import { AnnouncementFiles } from "./AnnouncementFiles";
import {
  announcementColumns,
  announcementFields,
  announcementFilters,
  type AnnouncementFormValues,
  fromFormValues,
  toFormValues,
} from "./announcementDescriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: AnnouncementRow };

export default function AnnouncementPage() {
  const { t } = useTranslation("admin-content");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [filesOf, setFilesOf] = useState<AnnouncementRow | null>(null);
  const refreshList = useRefreshList(announcementUrls.list);

  const save = async (v: AnnouncementFormValues) => {
    if (editing?.mode === "edit") await saveAnnouncement({ id: editing.row.id, version: editing.row.version, ...fromFormValues(v) });
    else await saveAnnouncement(fromFormValues(v));
    void refreshList();
  };

  const toggle = async (row: AnnouncementRow) => {
    try {
      await setAnnouncementActive({ id: row.id, version: row.version, active: !row.active });
      void message.success(t(row.active ? "announcement.withdrawnOk" : "announcement.publishedOk"));
    } catch (err) {
      void message.error(errorMessage(err));
    }
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("announcement.title")} intro={t("announcement.intro")} />
      <ResourceTable<AnnouncementRow>
        tableId="admin.announcements"
        listUrl={announcementUrls.list}
        exportUrl={announcementUrls.export}
        rowKey="id"
        columns={announcementColumns}
        filters={announcementFilters}
        defaults={{ sort: { field: "id", order: "desc" } }}
        emptyText={t("announcement.empty")}
        actionsWidth={220}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("announcement.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={() => void confirmDestroy({ name: row.title, onConfirm: () => deleteAnnouncement(row.id).then(refreshList) })}
          >
            <Button type="link" size="small" onClick={() => void toggle(row)} style={{ paddingInline: 4 }} data-testid={`toggle-${row.id}`}>
              {t(row.active ? "announcement.withdraw" : "announcement.publish")}
            </Button>
            <Button type="link" size="small" onClick={() => setFilesOf(row)} style={{ paddingInline: 4 }}>
              {t("announcement.filesAction")}
            </Button>
          </RowActions>
        )}
      />
      {filesOf && <AnnouncementFiles announcement={filesOf} onClose={() => setFilesOf(null)} />}
      {editing && (
        <ResourceForm<AnnouncementFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("announcement.edit", { title: editing.row.title }) : t("announcement.create")}
          fields={announcementFields}
          initialValues={editing.mode === "edit" ? toFormValues(editing.row) : { targetKind: "all" }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
          columns={2}
          width={760}
        />
      )}
    </div>
  );
}
