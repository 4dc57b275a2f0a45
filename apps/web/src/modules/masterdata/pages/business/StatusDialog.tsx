/** A small dialog for a status command that takes a new status and a reason (store accounts, customers). */
import { useState } from "react";
import Form from "antd/es/form";
import Input from "antd/es/input";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../../lib/api";

export interface StatusDialogProps {
  title: string;
  /** Offer a choice of status; without it the status is fixed (e.g. "freeze"). */
  options?: { value: string; label: string }[];
  initial?: string;
  reasonRequired: boolean;
  onSubmit: (status: string | undefined, reason: string) => Promise<unknown>;
  onClose: () => void;
}

export function StatusDialog({ title, options, initial, reasonRequired, onSubmit, onClose }: StatusDialogProps) {
  const { t } = useTranslation("md-business");
  const { t: tc } = useTranslation("components");
  const [form] = Form.useForm<{ status?: string; reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (v: { status?: string; reason?: string }) => {
    setBusy(true);
    try {
      await onSubmit(v.status, (v.reason ?? "").trim());
      void message.success(tc("form.saved"));
      onClose();
    } catch (err) {
      void message.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, "data-testid": "status-save" }}
      okText={tc("form.save")}
      cancelText={tc("form.cancel")}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ status: initial }} onFinish={(v) => void submit(v)}>
        {options && (
          <Form.Item
            name="status"
            label={t("common.status")}
            rules={[{ required: true, message: tc("form.required", { label: t("common.status") }) }]}
          >
            <Select options={options.map((o) => ({ value: o.value, label: t(o.label) }))} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t("common.reason")}
          help={reasonRequired ? t("customer.reasonHelp") : undefined}
          rules={
            reasonRequired
              ? [{ required: true, whitespace: true, min: 2, message: tc("form.required", { label: t("common.reason") }) }]
              : []
          }
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
