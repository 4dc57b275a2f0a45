/** attachment/file (+ update/:type, the upload form): the org's files (`attachFileResource`, contracts): upload, download, delete. */
import "../../i18n.content";
import { useState } from "react";
import Button from "antd/es/button";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { attachFileResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { attachFileViewUrl } from "../../api.content";
import { UploadDialog } from "./UploadDialog";

export default function AttachFilePage() {
  const { t } = useTranslation("admin-content");
  const { type } = useParams();
  const navigate = useNavigate();
  const refreshList = useRefreshList(attachFileResource.paths.list.split(" ")[1]!);
  const [uploading, setUploading] = useState(type === "add");
  const close = () => {
    setUploading(false);
    if (type) void navigate("/attachment/file", { replace: true });
  };

  return (
    <>
      <ResourcePage
        resource={attachFileResource}
        intro={t("attach.fileIntro")}
        emptyText={t("attach.empty")}
        toolbar={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="upload">
            {t("attach.upload")}
          </Button>
        }
        readActions={(row) => (
          <a href={attachFileViewUrl(row.id)} download={row.fileName} style={{ paddingInline: 4 }}>
            {t("attach.download")}
          </a>
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
    </>
  );
}
