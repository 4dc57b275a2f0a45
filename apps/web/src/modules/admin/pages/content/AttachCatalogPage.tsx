/** attachment/model and attachment/type (+ update/:type): two catalogues of the same shape. */
import "../../i18n.content";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { AttachCatalogRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { type AttachCatalogKind, attachCatalogUrls, deleteAttachCatalog, loadAttachCatalog, saveAttachCatalog } from "../../api.content";
import { catalogColumns, catalogFields, catalogFilters, type CatalogFormValues } from "./attachDescriptors";
import { useFormRoute } from "../../../../components/useFormRoute";

export function AttachCatalogPage({ kind }: { kind: AttachCatalogKind }) {
  const { t } = useTranslation("admin-content");
  const urls = attachCatalogUrls(kind);
  const refreshList = useRefreshList(urls.list);
  const { editing, setEditing, close } = useFormRoute(`attachment/${kind}`, (id) => loadAttachCatalog(kind, id));

  const save = async (v: CatalogFormValues) => {
    const body = { code: v.code.trim(), nameZh: v.nameZh, nameEn: v.nameEn, remark: v.remark || null };
    if (editing?.mode === "edit") await saveAttachCatalog(kind, { id: editing.row.id, version: editing.row.version, ...body });
    else await saveAttachCatalog(kind, body);
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t(`attach.${kind}Title`)} intro={t(`attach.${kind}Intro`)} />
      <ResourceTable<AttachCatalogRow>
        tableId={`admin.attach-${kind}s`}
        listUrl={urls.list}
        exportUrl={urls.export}
        rowKey="id"
        columns={catalogColumns}
        filters={catalogFilters}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("attach.empty")}
        actionsWidth={120}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
            {t("attach.create")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onEdit={() => setEditing({ mode: "edit", row })}
            onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deleteAttachCatalog(kind, row.id).then(refreshList) })}
          />
        )}
      />
      {editing && (
        <ResourceForm<CatalogFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("attach.edit", { code: editing.row.code }) : t("attach.create")}
          fields={catalogFields}
          initialValues={editing.mode === "edit" ? editing.row : {}}
          onSubmit={save}
          onClose={close}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
