import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

/** Marks rows seeded by the system (their code cannot change and they cannot be deleted). */
export function BuiltInTag() {
  const { t } = useTranslation("components");
  return (
    <Tag color="gold" style={{ marginInlineStart: 6 }}>
      {t("common.builtIn")}
    </Tag>
  );
}
