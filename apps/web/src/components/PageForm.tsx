/**
 * A descriptor-driven form laid out in the page (for `.../update/:type` screens), where ResourceForm
 * is a modal or drawer. Same rules and server-error handling: a 400's field details land on their
 * fields, a 409 CONFLICT calls `onConflict` (reload), anything else shows the server's message.
 */
import { useState } from "react";
import Button from "antd/es/button";
import Form, { type Rule as FormRule } from "antd/es/form";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../app/api";
import { FieldInput } from "./resource/FieldInput";
import { splitServerErrors } from "./resource/serverErrors";
import type { FieldContext, FieldDef, FormMode } from "./resource/types";

export interface PageFormProps<Values> {
  mode: FormMode;
  fields: readonly FieldDef<Values>[];
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onConflict?: () => void;
  /** Text of the save button (defaults to "Save"). */
  submitText?: string;
  /** Distinguishes several forms on one page in tests: `data-testid="page-form-<name>"`. */
  name: string;
  columns?: 1 | 2;
  /** Shown for reading only (the user may not change it): no save button. */
  readOnly?: boolean;
}

const flag = <V,>(v: boolean | ((ctx: FieldContext<V>) => boolean) | undefined, ctx: FieldContext<V>) => (typeof v === "function" ? v(ctx) : !!v);

export function PageForm<Values extends object>({ mode, fields, initialValues, onSubmit, onConflict, submitText, name, columns = 2, readOnly = false }: PageFormProps<Values>) {
  const { t } = useTranslation("components");
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const ctx: FieldContext<Values> = { mode, initial: initialValues };
  const shown = fields.filter((f) => !flag(f.hidden, ctx));

  const rulesOf = (f: FieldDef<Values>): FormRule[] => {
    const rules: FormRule[] = [];
    // a rule without a type checks for a string: number inputs hold numbers
    if (f.required) rules.push({ required: true, type: f.kind === "number" ? "number" : undefined, whitespace: f.kind === "text" || f.kind === "textarea", message: t("form.required", { label: t(f.label) }) });
    if ((f.kind === "text" || f.kind === "textarea") && f.max) rules.push({ max: f.max });
    if (f.pattern) rules.push({ pattern: f.pattern.regex, message: t(f.pattern.message) });
    return rules;
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await onSubmit(values);
      void message.success(t("form.saved"));
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.details.length) {
        const { fields: fieldErrors, other } = splitServerErrors(err.details, shown.map((f) => f.name));
        form.setFields(fieldErrors.map((e) => ({ name: e.name as never, errors: e.errors })));
        if (other.length || !fieldErrors.length) void message.error([err.message, ...other].join(" "));
      } else if (err instanceof ApiError && err.status === 409 && err.code === "CONFLICT") {
        void message.warning(`${err.message} ${t("form.conflict")}`, 6);
        onConflict?.();
      } else {
        void message.error(errorMessage(err));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      disabled={busy || readOnly}
      style={{ display: "grid", gridTemplateColumns: columns === 2 ? "1fr 1fr" : "1fr", columnGap: 16, maxWidth: columns === 2 ? 820 : 480 }}
      data-testid={`page-form-${name}`}
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
      <div style={{ gridColumn: "1 / -1", display: readOnly ? "none" : undefined }}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid={`page-form-${name}-save`}>
          {submitText ?? t("form.save")}
        </Button>
      </div>
    </Form>
  );
}
