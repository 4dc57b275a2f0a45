/** purchase/purchaseWarehouse: an org's origin-side warehouses where its suppliers deliver. */
import "../../i18n.places";
import { useState } from "react";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { PurchaseWarehouseCreate, PurchaseWarehouseRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { FormModal } from "../../../../components/FormModal";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { createPurchaseWarehouse, deletePurchaseWarehouse, purchaseWarehouseUrls, updatePurchaseWarehouse } from "../../api.places";
import { AddressFields } from "./AddressFields";
import { purchaseWarehouseColumns, purchaseWarehouseFilters } from "./descriptors.address";
import { useRequired } from "./formRules";
import { OrgPicker } from "./OrgPicker";
import { orNull } from "../../../../components/format";

const FIELDS = [
  "orgId",
  "code",
  "name",
  "countryCode",
  "province",
  "city",
  "district",
  "address",
  "postcode",
  "contactName",
  "phone",
  "active",
  "remark",
];

function PurchaseWarehouseForm({
  row,
  staff,
  onClose,
  onSaved,
}: {
  row?: PurchaseWarehouseRow;
  staff: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("masterdata-places");
  const req = useRequired();
  const submit = async (v: PurchaseWarehouseCreate) => {
    const body: PurchaseWarehouseCreate = {
      code: v.code.trim(),
      name: v.name.trim(),
      countryCode: v.countryCode,
      province: orNull(v.province),
      city: orNull(v.city),
      district: orNull(v.district),
      address: v.address.trim(),
      postcode: orNull(v.postcode),
      contactName: orNull(v.contactName),
      phone: orNull(v.phone),
      active: v.active !== false,
      remark: orNull(v.remark),
      ...(v.orgId && !row ? { orgId: v.orgId } : {}),
    };
    if (row) await updatePurchaseWarehouse({ ...body, id: row.id, version: row.version });
    else await createPurchaseWarehouse(body);
    onSaved();
  };
  return (
    <FormModal<PurchaseWarehouseCreate>
      title={row ? t("purchase.editTitle", { code: row.code }) : t("purchase.createTitle")}
      initialValues={row ?? { countryCode: "CN", active: true }}
      onSubmit={submit}
      onClose={onClose}
      onConflict={onSaved}
      fieldNames={FIELDS}
      columns={2}
    >
      {staff && !row && <OrgPicker kinds={["seller", "forwarder"]} />}
      <Form.Item
        name="code"
        label={t("purchase.code")}
        rules={[req(t("purchase.code")), { pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, message: t("rules.assignmentCode") }]}
      >
        <Input maxLength={32} style={{ textTransform: "uppercase" }} />
      </Form.Item>
      <Form.Item name="name" label={t("purchase.name")} rules={[req(t("purchase.name"))]}>
        <Input maxLength={100} />
      </Form.Item>
      <AddressFields
        names={{ country: "countryCode", state: "province", city: "city", postcode: "postcode" }}
        stateLabel={t("purchase.province")}
      />
      <Form.Item name="district" label={t("common.district")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="address" label={t("purchase.address")} rules={[req(t("purchase.address"))]} style={{ gridColumn: "1 / -1" }}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="contactName" label={t("common.contact")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={t("common.phone")} rules={[{ pattern: /^\+?[\d\s()-]{5,40}$/, message: t("rules.phone") }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>{t("common.active")}</Checkbox>
      </Form.Item>
      <Form.Item name="remark" label={t("common.remark")} style={{ gridColumn: "1 / -1" }}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}

export default function PurchaseWarehousePage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const refresh = useRefreshList(purchaseWarehouseUrls.list);
  const [editing, setEditing] = useState<{ row?: PurchaseWarehouseRow } | null>(null);
  const canManage = hasPermission(me, "masterdata:purchaseWarehouse:manage");
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  return (
    <div>
      <PageHeading title={t("purchase.title")} intro={t("purchase.intro")} />
      <ResourceTable<PurchaseWarehouseRow>
        tableId="places.purchaseWarehouses"
        listUrl={purchaseWarehouseUrls.list}
        listMethod="POST"
        exportUrl={purchaseWarehouseUrls.export}
        rowKey="id"
        columns={purchaseWarehouseColumns(staff)}
        filters={purchaseWarehouseFilters}
        defaults={{ sort: { field: "code", order: "asc" } }}
        emptyText={t("purchase.empty")}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create">
              {t("purchase.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ row })}
                  onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => deletePurchaseWarehouse(row.id).then(refresh) })}
                />
              )
            : undefined
        }
      />
      {editing && <PurchaseWarehouseForm row={editing.row} staff={staff} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
    </div>
  );
}
