/** The table columns every advertising report shares: the summed figures and the ratios the server derived. */
import type { ColumnsType } from "antd/es/table";
import type { AdMetricsRow } from "@entrepot/contracts";
import { Money } from "../../../../components/Money";
import { ratio } from "./ReportFilters";

export function metricColumns<R extends AdMetricsRow>(t: (k: string) => string, currencyOf: (r: R) => string): ColumnsType<R> {
  const count = (k: "impressions" | "clicks" | "orders" | "units") => ({
    key: k,
    dataIndex: k,
    title: t(`reports.${k}`),
    align: "right" as const,
    width: 90,
    sorter: (a: R, b: R) => a[k] - b[k],
  });
  const money = (k: "spend" | "sales" | "cpc") => ({
    key: k,
    title: t(`reports.${k}`),
    align: "right" as const,
    width: 120,
    render: (_: unknown, r: R) => <Money value={r[k]} currency={currencyOf(r)} />,
  });
  const pct = (k: "ctr" | "cvr" | "acos") => ({
    key: k,
    title: t(`reports.${k}`),
    align: "right" as const,
    width: 90,
    render: (_: unknown, r: R) => ratio(r[k]),
  });
  return [
    count("impressions"),
    count("clicks"),
    pct("ctr"),
    money("cpc"),
    count("orders"),
    count("units"),
    pct("cvr"),
    money("spend"),
    money("sales"),
    pct("acos"),
    { key: "roas", title: t("reports.roas"), align: "right", width: 80, render: (_, r) => ratio(r.roas, true) },
  ];
}
