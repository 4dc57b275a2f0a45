/**
 * A document's photos (a return's receipt, an unsourced parcel): thumbnails that open larger (a preview
 * group: the arrows walk through them), and, while the document is open and the user is its warehouse,
 * adding (JPG / PNG / WebP, the server checks the content again) and removing with a confirmation.
 * `base` is the document's photo prefix: `<base>/photos?id=`, `<base>/photo?id=`, `<base>/photo/upload`, `<base>/photo/remove`.
 */
import { useState } from "react";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Image from "antd/es/image";
import message from "antd/es/message";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import Upload from "antd/es/upload";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type DocumentPhotoRow, type DocumentPhotosReply, photoRules } from "@entrepot/contracts";
import { api, apiUpload, errorMessage } from "../lib/api";
import { confirmDestroy } from "./confirmDestroy";
import { Panel } from "./Panel";

const MB = Math.round(photoRules.maxBytes / 1048576);
const accepted: readonly string[] = Object.values(photoRules.mimes);

export function DocumentPhotos({ base, documentId, onChanged }: { base: string; documentId: number; onChanged?: () => void }) {
  const { t } = useTranslation("components");
  const qc = useQueryClient();
  const key = ["photos", base, documentId];
  const photos = useQuery({ queryKey: key, queryFn: () => api.get<DocumentPhotosReply>(`${base}/photos`, { id: documentId }) });
  const [busy, setBusy] = useState(0);
  const changed = () => {
    void qc.invalidateQueries({ queryKey: key });
    onChanged?.();
  };
  const d = photos.data;
  const room = d ? d.maxCount - d.photos.length : 0;

  const upload = async (file: File) => {
    // a first check for the user; the server reads the content itself
    if (!accepted.includes(file.type)) {
      void message.error(t("photos.wrongType", { name: file.name }));
      return;
    }
    if (file.size > photoRules.maxBytes) {
      void message.error(t("photos.tooLarge", { name: file.name, mb: MB }));
      return;
    }
    setBusy((n) => n + 1);
    try {
      await apiUpload<DocumentPhotoRow>(`${base}/photo/upload`, { id: documentId }, file);
      void message.success(t("photos.uploaded", { name: file.name }));
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy((n) => n - 1);
      changed();
    }
  };
  const remove = (p: DocumentPhotoRow) =>
    void confirmDestroy({
      title: t("photos.confirmRemove", { name: p.fileName }),
      content: t("photos.confirmRemoveContent"),
      onConfirm: async () => {
        await api.post(`${base}/photo/remove`, { id: p.id });
        changed();
      },
    });

  return (
    <Panel
      title={
        <Space>
          {t("photos.title")}
          {d && <Typography.Text type="secondary">{t("photos.count", { n: d.photos.length, max: d.maxCount })}</Typography.Text>}
        </Space>
      }
    >
      <div data-testid="document-photos">
        {photos.isError && <Alert type="error" showIcon title={t("photos.loadFailed")} />}
        {/* the upload bar on its own line, the thumbnails below it */}
        {d?.editable && (
          <div style={{ marginBottom: 12 }}>
            <Space wrap>
              <Upload
                accept="image/jpeg,image/png,image/webp"
                multiple
                showUploadList={false}
                disabled={room <= 0}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={busy > 0} disabled={room <= 0} data-testid="document-photos-add">
                  {t("photos.add")}
                </Button>
              </Upload>
              <Typography.Text type="secondary">
                {room <= 0 ? t("photos.full", { max: d.maxCount }) : t("photos.hint", { mb: MB, max: d.maxCount })}
              </Typography.Text>
            </Space>
          </div>
        )}
        {d && d.photos.length === 0 && <Typography.Text type="secondary">{t("photos.empty")}</Typography.Text>}
        {d && d.photos.length > 0 && (
          <Image.PreviewGroup>
            <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
              {d.photos.map((p) => (
                <div key={p.id} style={{ width: 112, textAlign: "center" }} data-testid="document-photo">
                  <Image
                    src={`${base}/photo?id=${p.id}`}
                    width={112}
                    height={112}
                    style={{ objectFit: "cover", borderRadius: 6 }}
                    alt={p.fileName}
                  />
                  <Typography.Text type="secondary" ellipsis={{ tooltip: p.fileName }} style={{ display: "block", fontSize: 12 }}>
                    {p.fileName}
                  </Typography.Text>
                  {d.editable && (
                    <Button type="link" size="small" danger onClick={() => remove(p)} data-testid="document-photo-remove">
                      {t("photos.remove")}
                    </Button>
                  )}
                </div>
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </div>
    </Panel>
  );
}
