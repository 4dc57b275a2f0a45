/**
 * What ResourceForm (modal/drawer) and PageForm (in the page) share: which fields show, their rules,
 * their inputs, and saving with the server's answer mapped back (a 400's field details land on their
 * fields, a 409 CONFLICT calls `onConflict`, anything else shows the server's message).
 */
import Form, { type FormInstance, type Rule as FormRule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { FieldInput, moneyPattern } from "./FieldInput";
import { requiredRule } from "./schemaForm";
import type { FieldContext, FieldDef, FormMode } from "./types";
import { useFormSubmit } from "./useFormSubmit";

const flag = <V,>(v: boolean | ((ctx: FieldContext<V>) => boolean) | undefined, ctx: FieldContext<V>) =>
  typeof v === "function" ? v(ctx) : !!v;

export interface DescriptorFormOptions<Values> {
  mode: FormMode;
  fields: readonly FieldDef<Values>[];
  initialValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onConflict?: () => void;
  /** After a save, and after a conflict (the form is stale then): e.g. close the modal. */
  onDone?: () => void;
}

export function useDescriptorForm<Values extends object>({
  mode,
  fields,
  initialValues,
  onSubmit,
  onConflict,
  onDone,
}: DescriptorFormOptions<Values>) {
  const { t } = useTranslation("components");
  const [form] = Form.useForm<Values>();
  // the current values, for fields whose options or presence depend on others (optionsFrom, hidden)
  const values = (Form.useWatch((all: Values) => all, form) ?? initialValues ?? {}) as Partial<Values>;
  const ctx: FieldContext<Values> = { mode, initial: initialValues, values };
  const shown = fields.filter((f) => !flag(f.hidden, ctx));
  /** A field whose options depend on another is cleared when that one changes. */
  const onValuesChange = (changed: Partial<Values>) => {
    for (const f of fields) if (f.dependsOn && f.dependsOn in changed) form.setFieldValue(f.name as never, undefined as never);
  };

  const rulesOf = (f: FieldDef<Values>): FormRule[] => {
    if (f.rules) return f.rules;
    const rules: FormRule[] = [];
    if (f.required)
      rules.push(
        requiredRule(
          t("form.required", { label: t(f.label) }),
          f.kind === "number" ? "number" : f.kind === "text" || f.kind === "textarea" ? "text" : "other",
        ),
      );
    if ((f.kind === "text" || f.kind === "textarea") && f.max) rules.push({ max: f.max });
    if (f.pattern) rules.push({ pattern: f.pattern.regex, message: t(f.pattern.message) });
    if (f.kind === "money") rules.push({ pattern: moneyPattern, message: t("form.money") });
    return rules;
  };

  const { busy, submit } = useFormSubmit(form, onSubmit, {
    fieldNames: shown.map((f) => f.name),
    onDone,
    onConflict: () => {
      onConflict?.();
      onDone?.();
    },
  });

  /** The form items, one per shown field; in two columns, wide fields and text areas take the whole row. */
  const items = (columns: 1 | 2) =>
    shown.map((f) => (
      <Form.Item
        key={f.name}
        name={f.name as never}
        label={t(f.label)}
        rules={rulesOf(f)}
        help={f.help ? t(f.help) : undefined}
        valuePropName={f.kind === "switch" ? "checked" : "value"}
        style={columns === 2 && (f.wide || f.kind === "textarea") ? { gridColumn: "1 / -1" } : undefined}
      >
        <FieldInput def={f} readOnly={flag(f.readOnly, ctx)} values={values} />
      </Form.Item>
    ));

  return { form: form as FormInstance<Values>, busy, submit, items, onValuesChange, t };
}
