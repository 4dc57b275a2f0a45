/** carrierservice/list and basicdata/carrierService: the carriers' services, their levels, transit times and parcel limits. */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { carrierServiceResource, type CarrierServiceRow } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { serviceApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions } from "./descriptors";

/** A parcel limit with the unit of the service's unit system. */
const limit = (v: string | null, unit: "weight" | "length", r: CarrierServiceRow) =>
  v ? `${Number(v)} ${r.unitSystem === "metric" ? { weight: "kg", length: "cm" }[unit] : { weight: "lb", length: "in" }[unit]}` : "—";

export default function CarrierServicePage() {
  const { t } = useTranslation(NS);
  const refreshPickers = useRefreshPickers();
  const carriers = useAllCarriers().data;
  // a new service picks an active carrier; an edited one shows its own (fixed)
  const carrierIds = (all: boolean) =>
    (carriers ?? []).filter((c) => all || c.active).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }));
  return (
    <ResourcePage
      resource={carrierServiceResource}
      intro={t("service.intro")}
      emptyText={t("service.empty")}
      options={{ carrierCode: carrierCodeOptions(carriers), carrierId: carrierIds(false) }}
      fieldOverrides={(editing) => ({ carrierId: { options: carrierIds(editing.mode === "edit") } })}
      render={{ maxWeight: (r) => limit(r.maxWeight, "weight", r), maxLengthGirth: (r) => limit(r.maxLengthGirth, "length", r) }}
      extraActions={(row, changed) => <ActiveToggle row={row} setActive={serviceApi.setActive} onDone={changed} />}
      onChanged={refreshPickers}
      columns={2}
    />
  );
}
