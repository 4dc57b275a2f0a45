/** home/returnProcessing/returnPlan: the seller's return plans, with "New return plan". */
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PlanList } from "./PlanList";

export default function PlanListPage() {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  return (
    <PlanList
      kind="seller"
      toolbar={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="returns-new"
          onClick={() => void navigate("/home/returnProcessing/returnPlan/add")}
        >
          {t("list.create")}
        </Button>
      }
    />
  );
}
