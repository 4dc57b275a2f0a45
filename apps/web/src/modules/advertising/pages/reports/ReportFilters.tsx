/** The advertising reports' filter bar: period (both days included), ad account, optionally ad type. */
import { type ReactNode, useCallback, useMemo } from "react";
import DatePicker from "antd/es/date-picker";
import Select from "antd/es/select";
import Space from "antd/es/space";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type AdReportQuery, Dec } from "@entrepot/contracts";
import { useAdAccounts } from "../../api.reports";

const lastDays = () => ({ from: dayjs().subtract(30, "day").format("YYYY-MM-DD"), to: dayjs().subtract(1, "day").format("YYYY-MM-DD") });
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const adTypes = ["SP", "SB", "SD"] as const;

/** A report screen's own URL parameters besides the period and narrowing (a campaign, a metric). */
export function useReportParam(name: string): [string | null, (v: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (v: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (v === undefined || v === "") next.delete(name);
          else next.set(name, v);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/**
 * The query a report page holds, in the URL (so it is kept when the user leaves and comes back, and a link
 * shares it): by default the last 30 days up to yesterday (today's figures are not in yet). A change drops
 * the list page of a list on the same screen (`page`), since its rows change; `also` sets or clears
 * the screen's own parameters in the same step.
 */
export function useReportQuery(): [AdReportQuery, (q: AdReportQuery, also?: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const account = params.get("adsProfileId");
  const type = params.get("adType");
  const q = useMemo<AdReportQuery>(() => {
    const period = isDay(from) && isDay(to) && from <= to ? { from, to } : lastDays();
    const adType = adTypes.find((x) => x === type);
    return { ...period, adsProfileId: positive(account), adType };
  }, [from, to, account, type]);
  const set = useCallback(
    (next: AdReportQuery, also: Record<string, string | undefined> = {}) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set("from", next.from);
          p.set("to", next.to);
          for (const k of ["adsProfileId", "adType"] as const) {
            const v = next[k];
            if (v) p.set(k, String(v));
            else p.delete(k);
          }
          // the screen's own parameters that depend on the narrowing (a campaign of the account) change with it
          for (const [k, v] of Object.entries(also))
            if (v) p.set(k, v);
            else p.delete(k);
          p.delete("page");
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [q, set];
}

export function ReportFilters({
  value,
  onChange,
  withType,
  children,
}: {
  value: AdReportQuery;
  onChange: (q: AdReportQuery) => void;
  withType?: boolean;
  /** More controls on the same line (a campaign, a metric). */
  children?: ReactNode;
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
      {children}
    </Space>
  );
}

/**
 * A ratio the server derived (a decimal string with up to 4 places, % unless `factor`): shown to 2 places
 * half-up like every figure a person reads (spec §9), "-" when unknown.
 */
export const ratio = (v: string | null, factor = false) => (v === null ? "-" : `${new Dec(v).toFixed(2)}${factor ? "" : "%"}`);
