/** basicdata/carrier: the carriers (shared reference data) and their volume-weight divisors. */
import "../../i18n.carriers";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { type CarrierUnitSystem, systemCarrierResource, volumeWeightResource, type VolumeWeightRow } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { carrierApi, useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions } from "./descriptors";

/** A divisor's measure with the unit of its unit system ("139 in³/lb"); "—" when empty. */
const withUnit =
  (key: "divisor" | "weightIncrement" | "dimensionIncrement" | "minVolume", units: Record<CarrierUnitSystem, string>) =>
  (r: VolumeWeightRow) => (r[key] === null ? "—" : `${Number(r[key])} ${units[r.unitSystem]}`);

function DivisorsTab() {
  const { t } = useTranslation(NS);
  const carriers = useAllCarriers().data;
  return (
    <ResourcePage
      resource={volumeWeightResource}
      heading={false}
      before={<p style={{ marginTop: 0, color: "rgba(0,0,0,0.55)" }}>{t("divisor.intro")}</p>}
      emptyText={t("divisor.empty")}
      createTestId="create-divisor"
      options={{
        carrierCode: carrierCodeOptions(carriers),
        carrierId: (carriers ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` })),
      }}
      render={{
        divisor: withUnit("divisor", { imperial: "in³/lb", metric: "cm³/kg" }),
        weightIncrement: withUnit("weightIncrement", { imperial: "lb", metric: "kg" }),
        dimensionIncrement: withUnit("dimensionIncrement", { imperial: "in", metric: "cm" }),
        minVolume: withUnit("minVolume", { imperial: "in³", metric: "cm³" }),
      }}
      columns={2}
    />
  );
}

export default function CarrierPage() {
  const { t } = useTranslation(NS);
  const refreshPickers = useRefreshPickers();
  const carriers = (
    <ResourcePage
      resource={systemCarrierResource}
      heading={false}
      emptyText={t("carrier.empty")}
      extraActions={(row, changed) => <ActiveToggle row={row} setActive={carrierApi.setActive} onDone={changed} />}
      actionsWidth={210}
      onChanged={refreshPickers}
      columns={2}
    />
  );
  return (
    <div>
      <PageHeading title={t("carrier.title")} intro={t("carrier.intro")} />
      <Tabs
        destroyOnHidden
        items={[
          { key: "carriers", label: t("carrier.tab"), children: carriers },
          { key: "divisors", label: t("divisor.tab"), children: <DivisorsTab /> },
        ]}
      />
    </div>
  );
}
