import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useTranslation } from "react-i18next";
import { DictSelect } from "../DictSelect";
import type { FieldDef } from "./types";

/** The input of one form field. Form.Item passes `value`/`onChange` (or `checked` for switches) through. */
export function FieldInput<Values>({ def, readOnly, ...control }: { def: FieldDef<Values>; readOnly: boolean }) {
  const { t } = useTranslation("components");
  const placeholder = def.placeholder ? t(def.placeholder) : undefined;
  switch (def.kind) {
    case "textarea":
      return <Input.TextArea {...control} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={def.max} showCount={!!def.max} disabled={readOnly} placeholder={placeholder} />;
    case "number":
      return <InputNumber {...control} min={def.min} max={def.max} style={{ width: "100%" }} disabled={readOnly} placeholder={placeholder} />;
    case "switch":
      return <Switch {...control} disabled={readOnly} />;
    case "dict":
      return <DictSelect {...control} type={def.dictType ?? ""} disabled={readOnly} placeholder={placeholder} />;
    case "select":
      return (
        <Select
          {...control}
          allowClear
          showSearch={{ optionFilterProp: "label" }}
          disabled={readOnly}
          placeholder={placeholder ?? t("form.select")}
          options={(def.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }))}
        />
      );
    default:
      return <Input {...control} maxLength={def.max} disabled={readOnly} placeholder={placeholder} />;
  }
}
