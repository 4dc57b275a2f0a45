/** customermanage: what each customer uses (warehouses, stores) and its account status, frozen or unfrozen with a reason. */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import type { CustomerManageRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { customerManageUrls, setCustomerStatus, useSalespersonOptions } from "../../api.business";
import { customerFilters, customerManageColumns } from "./descriptors";
import { StatusDialog } from "./StatusDialog";

type Action = { row: CustomerManageRow; to: "0" | "1" | "3"; label: string };

export default function CustomerManagePage() {
  const { t } = useTranslation("md-business");
  const canStatus = hasPermission(useMe().data, "masterdata:customer:status");
  const refreshList = useRefreshList(customerManageUrls.list);
  const people = (useSalespersonOptions().data ?? []).map((s) => ({ value: String(s.id), label: s.fullName }));
  const [action, setAction] = useState<Action | null>(null);

  const actionsOf = (row: CustomerManageRow) => {
    const out: Omit<Action, "row">[] = [];
    if (row.accountStatus === "3") out.push({ to: "0", label: t("customer.unfreeze") });
    else out.push({ to: "3", label: t("customer.freeze") });
    if (row.accountStatus === "0") out.push({ to: "1", label: t("customer.arrears") });
    if (row.accountStatus === "1") out.push({ to: "0", label: t("shop.statuses.normal") });
    return out;
  };

  return (
    <div>
      <PageHeading title={t("customer.manageTitle")} intro={t("customer.manageIntro")} />
      <ResourceTable<CustomerManageRow>
        tableId="masterdata.customerManage"
        listUrl={customerManageUrls.list}
        exportUrl={customerManageUrls.export}
        rowKey="id"
        columns={customerManageColumns}
        filters={customerFilters(people)}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("customer.empty")}
        actionsWidth={230}
        rowActions={(row) =>
          canStatus && (
            <span style={{ display: "inline-flex", gap: 4 }}>
              {actionsOf(row).map((a) => (
                <Button
                  key={a.to}
                  type="link"
                  size="small"
                  danger={a.to === "3"}
                  onClick={() => setAction({ row, ...a })}
                  style={{ paddingInline: 4 }}
                  data-testid={`status-${a.to}`}
                >
                  {a.label}
                </Button>
              ))}
            </span>
          )
        }
      />
      {action && (
        <StatusDialog
          title={t("customer.statusTitle", { action: action.label, name: action.row.customerName })}
          reasonRequired
          onSubmit={(_, reason) =>
            setCustomerStatus({ id: action.row.id, version: action.row.version, accountStatus: action.to, reason }).then(refreshList)
          }
          onClose={() => setAction(null)}
        />
      )}
    </div>
  );
}
