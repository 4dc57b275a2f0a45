/** A searchable product dropdown (SKU or name), for kit components, maps, labels and other modules' forms. */
// its texts: another module's page (inbound plans) may show it before any catalogue page has loaded them
import "../i18n";
import { useState } from "react";
import Select from "antd/es/select";
import { useTranslation } from "react-i18next";
import type { ProductOption } from "@entrepot/contracts";
import { useProductSearch } from "../api";

interface Props {
  value?: number;
  onChange?: (id: number | undefined, product?: ProductOption) => void;
  orgId?: number;
  /** Products that may not be picked (the kit itself). */
  exclude?: number[];
  /** A label for the current value when it is not among the search results (editing). */
  initialLabel?: string;
  style?: React.CSSProperties;
  testId?: string;
  /** Given by Form.Item: ties the field's label to the search box (screen readers, getByLabel). */
  id?: string;
}

export function ProductPicker({ value, onChange, orgId, exclude = [], initialLabel, style, testId, id }: Props) {
  const { t, i18n } = useTranslation("catalog");
  const [q, setQ] = useState("");
  const search = useProductSearch(q, orgId);
  const zh = i18n.language === "zh-CN";
  const rows = (search.data ?? []).filter((p) => !exclude.includes(p.id));
  const options = rows.map((p) => ({ value: p.id, label: `${p.sku} · ${zh ? p.nameZh : p.nameEn}` }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      placeholder={t("product.pickProduct")}
      onChange={(id) =>
        onChange?.(
          id,
          rows.find((p) => p.id === id),
        )
      }
      loading={search.isFetching}
      options={options}
      allowClear
      style={{ width: "100%", ...style }}
      data-testid={testId}
    />
  );
}
