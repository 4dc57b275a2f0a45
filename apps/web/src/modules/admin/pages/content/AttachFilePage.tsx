/** attachment/file (+ update/:type, the upload form): the org's files: upload, download, delete. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { BizAttachRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { attachFileUrls, attachFileViewUrl, deleteAttachFile } from "../../api.content";
import { fileColumns, fileFilters } from "./attachDescriptors";
import { UploadDialog } from "./UploadDialog";

export default function AttachFilePage() {
  const { t } = useTranslation("admin-content");
  const { type } = useParams();
  const navigate = useNavigate();
  const refreshList = useRefreshList(attachFileUrls.list);
  const [uploading, setUploading] = useState(type === "add");
  const close = () => {
    setUploading(false);
    if (type) void navigate("/attachment/file", { replace: true });
  };

  return (
    <div>
      <PageHeading title={t("attach.fileTitle")} intro={t("attach.fileIntro")} />
      <ResourceTable<BizAttachRow>
        tableId="admin.attach-files"
        listUrl={attachFileUrls.list}
        exportUrl={attachFileUrls.export}
        rowKey="id"
        columns={fileColumns}
        filters={fileFilters}
        defaults={{ sort: { field: "createdAt", order: "desc" } }}
        emptyText={t("attach.empty")}
        actionsWidth={130}
        toolbar={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="upload">
            {t("attach.upload")}
          </Button>
        }
        rowActions={(row) => (
          <RowActions
            onDelete={() => void confirmDestroy({ name: row.fileName, onConfirm: () => deleteAttachFile(row.id).then(refreshList) })}
          >
            <a href={attachFileViewUrl(row.id)} download={row.fileName} style={{ paddingInline: 4 }}>
              {t("attach.download")}
            </a>
          </RowActions>
        )}
      />
      {uploading && (
        <UploadDialog
          onClose={close}
          onUploaded={() => {
            void refreshList();
            close();
          }}
        />
      )}
    </div>
  );
}
