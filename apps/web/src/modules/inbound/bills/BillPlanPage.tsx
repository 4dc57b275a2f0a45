/**
 * billclient/plan (the seller's inbound bills) and billmanage (the warehouse's): the inbound plans as bills,
 * each row with its bill screens: edit (a draft, billclient/update), cartons and labels (billclient/boxing).
 */
import "../i18n";
import Button from "antd/es/button";
import Space from "antd/es/space";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { InboundPlanRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { PlanList } from "../pages/PlanList";

export function BillPlanList({ manage }: { manage: boolean }) {
  const { t } = useTranslation("inbound");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const mayEdit = !manage && hasPermission(me, "inbound:plan:manage");
  const actions = (r: InboundPlanRow) => (
    <Space size={4}>
      {mayEdit && r.status === "draft" && (
        <Button type="link" size="small" onClick={() => void navigate(`/billclient/update?id=${r.id}`)}>
          {t("list.edit")}
        </Button>
      )}
      <Button
        type="link"
        size="small"
        data-testid={`bill-boxing-${r.planNo}`}
        onClick={() => void navigate(`/billclient/boxing?id=${r.id}`)}
      >
        {t("bills.boxing")}
      </Button>
    </Space>
  );
  return (
    <PlanList
      manage={manage}
      heading={manage ? { title: "bills.manageTitle", intro: "bills.manageIntro" } : { title: "bills.title", intro: "bills.intro" }}
      tableId={manage ? "inbound.billsManage" : "inbound.bills"}
      rowActions={actions}
      toolbar={
        mayEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate("/billclient/update")}>
            {t("list.create")}
          </Button>
        )
      }
    />
  );
}

export default function BillPlanPage() {
  return <BillPlanList manage={false} />;
}
