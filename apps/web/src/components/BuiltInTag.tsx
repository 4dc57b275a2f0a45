import type { ReactNode } from "react";
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

/** A cell's content followed by the built-in mark when the row is built in. */
export const withBuiltIn = (content: ReactNode, builtIn: boolean) => (
  <>
    {content}
    {builtIn && <BuiltInTag />}
  </>
);
