import DatePicker from "antd/es/date-picker";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { DictSelect } from "../DictSelect";
import type { FieldDef } from "./types";

/** Checks a money field: a decimal string with up to 16 integer digits and 4 decimals. */
export const moneyPattern = /^-?\d{1,16}(\.\d{1,4})?$/;

type Control = { value?: unknown; onChange?: (v: unknown) => void };

/**
 * The input of one form field. Form.Item passes `value`/`onChange` (or `checked` for switches) through;
 * `values` are the form's current values, for options that depend on other fields.
 */
export function FieldInput<Values>({
  def,
  readOnly,
  values,
  ...control
}: {
  def: FieldDef<Values>;
  readOnly: boolean;
  values?: Partial<Values>;
}) {
  const { t } = useTranslation("components");
  const placeholder = def.placeholder ? t(def.placeholder) : undefined;
  const options = def.optionsFrom ? def.optionsFrom(values ?? {}) : (def.options ?? []);
  const { value, onChange } = control as Control;
  switch (def.kind) {
    case "money":
      return (
        <Input
          {...control}
          inputMode="decimal"
          maxLength={22}
          disabled={readOnly}
          placeholder={placeholder ?? "0.00"}
          style={{ fontVariantNumeric: "tabular-nums" }}
        />
      );
    case "date":
      return (
        <DatePicker
          value={typeof value === "string" && value ? dayjs(value) : null}
          onChange={(d) => onChange?.(d ? d.format("YYYY-MM-DD") : null)}
          disabled={readOnly}
          placeholder={placeholder}
          style={{ width: "100%" }}
        />
      );
    case "tags":
      return (
        <Select
          {...control}
          mode="tags"
          tokenSeparators={[",", " "]}
          disabled={readOnly}
          placeholder={placeholder ?? t("form.tagsHint")}
          open={false}
          suffixIcon={null}
        />
      );
    case "textarea":
      return (
        <Input.TextArea
          {...control}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={def.max}
          showCount={!!def.max}
          disabled={readOnly}
          placeholder={placeholder}
        />
      );
    case "number":
      return (
        <InputNumber {...control} min={def.min} max={def.max} style={{ width: "100%" }} disabled={readOnly} placeholder={placeholder} />
      );
    case "switch":
      return <Switch {...control} disabled={readOnly} />;
    case "dict":
      return <DictSelect {...control} type={def.dictType ?? ""} disabled={readOnly} placeholder={placeholder} />;
    case "select":
      return (
        <Select
          {...control}
          allowClear
          mode={def.multiple ? "multiple" : undefined}
          showSearch={{ optionFilterProp: "label" }}
          disabled={readOnly}
          placeholder={placeholder ?? t("form.select")}
          options={options.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      );
    default:
      return <Input {...control} maxLength={def.max} disabled={readOnly} placeholder={placeholder} />;
  }
}
