/** The bar above a list with ticked rows: how many, the bulk actions, clear (ResourcePage `bulkActions`). */
import type { ReactNode } from "react";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

export function SelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation("components");
  return (
    <Space wrap data-testid="selection-bar">
      <Typography.Text type={count ? undefined : "secondary"}>{t("table.selected", { count })}</Typography.Text>
      {children}
      {count > 0 && (
        <Button type="link" size="small" onClick={onClear}>
          {t("table.clearSelection")}
        </Button>
      )}
    </Space>
  );
}
