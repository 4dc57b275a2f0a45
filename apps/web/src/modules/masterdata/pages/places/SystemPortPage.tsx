/** basicdata/systemPort: the context's sea and air ports (the user centre's ports); a port a forwarder uses cannot be deleted. */
import "../../i18n.places";
import { useTranslation } from "react-i18next";
import { systemPortResource } from "@entrepot/contracts";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export default function SystemPortPage() {
  const { t } = useTranslation("masterdata-places");
  return (
    <ResourcePage
      resource={systemPortResource}
      intro={t("port.intro")}
      emptyText={t("port.empty")}
      canDelete={(row) => row.forwarderCount === 0}
      onChanged={resetReferenceData} // port pickers
    />
  );
}
