import type { ReactNode } from "react";
import Button from "antd/es/button";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The usual row actions: edit, and delete (left out when the row may not be deleted), plus extras. */
export function RowActions({ onEdit, onDelete, children }: { onEdit?: () => void; onDelete?: () => void; children?: ReactNode }) {
  const { t } = useTranslation("components");
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" }}>
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit} style={{ paddingInline: 4 }}>
          {t("common.edit")}
        </Button>
      )}
      {children}
      {onDelete && (
        <Button type="link" size="small" danger onClick={onDelete} style={{ paddingInline: 4 }}>
          {t("common.delete")}
        </Button>
      )}
    </span>
  );
}

/** A row action that goes to another screen (a link styled like the action buttons). */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} style={{ paddingInline: 4 }}>
    {children}
  </Link>
);
