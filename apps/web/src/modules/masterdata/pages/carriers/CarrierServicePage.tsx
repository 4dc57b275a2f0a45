/** carrierservice/list and basicdata/carrierService: the carriers' services, their levels, transit times and parcel limits. */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { CarrierServiceRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { serviceApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS, orNull } from "./common";
import { carrierCodeOptions, serviceColumns, serviceFields, serviceFilters, type ServiceFormValues } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: CarrierServiceRow };

const trim = (v: string | null) => (v === null ? null : String(Number(v)));

export default function CarrierServicePage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:carrier:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(serviceApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useAllCarriers();
  const idOptions = (carriers.data ?? [])
    .filter((c) => c.active || editing?.mode === "edit")
    .map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }));

  const save = async (v: ServiceFormValues) => {
    const body = {
      carrierId: Number(v.carrierId),
      code: v.code.trim(),
      name: v.name,
      level: v.level,
      transitDaysMin: v.transitDaysMin,
      transitDaysMax: v.transitDaysMax,
      unitSystem: v.unitSystem,
      maxWeight: orNull(v.maxWeight),
      maxLength: orNull(v.maxLength),
      maxLengthGirth: orNull(v.maxLengthGirth),
      supportsSignature: !!v.supportsSignature,
      supportsInsurance: !!v.supportsInsurance,
      sort: v.sort ?? 0,
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await serviceApi.save({ id: editing.row.id, version: editing.row.version, ...body });
    else await serviceApi.save(body);
    void refresh();
  };
  const initial = (row: CarrierServiceRow): Partial<ServiceFormValues> => ({
    ...row,
    carrierId: String(row.carrierId) as unknown as number,
    maxWeight: trim(row.maxWeight),
    maxLength: trim(row.maxLength),
    maxLengthGirth: trim(row.maxLengthGirth),
  });

  return (
    <div>
      <PageHeading title={t("service.title")} intro={t("service.intro")} />
      <ResourceTable<CarrierServiceRow>
        tableId="md.carrierServices"
        listUrl={serviceApi.urls.list}
        exportUrl={serviceApi.urls.export}
        rowKey="id"
        columns={serviceColumns}
        filters={serviceFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "carrierCode", order: "asc" } }}
        emptyText={t("service.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("service.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => serviceApi.remove(row.id).then(refresh) })}
                >
                  <ActiveToggle row={row} setActive={serviceApi.setActive} onDone={refresh} />
                </RowActions>
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm<ServiceFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("service.edit", { code: editing.row.code }) : t("service.create")}
          fields={serviceFields(idOptions)}
          initialValues={
            editing.mode === "edit"
              ? initial(editing.row)
              : {
                  level: "ground",
                  unitSystem: "imperial",
                  transitDaysMin: 1,
                  transitDaysMax: 5,
                  supportsSignature: false,
                  supportsInsurance: false,
                  sort: 0,
                }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
          columns={2}
          width={820}
        />
      )}
    </div>
  );
}
