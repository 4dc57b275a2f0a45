/** The suppliers tab of products/line: each seller's suppliers, which its product lines pick from. */
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { SupplierRow } from "@entrepot/contracts";
import { useMe } from "../../../../app/auth";
import { hasPermission } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteSupplier, saveSupplier, setSupplierActive, supplierUrls, useRefreshOptions } from "../../api.business";
import { orNull, supplierColumns, supplierFields, supplierFilters, type SupplierFormValues } from "./descriptors";
import { useOrgChoice } from "./useOrgChoice";

type Editing = { mode: "create" } | { mode: "edit"; row: SupplierRow };

export function SupplierPanel() {
  const { t } = useTranslation("md-business");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(supplierUrls.list);
  const refreshOptions = useRefreshOptions();
  const canManage = hasPermission(useMe().data, "masterdata:supplier:manage");
  const { orgs } = useOrgChoice();
  const refresh = () => Promise.all([refreshList(), refreshOptions("suppliers")]);

  const save = async (v: SupplierFormValues) => {
    const body = {
      code: v.code.trim(),
      name: v.name.trim(),
      contactName: orNull(v.contactName),
      phone: orNull(v.phone),
      email: orNull(v.email),
      countryCode: orNull(v.countryCode),
      address: orNull(v.address),
      paymentTermsDays: v.paymentTermsDays ?? 0,
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await saveSupplier({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveSupplier({ ...body, orgId: v.orgId ? Number(v.orgId) : undefined });
    void refresh();
  };

  return (
    <>
      <ResourceTable<SupplierRow>
        tableId="masterdata.suppliers"
        listUrl={supplierUrls.list}
        exportUrl={supplierUrls.export}
        rowKey="id"
        columns={supplierColumns}
        filters={supplierFilters}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("supplier.empty")}
        actionsWidth={190}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create-supplier">
              {t("supplier.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && (
            <RowActions onEdit={() => setEditing({ mode: "edit", row })} onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deleteSupplier(row.id).then(refresh) })}>
              <Button type="link" size="small" onClick={() => void setSupplierActive({ id: row.id, version: row.version, active: !row.active }).then(refresh)} style={{ paddingInline: 4 }}>
                {row.active ? t("common.disable") : t("common.enable")}
              </Button>
            </RowActions>
          )
        }
      />
      {editing && (
        <ResourceForm<SupplierFormValues>
          open
          mode={editing.mode}
          columns={2}
          title={editing.mode === "edit" ? t("supplier.edit", { code: editing.row.code }) : t("supplier.create")}
          fields={supplierFields(orgs)}
          initialValues={
            editing.mode === "edit"
              ? {
                  code: editing.row.code,
                  name: editing.row.name,
                  contactName: editing.row.contactName ?? undefined,
                  phone: editing.row.phone ?? undefined,
                  email: editing.row.email ?? undefined,
                  countryCode: editing.row.countryCode ?? undefined,
                  address: editing.row.address ?? undefined,
                  paymentTermsDays: editing.row.paymentTermsDays,
                  remark: editing.row.remark ?? undefined,
                }
              : { paymentTermsDays: 30 }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </>
  );
}
