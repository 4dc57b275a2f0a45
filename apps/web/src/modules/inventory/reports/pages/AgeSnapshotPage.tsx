/**
 * inventory/ageSnapshot and inventorySer/ageSnapshot: the age buckets of one day's snapshot (the daily job's, at each
 * warehouse's local midnight). Opens on the latest day there is; the day is chosen above the chart.
 */
import { useState } from "react";
import DatePicker from "antd/es/date-picker";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import dayjs from "dayjs";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { filterKey, type PageReply, type StockSnapshotRow } from "@entrepot/contracts";
import { api } from "../../../../lib/api";
import { snapshotReportUrls } from "../api";
import { ageSnapshotReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

function AgeSnapshotScreen({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation("invreports");
  const [chosen, setChosen] = useState<string>();
  const latest = useQuery({
    queryKey: ["report-latest-snapshot", admin],
    queryFn: ({ signal }) =>
      api.get<PageReply<StockSnapshotRow>>(snapshotReportUrls.list, { rows: "1", sidx: "snapshotDate", sord: "desc" }, signal),
  });
  const day = chosen ?? latest.data?.rows[0]?.snapshotDate ?? dayjs().subtract(1, "day").format("YYYY-MM-DD");
  const controls = (
    <Space style={{ marginBottom: 12 }}>
      <Typography.Text>{t("ageSnapshot.day")}</Typography.Text>
      <DatePicker
        allowClear={false}
        value={dayjs(day)}
        onChange={(d) => d && setChosen(d.format("YYYY-MM-DD"))}
        data-testid="snapshot-day"
      />
    </Space>
  );
  return (
    <ReportScreen
      def={ageSnapshotReport}
      admin={admin}
      fixedQuery={{ [filterKey("EQ", "snapshotDate")]: day }}
      chartTitle={t("ageSnapshot.chart", { day })}
      controls={controls}
    />
  );
}

export default function AgeSnapshotPage() {
  return <AgeSnapshotScreen />;
}
export function AgeSnapshotAdminPage() {
  return <AgeSnapshotScreen admin />;
}
