/** customerList (+ update/:type): the operator's customers, created and edited here; status changes live in customermanage. */
import "../../i18n.business";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { CustomerManageRow, CustomerRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { useFormRoute } from "../../../../components/useFormRoute";
import { customerUrls, deleteCustomer, loadCustomer, saveCustomer, useSalespersonOptions, useSellerOrgs } from "../../api.business";
import { customerColumns, customerFields, customerFilters, type CustomerFormValues, idOrNull, orNull } from "./descriptors";

const toForm = (r: CustomerRow): CustomerFormValues => ({
  code: r.code,
  customerName: r.customerName,
  linkedOrgId: r.linkedOrgId ? String(r.linkedOrgId) : null,
  salespersonId: r.salespersonId ? String(r.salespersonId) : null,
  billingCurrency: r.billingCurrency,
  creditLimit: r.creditLimit,
  paymentTermsDays: r.paymentTermsDays,
  contractStart: r.contractStart,
  contractEnd: r.contractEnd,
  contactName: r.contactName ?? undefined,
  contactPhone: r.contactPhone ?? undefined,
  contactEmail: r.contactEmail ?? undefined,
  remark: r.remark ?? undefined,
});

export default function CustomerListPage() {
  const { t } = useTranslation("md-business");
  const canManage = hasPermission(useMe().data, "masterdata:customer:manage");
  const refreshList = useRefreshList(customerUrls.list);
  const { editing, setEditing, close } = useFormRoute<CustomerManageRow>("customerList", loadCustomer);
  const people = (useSalespersonOptions().data ?? []).map((s) => ({
    value: String(s.id),
    label: s.active ? s.fullName : `${s.fullName} (${t("common.inactiveTag")})`,
  }));
  const orgs = (useSellerOrgs(true).data ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${o.name}` }));

  const save = async (v: CustomerFormValues) => {
    const body = {
      code: v.code.trim(),
      customerName: v.customerName.trim(),
      linkedOrgId: idOrNull(v.linkedOrgId),
      salespersonId: idOrNull(v.salespersonId),
      billingCurrency: v.billingCurrency as "USD",
      creditLimit: v.creditLimit.trim(),
      paymentTermsDays: v.paymentTermsDays,
      contractStart: v.contractStart ?? null,
      contractEnd: v.contractEnd ?? null,
      contactName: orNull(v.contactName),
      contactPhone: orNull(v.contactPhone),
      contactEmail: orNull(v.contactEmail),
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await saveCustomer({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveCustomer(body);
    void refreshList();
  };

  return (
    <div>
      <PageHeading title={t("customer.listTitle")} intro={t("customer.listIntro")} />
      <ResourceTable<CustomerRow>
        tableId="masterdata.customers"
        listUrl={customerUrls.list}
        exportUrl={customerUrls.export}
        rowKey="id"
        columns={customerColumns}
        filters={customerFilters(people)}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("customer.empty")}
        actionsWidth={130}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("customer.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && (
            <RowActions
              onEdit={() => setEditing({ mode: "edit", row: row as CustomerManageRow })}
              onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deleteCustomer(row.id).then(refreshList) })}
            />
          )
        }
      />
      {editing && (
        <ResourceForm<CustomerFormValues>
          open
          columns={2}
          mode={editing.mode}
          title={editing.mode === "edit" ? t("customer.edit", { code: editing.row.code }) : t("customer.create")}
          fields={customerFields(orgs, people)}
          initialValues={
            editing.mode === "edit" ? toForm(editing.row) : { billingCurrency: "USD", creditLimit: "0.00", paymentTermsDays: 30 }
          }
          onSubmit={save}
          onClose={close}
          onConflict={() => void refreshList()}
        />
      )}
    </div>
  );
}
