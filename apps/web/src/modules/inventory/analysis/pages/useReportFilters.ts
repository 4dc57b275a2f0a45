/** The URL's list filters a report's chart follows, and a default date range the list starts with. */
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Puts `search[BETWEEN_<field>]` = the last `days` days (to today) in the URL when it has none, so the
 * list, its chart and its export start on the same period; returns the URL's filters.
 */
export function useReportFilters(dateField?: string, days = 30): Record<string, string> {
  const [params, setParams] = useSearchParams();
  const key = dateField ? `search[BETWEEN_${dateField}]` : undefined;
  const missing = key !== undefined && !params.get(key);
  useEffect(() => {
    if (!missing || !key) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(key, `${day(-(days - 1))},${day(0)}`);
        return next;
      },
      { replace: true },
    );
  }, [missing, key, days, setParams]);
  const text = params.toString();
  return useMemo(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(text)) if (k.startsWith("search[") && v !== "") out[k] = v;
    return out;
  }, [text]);
}
