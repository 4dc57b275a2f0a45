/**
 * inventory/comparisonReport and inventorySer/comparisonReport: two days' snapshots side by side with the movements
 * between them. Opens on yesterday against today; the two days are chosen above the list.
 */
import { useState } from "react";
import DatePicker from "antd/es/date-picker";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { comparisonReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

const DAY = "YYYY-MM-DD";

function ComparisonScreen({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation("invreports");
  const [days, setDays] = useState<[string, string]>([dayjs().subtract(1, "day").format(DAY), dayjs().format(DAY)]);
  const controls = (
    <Space style={{ marginBottom: 12 }}>
      <Typography.Text>{t("comparison.days")}</Typography.Text>
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(days[0]), dayjs(days[1])]}
        onChange={(v) => v?.[0] && v[1] && setDays([v[0].format(DAY), v[1].format(DAY)])}
        data-testid="comparison-days"
      />
    </Space>
  );
  return <ReportScreen def={comparisonReport} admin={admin} fixedQuery={{ from: days[0], to: days[1] }} controls={controls} />;
}

export default function ComparisonPage() {
  return <ComparisonScreen />;
}
export function ComparisonAdminPage() {
  return <ComparisonScreen admin />;
}
