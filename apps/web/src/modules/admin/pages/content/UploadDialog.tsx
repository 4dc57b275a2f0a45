/** Upload one file: pick the model, then a type it takes (its formats and size shown), then the file. */
import "../../i18n.content";
import { useState } from "react";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Upload from "antd/es/upload";
import Button from "antd/es/button";
import UploadOutlined from "@ant-design/icons/UploadOutlined";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";
import { uploadAttachFile, useAttachCatalog, useModelTypes } from "../../api.content";

/** `preset` fixes the model and record (an announcement's files), leaving the type and the file to pick. */
export function UploadDialog({
  onClose,
  onUploaded,
  preset,
}: {
  onClose: () => void;
  onUploaded: () => void;
  preset?: { model: string; bizId: string };
}) {
  const { t } = useTranslation("admin-content");
  const [model, setModel] = useState<string | undefined>(preset?.model);
  const [type, setType] = useState<string>();
  const [bizId, setBizId] = useState(preset?.bizId ?? "");
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const models = useAttachCatalog("model");
  const rules = useModelTypes(model);

  const submit = async () => {
    if (!model || !type || !file) {
      void message.warning(t("attach.noFile"));
      return;
    }
    setBusy(true);
    try {
      await uploadAttachFile({ model, type, bizId: bizId.trim() || undefined }, file);
      void message.success(t("attach.uploaded"));
      onUploaded();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t("attach.upload")}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "upload-submit" } as never}
    >
      <Form layout="vertical">
        <Form.Item label={t("attach.model")} htmlFor="upload-model" required>
          <Select
            id="upload-model"
            disabled={!!preset}
            value={model}
            onChange={(v: string) => {
              setModel(v);
              setType(undefined);
            }}
            options={(models.data ?? []).map((m) => ({ value: m.code, label: `${m.name} (${m.code})` }))}
          />
        </Form.Item>
        <Form.Item label={t("attach.type")} htmlFor="upload-type" required>
          <Select
            id="upload-type"
            value={type}
            onChange={setType}
            disabled={!model}
            options={(rules.data ?? []).map((r) => ({
              value: r.typeCode,
              label: `${r.typeName}: ${r.formats.join(", ")} ≤ ${r.maxSizeKb} KB`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t("attach.bizId")} htmlFor="upload-biz-id">
          <Input id="upload-biz-id" disabled={!!preset} value={bizId} maxLength={64} onChange={(e) => setBizId(e.target.value)} />
        </Form.Item>
        <Form.Item label={t("attach.fileName")} required>
          <Upload
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false; // sent with the form, not on pick
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />}>{t("attach.pickFile")}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
