/** The seller's shipped B2C orders, searched by number: the return form's source order. */
import { useState } from "react";
import Select from "antd/es/select";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { searchShippedOrders } from "../api";

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  initialLabel?: string | null;
}

export function OrderPicker({ value, onChange, initialLabel }: Props) {
  const { t } = useTranslation("returns");
  const [q, setQ] = useState("");
  const search = useQuery({ queryKey: ["returns", "shippedOrders", q], queryFn: () => searchShippedOrders(q) });
  const options = (search.data?.rows ?? []).map((o) => ({ value: o.id, label: `${o.orderNo} · ${o.referenceNo} · ${o.warehouseCode}` }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value ?? undefined}
      placeholder={t("form.sourceOrderHint")}
      onChange={(id) => onChange?.(id ?? null)}
      loading={search.isFetching}
      options={options}
      allowClear
      data-testid="returns-order"
    />
  );
}
