/** basicdata/carrier: the carriers (shared reference data) and their volume-weight divisors. */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import Tabs from "antd/es/tabs";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { SystemCarrierRow, VolumeWeightRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceForm } from "../../../../components/ResourceForm";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { carrierApi, divisorApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS, orNull } from "./common";
import {
  carrierCodeOptions,
  carrierColumns,
  carrierFields,
  carrierFilters,
  type CarrierFormValues,
  divisorColumns,
  divisorFields,
  divisorFilters,
  type DivisorFormValues,
} from "./descriptors";

type Editing<Row> = { mode: "create" } | { mode: "edit"; row: Row };

function CarriersTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<Editing<SystemCarrierRow> | null>(null);
  const refreshList = useRefreshList(carrierApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);

  const save = async (v: CarrierFormValues) => {
    const body = { code: v.code.trim(), name: v.name, trackingUrl: orNull(v.trackingUrl), sort: v.sort ?? 0, remark: orNull(v.remark) };
    if (editing?.mode === "edit") await carrierApi.save({ id: editing.row.id, version: editing.row.version, ...body });
    else await carrierApi.save(body);
    void refresh();
  };

  return (
    <>
      <ResourceTable<SystemCarrierRow>
        tableId="md.carriers"
        listUrl={carrierApi.urls.list}
        exportUrl={carrierApi.urls.export}
        rowKey="id"
        columns={carrierColumns}
        filters={carrierFilters}
        defaults={{ sort: { field: "sort", order: "asc" } }}
        emptyText={t("carrier.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("carrier.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() => void confirmDestroy({ name: row.code, onConfirm: () => carrierApi.remove(row.id).then(refresh) })}
                >
                  <ActiveToggle row={row} setActive={carrierApi.setActive} onDone={refresh} />
                </RowActions>
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm<CarrierFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("carrier.edit", { code: editing.row.code }) : t("carrier.create")}
          fields={carrierFields}
          initialValues={editing.mode === "edit" ? editing.row : { sort: 0 }}
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refresh()}
          columns={2}
        />
      )}
    </>
  );
}

function DivisorsTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState<Editing<VolumeWeightRow> | null>(null);
  const refreshList = useRefreshList(divisorApi.urls.list);
  const carriers = useAllCarriers();
  const codeOptions = carrierCodeOptions(carriers.data);
  const idOptions = (carriers.data ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }));

  const save = async (v: DivisorFormValues) => {
    const body = {
      carrierId: Number(v.carrierId),
      unitSystem: v.unitSystem,
      divisor: v.divisor.trim(),
      weightIncrement: v.weightIncrement.trim(),
      dimensionIncrement: orNull(v.dimensionIncrement),
      minVolume: orNull(v.minVolume),
      effectiveFrom: v.effectiveFrom.trim(),
      effectiveTo: orNull(v.effectiveTo),
      remark: orNull(v.remark),
    };
    if (editing?.mode === "edit") await divisorApi.save({ id: editing.row.id, version: editing.row.version, ...body });
    else await divisorApi.save(body);
    void refreshList();
  };
  const initial = (row: VolumeWeightRow): Partial<DivisorFormValues> => ({
    ...row,
    carrierId: String(row.carrierId) as unknown as number,
    divisor: String(Number(row.divisor)),
    weightIncrement: String(Number(row.weightIncrement)),
    dimensionIncrement: row.dimensionIncrement && String(Number(row.dimensionIncrement)),
    minVolume: row.minVolume && String(Number(row.minVolume)),
  });

  return (
    <>
      <p style={{ marginTop: 0, color: "rgba(0,0,0,0.55)" }}>{t("divisor.intro")}</p>
      <ResourceTable<VolumeWeightRow>
        tableId="md.divisors"
        listUrl={divisorApi.urls.list}
        exportUrl={divisorApi.urls.export}
        rowKey="id"
        columns={divisorColumns}
        filters={divisorFilters(codeOptions)}
        defaults={{ sort: { field: "carrierCode", order: "asc" } }}
        emptyText={t("divisor.empty")}
        actionsWidth={120}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create-divisor">
              {t("divisor.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() =>
                    void confirmDestroy({
                      name: `${row.carrierCode} ${Number(row.divisor)}`,
                      onConfirm: () => divisorApi.remove(row.id).then(refreshList),
                    })
                  }
                />
              )
            : undefined
        }
      />
      {editing && (
        <ResourceForm<DivisorFormValues>
          open
          mode={editing.mode}
          title={editing.mode === "edit" ? t("divisor.edit", { carrier: editing.row.carrierCode }) : t("divisor.create")}
          fields={divisorFields(idOptions)}
          initialValues={
            editing.mode === "edit"
              ? initial(editing.row)
              : {
                  unitSystem: "imperial",
                  weightIncrement: "1",
                  dimensionIncrement: "1",
                  effectiveFrom: new Date().toISOString().slice(0, 10),
                }
          }
          onSubmit={save}
          onClose={() => setEditing(null)}
          onConflict={() => void refreshList()}
          columns={2}
        />
      )}
    </>
  );
}

export default function CarrierPage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:carrier:manage");
  return (
    <div>
      <PageHeading title={t("carrier.title")} intro={t("carrier.intro")} />
      <Tabs
        destroyOnHidden
        items={[
          { key: "carriers", label: t("carrier.tab"), children: <CarriersTab canManage={canManage} /> },
          { key: "divisors", label: t("divisor.tab"), children: <DivisorsTab canManage={canManage} /> },
        ]}
      />
    </div>
  );
}
