/**
 * Create/edit form from field descriptors, in a modal (or a drawer). Saving calls `onSubmit`; a 400's
 * field details land on their fields, a 409 (someone else saved first) calls `onConflict`, anything
 * else shows the server's message.
 */
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import type { FieldDef, FormMode } from "./resource/types";
import { useDescriptorForm } from "./resource/useDescriptorForm";

export interface ResourceFormProps<Values> {
  open: boolean;
  mode: FormMode;
  title: string;
  fields: readonly FieldDef<Values>[];
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** The record changed under us (409): reload it; the form closes. */
  onConflict?: () => void;
  container?: "modal" | "drawer";
  /** Two columns for long forms. */
  columns?: 1 | 2;
  width?: number;
}

export function ResourceForm<Values extends object>(props: ResourceFormProps<Values>) {
  const { open, mode, title, fields, initialValues, onSubmit, onClose, onConflict, container = "modal", columns = 1 } = props;
  const { form, busy, submit, items, onValuesChange, t } = useDescriptorForm({
    mode,
    fields,
    initialValues,
    onSubmit,
    onConflict,
    onDone: onClose,
  });

  const body = (
    <Form<Values>
      form={form}
      name="resource-form"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      onValuesChange={onValuesChange}
      preserve={false}
      disabled={busy}
      style={columns === 2 ? { display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 } : undefined}
      data-testid="resource-form"
    >
      {items(columns)}
      {/* Enter in a text box submits */}
      <button type="submit" hidden />
    </Form>
  );
  const footer = [
    <Button key="cancel" onClick={onClose}>
      {t("form.cancel")}
    </Button>,
    <Button key="save" type="primary" loading={busy} onClick={() => form.submit()} data-testid="form-save">
      {t("form.save")}
    </Button>,
  ];

  if (container === "drawer") {
    return (
      <Drawer
        open={open}
        title={title}
        onClose={onClose}
        size={props.width ?? 640}
        destroyOnHidden
        footer={<div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>{footer}</div>}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={footer}
      width={props.width ?? (columns === 2 ? 760 : 560)}
      destroyOnHidden
      maskClosable={false}
    >
      {body}
    </Modal>
  );
}
