/** The advertising reports' filter bar: period (both days included), ad account, optionally ad type. */
import { useState } from "react";
import DatePicker from "antd/es/date-picker";
import Select from "antd/es/select";
import Space from "antd/es/space";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { AdReportQuery } from "@entrepot/contracts";
import { useAdAccounts } from "../../api.reports";

/** The query a report page holds: the last 30 days up to yesterday (today's figures are not in yet). */
export function useReportQuery(): [AdReportQuery, (q: AdReportQuery) => void] {
  const [q, setQ] = useState<AdReportQuery>(() => ({
    from: dayjs().subtract(30, "day").format("YYYY-MM-DD"),
    to: dayjs().subtract(1, "day").format("YYYY-MM-DD"),
  }));
  return [q, setQ];
}

export function ReportFilters({
  value,
  onChange,
  withType,
}: {
  value: AdReportQuery;
  onChange: (q: AdReportQuery) => void;
  withType?: boolean;
}) {
  const { t } = useTranslation("advertising");
  const accounts = useAdAccounts();
  const range: [Dayjs, Dayjs] = [dayjs(value.from), dayjs(value.to)];
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && onChange({ ...value, from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") })}
        data-testid="ad-report-period"
      />
      <Select
        style={{ width: 240 }}
        value={value.adsProfileId ?? 0}
        onChange={(v) => onChange({ ...value, adsProfileId: v || undefined })}
        data-testid="ad-report-account"
        options={[
          { value: 0, label: t("reports.allAccounts") },
          ...(accounts.data?.rows ?? []).map((a) => ({ value: a.id, label: `${a.storeTitle} · ${a.currency}` })),
        ]}
      />
      {withType && (
        <Select
          style={{ width: 140 }}
          value={value.adType ?? ""}
          onChange={(v) => onChange({ ...value, adType: (v || undefined) as AdReportQuery["adType"] })}
          data-testid="ad-report-type"
          options={[{ value: "", label: t("reports.allTypes") }, ...["SP", "SB", "SD"].map((v) => ({ value: v, label: v }))]}
        />
      )}
    </Space>
  );
}

/** A ratio the server derived (a decimal string, % unless `factor`): shown as given, "-" when unknown. */
export const ratio = (v: string | null, factor = false) => (v === null ? "-" : factor ? v : `${v}%`);
