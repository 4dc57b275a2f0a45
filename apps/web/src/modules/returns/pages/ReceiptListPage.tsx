/** home/returnProcessing/returnReceipt: the returns to receive, the unplanned receipts and the received ones; "Unplanned receipt" records a parcel that came without a plan. */
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { hasPermission, useMe } from "../../../lib/auth";
import { PlanList } from "./PlanList";

export default function ReceiptListPage() {
  const { t } = useTranslation("returns");
  const navigate = useNavigate();
  const { data: me } = useMe();
  return (
    <PlanList
      kind="receipt"
      toolbar={
        hasPermission(me, "returns:plan:operate") && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="receipt-new"
            onClick={() => void navigate("/home/returnProcessing/returnReceipt/add")}
          >
            {t("receipt.create")}
          </Button>
        )
      }
    />
  );
}
