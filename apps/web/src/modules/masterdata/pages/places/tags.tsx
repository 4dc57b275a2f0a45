/** Small tags the places lists share. */
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

export function ActiveTag({ active }: { active: boolean }) {
  const { t } = useTranslation("masterdata-places");
  return <Tag color={active ? "success" : "default"}>{active ? t("common.active") : t("common.inactive")}</Tag>;
}

/** A label from one of the area's small code lists (`rule.kinds.fefo`, `address.kinds.return`...). */
export function KindTag({ path, value, color }: { path: string; value: string; color?: string }) {
  const { t } = useTranslation("masterdata-places");
  return <Tag color={color}>{t(`${path}.${value}`)}</Tag>;
}
