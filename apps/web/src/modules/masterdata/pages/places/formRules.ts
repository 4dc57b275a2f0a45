import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";

/**
 * "Please fill in <label>" rules for the hand-written forms, in the components' wording. `text` adds the
 * blank-text check; leave it off for pickers: any key besides `required` makes the validator treat the
 * value as a string, and a numeric id would then fail.
 */
export function useRequired() {
  const { t } = useTranslation("components");
  return (label: string, text = true): Rule =>
    text
      ? { required: true, whitespace: true, message: t("form.required", { label }) }
      : { required: true, message: t("form.required", { label }) };
}
