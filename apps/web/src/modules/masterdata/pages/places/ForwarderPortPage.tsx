/** basicdata/forwarderPort: the ports each forwarder serves, its own code and cut-off. */
import "../../i18n.places";
import { useTranslation } from "react-i18next";
import { forwarderPortResource } from "@entrepot/contracts";
import { useMe } from "../../../../lib/auth";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useOrgOptions, usePortOptions } from "../../api.places";

export default function ForwarderPortPage() {
  const { t } = useTranslation("masterdata-places");
  const kind = useMe().data?.org.kind;
  const staff = kind === "operator" || kind === "platform";
  // staff pick the forwarder on create; a forwarder adds ports to its own org
  const orgs = (useOrgOptions(staff).data ?? [])
    .filter((o) => o.kind === "forwarder")
    .map((o) => ({ value: String(o.id), label: `${o.name} (${o.code})` }));
  const ports = (usePortOptions().data ?? []).map((p) => ({ value: String(p.id), label: `${p.code} · ${p.name}` }));
  return (
    <ResourcePage
      resource={forwarderPortResource}
      intro={t("fport.intro")}
      emptyText={t("fport.empty")}
      options={{ orgId: staff ? orgs : undefined, portId: ports }}
    />
  );
}
