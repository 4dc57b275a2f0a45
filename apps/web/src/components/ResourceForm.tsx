/**
 * Create/edit form from field descriptors, in a modal (or a drawer). Saving calls `onSubmit`; a 400's
 * field details land on their fields, a 409 (someone else saved first) calls `onConflict`, anything
 * else shows the server's message.
 */
import { useState } from "react";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Form, { type Rule as FormRule } from "antd/es/form";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../app/api";
import { FieldInput } from "./resource/FieldInput";
import { splitServerErrors } from "./resource/serverErrors";
import type { FieldContext, FieldDef, FormMode } from "./resource/types";

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

const flag = <V,>(v: boolean | ((ctx: FieldContext<V>) => boolean) | undefined, ctx: FieldContext<V>) => (typeof v === "function" ? v(ctx) : !!v);

export function ResourceForm<Values extends object>(props: ResourceFormProps<Values>) {
  const { open, mode, title, fields, initialValues, onSubmit, onClose, onConflict, container = "modal", columns = 1 } = props;
  const { t } = useTranslation("components");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const ctx: FieldContext<Values> = { mode, initial: initialValues };
  const shown = fields.filter((f) => !flag(f.hidden, ctx));

  const rulesOf = (f: FieldDef<Values>): FormRule[] => {
    const rules: FormRule[] = [];
    const label = t(f.label);
    // a rule without a type checks for a string: number inputs hold numbers
    if (f.required) rules.push({ required: true, type: f.kind === "number" ? "number" : undefined, whitespace: f.kind === "text" || f.kind === "textarea", message: t("form.required", { label }) });
    if ((f.kind === "text" || f.kind === "textarea") && f.max) rules.push({ max: f.max });
    if (f.pattern) rules.push({ pattern: f.pattern.regex, message: t(f.pattern.message) });
    return rules;
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await onSubmit(values);
      void message.success(t("form.saved"));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const { fields: fieldErrors, other } = splitServerErrors(err.details, shown.map((f) => f.name));
        form.setFields(fieldErrors.map((e) => ({ name: e.name as never, errors: e.errors })));
        if (other.length || !fieldErrors.length) void message.error([err.message, ...other].join(" "));
      } else if (err instanceof ApiError && err.status === 409 && err.code === "CONFLICT") {
        void message.warning(`${err.message} ${t("form.conflict")}`, 6);
        onConflict?.();
        onClose();
      } else {
        void message.error(errorMessage(err));
      }
    } finally {
      setBusy(false);
    }
  };

  const body = (
    <Form<Values>
      form={form}
      name="resource-form"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      preserve={false}
      disabled={busy}
      style={columns === 2 ? { display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: 16 } : undefined}
      data-testid="resource-form"
    >
      {shown.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name as never}
          label={t(f.label)}
          rules={rulesOf(f)}
          help={f.help ? t(f.help) : undefined}
          valuePropName={f.kind === "switch" ? "checked" : "value"}
          style={columns === 2 && (f.wide || f.kind === "textarea") ? { gridColumn: "1 / -1" } : undefined}
        >
          <FieldInput def={f} readOnly={flag(f.readOnly, ctx)} />
        </Form.Item>
      ))}
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
      <Drawer open={open} title={title} onClose={onClose} size={props.width ?? 640} destroyOnHidden footer={<div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>{footer}</div>}>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} width={props.width ?? (columns === 2 ? 760 : 560)} destroyOnHidden maskClosable={false}>
      {body}
    </Modal>
  );
}
