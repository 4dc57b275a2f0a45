import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";

/** "Please fill in <label>" rules for the hand-written forms, in the components' wording. */
export function useRequired() {
  const { t } = useTranslation("components");
  return (label: string, text = true): Rule => ({ required: true, whitespace: text, message: t("form.required", { label }) });
}
