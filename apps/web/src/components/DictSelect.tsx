import Select, { type SelectProps } from "antd/es/select";
import { useTranslation } from "react-i18next";
import { useDictionary } from "./dictionary";

export type DictSelectProps = Omit<SelectProps<string>, "options" | "loading"> & { type: string };

/** A dropdown of one dictionary type's enabled entries (values are the entry codes). */
export function DictSelect({ type, placeholder, ...rest }: DictSelectProps) {
  const { t } = useTranslation("components");
  const { entries, isLoading } = useDictionary(type);
  return (
    <Select<string>
      showSearch={{ optionFilterProp: "label" }}
      allowClear
      placeholder={placeholder ?? t("form.select")}
      {...rest}
      loading={isLoading}
      options={entries.map((e) => ({ value: e.value, label: e.label }))}
    />
  );
}
