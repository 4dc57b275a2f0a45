/** products/line: product lines (and, on a second tab, the suppliers they buy from) of the sellers in scope. */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { ProductLineRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../app/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteProductLine, productLineUrls, saveProductLine, setProductLineActive, useSupplierOptions } from "../../api.business";
import { idOrNull, lineColumns, lineFields, lineFilters, type LineFormValues, orNull } from "./descriptors";
import { SupplierPanel } from "./SupplierPanel";
import { useOrgChoice } from "./useOrgChoice";

type Editing = { mode: "create" } | { mode: "edit"; row: ProductLineRow };

function ProductLines() {
  const { t } = useTranslation("md-business");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(productLineUrls.list);
  const { orgs } = useOrgChoice();
  const canManage = hasPermission(useMe().data, "masterdata:productline:manage");
  const suppliers = useSupplierOptions().data ?? [];
  const suppliersOf = (orgId: string | undefined) =>
    suppliers
      .filter((s) => (editing?.mode === "edit" ? s.orgId === editing.row.orgId : !orgs || String(s.orgId) === orgId))
      .map((s) => ({ value: String(s.id), label: `${s.code} ${s.name}` }));

  const save = async (v: LineFormValues) => {
    const body = { code: v.code.trim(), name: v.name.trim(), supplierId: idOrNull(v.supplierId), paymentType: v.paymentType ? (Number(v.paymentType) as 1 | 2 | 3) : null, flag: Number(v.flag) as 0 | 1, remark: orNull(v.remark) };
    if (editing?.mode === "edit") await saveProductLine({ id: editing.row.id, version: editing.row.version, ...body });
    else await saveProductLine({ ...body, orgId: v.orgId ? Number(v.orgId) : undefined });
    void refreshList();
  };
  const toggle = (row: ProductLineRow) => setProductLineActive({ id: row.id, version: row.version, active: !row.active }).then(refreshList);

  return (
    <>
      <ResourceTable<ProductLineRow>
        tableId="masterdata.productLines"
        listUrl={productLineUrls.list}
        exportUrl={productLineUrls.export}
        rowKey="id"
        columns={lineColumns}
        filters={lineFilters(orgs)}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("line.empty")}
        actionsWidth={190}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("line.create")}
            </Button>
          )
        }
        rowActions={(row) =>
          canManage && (
            <RowActions onEdit={() => setEditing({ mode: "edit", row })} onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deleteProductLine(row.id).then(refreshList) })}>
              <Button type="link" size="small" onClick={() => void toggle(row)} style={{ paddingInline: 4 }}>
                {row.active ? t("common.disable") : t("common.enable")}
              </Button>
            </RowActions>
          )
        }
      />
      {editing && (
        <ResourceForm<LineFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("line.edit", { code: editing.row.code }) : t("line.create")}
          fields={lineFields(orgs, suppliersOf)}
          initialValues={
            editing.mode === "edit"
              ? { code: editing.row.code, name: editing.row.name, supplierId: editing.row.supplierId ? String(editing.row.supplierId) : null, paymentType: editing.row.paymentType ? String(editing.row.paymentType) : null, flag: String(editing.row.flag), remark: editing.row.remark }
              : { flag: "0" }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
        />
      )}
    </>
  );
}

export default function ProductLinePage() {
  const { t } = useTranslation("md-business");
  return (
    <div>
      <PageHeading title={t("line.title")} intro={t("line.intro")} />
      <Tabs
        destroyOnHidden
        items={[
          { key: "lines", label: t("line.tabLines"), children: <ProductLines /> },
          { key: "suppliers", label: t("line.tabSuppliers"), children: <SupplierPanel /> },
        ]}
      />
    </div>
  );
}
