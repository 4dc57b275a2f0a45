/**
 * newReceipt/query: what the warehouse has received, against a plan (plans arrived, receiving, received or
 * completed) or without one (the unsourced parcels), each list with its filters and export.
 */
import "../i18n";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../components/PageHeading";
import { PlanList } from "../pages/PlanList";
import { UnsourcedList } from "../unsourced/UnsourcedList";

const received = { "search[IN_status]": "arrived,receiving,received,completed" };

export default function ReceiptLogPage() {
  const { t } = useTranslation("inbound");
  return (
    <div>
      <PageHeading title={t("desk.logTitle")} intro={t("desk.logIntro")} />
      <Tabs
        items={[
          {
            key: "plans",
            label: t("desk.againstPlans"),
            children: <PlanList manage embedded tableId="inbound.receiptLog" fixedQuery={received} />,
          },
          { key: "unsourced", label: t("desk.unsourced"), children: <UnsourcedList manage embedded /> },
        ]}
      />
    </div>
  );
}
