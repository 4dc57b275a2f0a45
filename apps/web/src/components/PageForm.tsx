/**
 * A descriptor-driven form laid out in the page (for `.../update/:type` screens), where ResourceForm
 * is a modal or drawer. Same rules and server-error handling: a 400's field details land on their
 * fields, a 409 CONFLICT calls `onConflict` (reload), anything else shows the server's message.
 */
import Button from "antd/es/button";
import Form from "antd/es/form";
import type { FieldDef, FormMode } from "./resource/types";
import { useDescriptorForm } from "./resource/useDescriptorForm";

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

export function PageForm<Values extends object>({
  mode,
  fields,
  initialValues,
  onSubmit,
  onConflict,
  submitText,
  name,
  columns = 2,
  readOnly = false,
}: PageFormProps<Values>) {
  const { form, busy, submit, items, onValuesChange, t } = useDescriptorForm({ mode, fields, initialValues, onSubmit, onConflict });

  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      onValuesChange={onValuesChange}
      disabled={busy || readOnly}
      style={{
        display: "grid",
        gridTemplateColumns: columns === 2 ? "1fr 1fr" : "1fr",
        columnGap: 16,
        maxWidth: columns === 2 ? 820 : 480,
      }}
      data-testid={`page-form-${name}`}
    >
      {items(columns)}
      <div style={{ gridColumn: "1 / -1", display: readOnly ? "none" : undefined }}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid={`page-form-${name}-save`}>
          {submitText ?? t("form.save")}
        </Button>
      </div>
    </Form>
  );
}
