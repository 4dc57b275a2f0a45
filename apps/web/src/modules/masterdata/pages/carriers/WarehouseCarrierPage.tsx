/** warehousecarrier/list: the carriers each warehouse ships with, pickups and daily cut-offs (all from warehouseCarrierResource). */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { warehouseCarrierResource, type WarehouseCarrierRow } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { setWarehouseCarrierActive, useActiveCarriers, useCarrierServices, useWarehouseOptions } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions, weekdaysText } from "./descriptors";

/** An edited row keeps its warehouse and carrier: they show as they are, whether still offered or not. */
const fixedChoices = (row: WarehouseCarrierRow) => ({
  warehouseId: { options: [{ value: String(row.warehouseId), label: `${row.warehouseCode} · ${row.warehouseName}` }] },
  carrierId: { options: [{ value: String(row.carrierId), label: `${row.carrierCode} · ${row.carrierName}` }] },
});

export default function WarehouseCarrierPage() {
  const { t } = useTranslation(NS);
  const carriers = useActiveCarriers().data;
  const warehouses = useWarehouseOptions().data;
  const services = useCarrierServices().data; // every carrier's: the form offers the chosen carrier's
  return (
    <ResourcePage
      resource={warehouseCarrierResource}
      intro={t("warehouseCarrier.intro")}
      emptyText={t("warehouseCarrier.empty")}
      options={{
        carrierCode: carrierCodeOptions(carriers),
        carrierId: (carriers ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` })),
        warehouseId: (warehouses ?? []).map((w) => ({ value: String(w.warehouseId), label: `${w.warehouseCode} · ${w.warehouseName}` })),
        serviceIds: [],
      }}
      fieldOverrides={(e) => ({
        serviceIds: {
          dependsOn: "carrierId",
          optionsFrom: (v) =>
            (services ?? [])
              .filter((s) => String(s.carrierId) === String(v.carrierId))
              .map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` })),
        },
        ...(e.mode === "edit" ? fixedChoices(e.row) : {}),
      })}
      render={{ pickupDays: (r) => weekdaysText(r.pickupDays) }}
      extraActions={(row, changed) => <ActiveToggle row={row} setActive={setWarehouseCarrierActive} onDone={changed} />}
      actionsWidth={210}
      columns={2}
    />
  );
}
