/** inbound/inboundPlan: the seller's inbound plans, with "New inbound plan". */
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PlanList } from "./PlanList";

export default function PlanListPage() {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  return (
    <PlanList
      manage={false}
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} data-testid="inbound-new" onClick={() => void navigate("/inbound/inboundPlan/new")}>
          {t("list.create")}
        </Button>
      }
    />
  );
}
