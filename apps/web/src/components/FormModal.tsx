/**
 * A modal holding a hand-written antd form (fields that depend on each other, pickers loaded from the
 * server), with the same save handling as ResourceForm: server field errors on their fields, 409 =
 * reload, "Saved" on success. The children are Form.Items; they may use Form.useWatch/useFormInstance.
 */
import type { ReactNode } from "react";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { useFormSubmit } from "./resource/useFormSubmit";

export interface FormModalProps<Values> {
  title: ReactNode;
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** The record changed under us (409): reload it; the modal closes. */
  onConflict?: () => void;
  /** Names of the fields inside, so that server errors land on them. */
  fieldNames: readonly string[];
  /** Two columns for long forms (a child spans both with `style={{ gridColumn: "1 / -1" }}`). */
  columns?: 1 | 2;
  width?: number;
  children: ReactNode;
}

export function FormModal<Values extends object>({
  title,
  initialValues,
  onSubmit,
  onClose,
  onConflict,
  fieldNames,
  columns = 1,
  width,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation("components");
  const [form] = Form.useForm<Values>();
  const { busy, submit } = useFormSubmit(form, onSubmit, {
    fieldNames,
    onDone: onClose,
    onConflict: () => {
      onConflict?.();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={width ?? (columns === 2 ? 780 : 560)}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("form.cancel")}
        </Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => form.submit()} data-testid="form-save">
          {t("form.save")}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        name="form-modal"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void submit(v)}
        disabled={busy}
        style={columns === 2 ? { display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 } : undefined}
        data-testid="form-modal"
      >
        {children}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
