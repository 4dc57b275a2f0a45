/** outbound/outboundPlan: the seller's outbound plans (new, edit and delete drafts, submit, cancel, detail). */
import "../i18n";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useRefreshList } from "../../../components/resource/listQuery";
import { planUrls } from "../api";
import { PlanFormModal } from "./PlanFormModal";
import { PlanList } from "./PlanList";

export default function OutboundPlanPage() {
  const { t } = useTranslation("outbound");
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const refresh = useRefreshList(planUrls.list);
  const queryClient = useQueryClient();
  return (
    <>
      <PlanList
        side="seller"
        onEdit={(id) => setEditing({ id })}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="plan-new">
            {t("plan.new")}
          </Button>
        }
      />
      {editing && (
        <PlanFormModal
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void refresh();
            void queryClient.invalidateQueries({ queryKey: ["outbound"] });
          }}
        />
      )}
    </>
  );
}
