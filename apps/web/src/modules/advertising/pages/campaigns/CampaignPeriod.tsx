/**
 * The campaign list's period, in the URL (`days`, or `from` and `to`): the last 7/14/30/60/90 days (today
 * included; 30 by default) or a date range. Answers the list's own query parameters and the picker.
 */
import { useCallback, useMemo } from "react";
import DatePicker from "antd/es/date-picker";
import Segmented from "antd/es/segmented";
import Space from "antd/es/space";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { campaignListDays } from "@entrepot/contracts";

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
type Period = { days: number } | { from: string; to: string };

export function useCampaignPeriod(): [Period, (p: Period) => void] {
  const [params, setParams] = useSearchParams();
  const [days, from, to] = [params.get("days"), params.get("from"), params.get("to")];
  const period = useMemo<Period>(() => {
    if (isDay(from) && isDay(to) && from <= to) return { from, to };
    const n = Number(days);
    return { days: (campaignListDays as readonly number[]).includes(n) ? n : 30 };
  }, [days, from, to]);
  const set = useCallback(
    (p: Period) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of ["days", "from", "to", "page"]) next.delete(k);
          if ("days" in p) next.set("days", String(p.days));
          else {
            next.set("from", p.from);
            next.set("to", p.to);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, set];
}

/** The list's query parameters of a period (what the server's `campaignListPeriod` reads). */
export const periodQuery = (p: Period): Record<string, string> => ("days" in p ? { days: String(p.days) } : { from: p.from, to: p.to });

export function CampaignPeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation("advertising");
  return (
    <Space wrap>
      <span>{t("campaigns.period")}</span>
      <Segmented
        value={"days" in value ? value.days : "range"}
        onChange={(v) => typeof v === "number" && onChange({ days: v })}
        options={[
          ...campaignListDays.map((d) => ({ value: d, label: t("campaigns.lastDays", { count: d }) })),
          { value: "range", label: t("campaigns.range"), disabled: true },
        ]}
        data-testid="campaign-period-days"
      />
      <DatePicker.RangePicker
        value={"from" in value ? [dayjs(value.from), dayjs(value.to)] : null}
        disabledDate={(d) => d.isAfter(dayjs(), "day")}
        onChange={(v) =>
          v?.[0] && v[1] ? onChange({ from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") }) : onChange({ days: 30 })
        }
        data-testid="campaign-period-range"
      />
    </Space>
  );
}
