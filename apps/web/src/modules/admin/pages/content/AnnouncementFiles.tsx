/** An announcement's files: list, download, add (upload with model `announcement`), remove (delRelAttach). */
import { useState } from "react";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Modal from "antd/es/modal";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AnnouncementRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { attachFileViewUrl, removeAnnouncementFile, useAnnouncementFiles } from "../../api.content";
import { UploadDialog } from "./UploadDialog";

export function AnnouncementFiles({ announcement, onClose }: { announcement: AnnouncementRow; onClose: () => void }) {
  const { t } = useTranslation("admin-content");
  const queryClient = useQueryClient();
  const files = useAnnouncementFiles(announcement.id);
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin-content"] });

  return (
    <Modal open title={t("announcement.files", { title: announcement.title })} onCancel={onClose} footer={null}>
      <Button icon={<UploadOutlined />} onClick={() => setUploading(true)} style={{ marginBottom: 12 }} data-testid="announcement-upload">
        {t("attach.upload")}
      </Button>
      {!files.data?.length ? (
        <Empty description={t("attach.empty")} />
      ) : (
        files.data.map((f) => (
          <div key={f.id} style={{ display: "flex", gap: 8, alignItems: "center" }}>
            <a href={attachFileViewUrl(f.id)} download={f.fileName} style={{ flex: 1 }}>
              {f.fileName}
            </a>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirmDestroy({ name: f.fileName, onConfirm: () => removeAnnouncementFile(announcement.id, f.id).then(refresh) })
              }
            >
              {t("people.remove")}
            </Button>
          </div>
        ))
      )}
      {uploading && (
        <UploadDialog
          preset={{ model: "announcement", bizId: String(announcement.id) }}
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            void refresh();
          }}
        />
      )}
    </Modal>
  );
}
