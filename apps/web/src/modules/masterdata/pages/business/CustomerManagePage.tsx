/** customermanage: what each customer uses (warehouses, stores) and its account status, frozen or unfrozen with a reason. */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { customerManageResource, type CustomerManageRow } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { setCustomerStatus, useSalespersonOptions } from "../../api.business";
import { StatusDialog } from "./StatusDialog";

type Action = { row: CustomerManageRow; to: "0" | "1" | "3"; label: string; done: () => unknown };

export default function CustomerManagePage() {
  const { t } = useTranslation("md-business");
  const people = (useSalespersonOptions().data ?? []).map((s) => ({ value: String(s.id), label: s.fullName }));
  const [action, setAction] = useState<Action | null>(null);
  // normal -> frozen or in arrears; in arrears -> normal or frozen; frozen -> normal
  const actionsOf = (row: CustomerManageRow): Omit<Action, "row" | "done">[] => [
    row.accountStatus === "3" ? { to: "0", label: t("customer.unfreeze") } : { to: "3", label: t("customer.freeze") },
    ...(row.accountStatus === "0" ? [{ to: "1" as const, label: t("customer.arrears") }] : []),
    ...(row.accountStatus === "1" ? [{ to: "0" as const, label: t("shop.statuses.normal") }] : []),
  ];
  return (
    <>
      <ResourcePage
        resource={customerManageResource}
        intro={t("customer.manageIntro")}
        emptyText={t("customer.empty")}
        options={{ salespersonId: people }}
        actionsWidth={230}
        extraActions={(row, done) =>
          actionsOf(row).map((a) => (
            <Button
              key={a.to}
              type="link"
              size="small"
              danger={a.to === "3"}
              onClick={() => setAction({ row, ...a, done })}
              style={{ paddingInline: 4 }}
              data-testid={`status-${a.to}`}
            >
              {a.label}
            </Button>
          ))
        }
      />
      {action && (
        <StatusDialog
          title={t("customer.statusTitle", { action: action.label, name: action.row.customerName })}
          reasonRequired
          onSubmit={(_, reason) =>
            setCustomerStatus({ id: action.row.id, version: action.row.version, accountStatus: action.to, reason }).then(action.done)
          }
          onClose={() => setAction(null)}
        />
      )}
    </>
  );
}
