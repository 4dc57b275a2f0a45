import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Popover from "antd/es/popover";
import SettingOutlined from "@ant-design/icons/SettingOutlined";
import ArrowUpOutlined from "@ant-design/icons/ArrowUpOutlined";
import ArrowDownOutlined from "@ant-design/icons/ArrowDownOutlined";
import { useTranslation } from "react-i18next";
import type { ColumnSettings } from "./columnSettings";

interface Props {
  columns: { key: string; title: string; visible: boolean }[];
  onChange: (settings: ColumnSettings | undefined) => void;
}

/** Show/hide and reorder a table's columns. */
export function ColumnSettingsButton({ columns, onChange }: Props) {
  const { t } = useTranslation("components");
  const order = columns.map((c) => c.key);
  const hidden = columns.filter((c) => !c.visible).map((c) => c.key);

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [key] = next.splice(index, 1);
    next.splice(index + by, 0, key!);
    onChange({ order: next, hidden });
  };
  const toggle = (key: string, visible: boolean) => {
    // at least one column stays visible
    if (!visible && hidden.length === columns.length - 1) return;
    onChange({ order, hidden: visible ? hidden.filter((k) => k !== key) : [...hidden, key] });
  };

  const content = (
    <div style={{ minWidth: 220 }} data-testid="column-settings">
      {columns.map((c, i) => (
        <div key={c.key} style={{ display: "flex", alignItems: "center", gap: 4, padding: "2px 0" }}>
          <Checkbox checked={c.visible} onChange={(e) => toggle(c.key, e.target.checked)} style={{ flex: 1 }}>
            {c.title}
          </Checkbox>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            onClick={() => move(i, -1)}
            aria-label={t("table.moveUp")}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={i === columns.length - 1}
            onClick={() => move(i, 1)}
            aria-label={t("table.moveDown")}
          />
        </div>
      ))}
      <div style={{ borderTop: "1px solid rgba(5,5,5,0.06)", marginTop: 8, paddingTop: 8, textAlign: "right" }}>
        <Button size="small" onClick={() => onChange(undefined)}>
          {t("table.columnsReset")}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover content={content} title={t("table.columns")} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />}>{t("table.columns")}</Button>
    </Popover>
  );
}
