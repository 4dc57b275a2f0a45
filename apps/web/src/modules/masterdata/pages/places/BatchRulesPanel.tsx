/** The batch rules tab of system/managewarehouse/list: add and edit go to system/managewarehouse/batchway/:type. */
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { BatchRuleRow } from "@entrepot/contracts";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteBatchRule, ruleUrls } from "../../api.places";
import { ruleColumns, ruleFilters } from "./descriptors.warehouse";

export function BatchRulesPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("masterdata-places");
  const navigate = useNavigate();
  const refresh = useRefreshList(ruleUrls.list);
  return (
    <div>
      <p style={{ marginTop: 0 }}>{t("rule.intro")}</p>
      <ResourceTable<BatchRuleRow>
        tableId="places.batchRules"
        listUrl={ruleUrls.list}
        exportUrl={ruleUrls.export}
        rowKey="id"
        columns={ruleColumns}
        filters={ruleFilters}
        defaults={{ sort: { field: "warehouseCode", order: "asc" } }}
        emptyText={t("rule.empty")}
        toolbar={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate("/system/managewarehouse/batchway/add")}
              data-testid="create-rule"
            >
              {t("rule.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => void navigate(`/system/managewarehouse/batchway/edit?id=${row.id}`)}
                  onDelete={() =>
                    void confirmDestroy({
                      name: `${row.warehouseCode} · ${row.customerOrgCode ?? t("common.allCustomers")}`,
                      onConfirm: () => deleteBatchRule(row.id).then(refresh),
                    })
                  }
                />
              )
            : undefined
        }
      />
    </div>
  );
}
