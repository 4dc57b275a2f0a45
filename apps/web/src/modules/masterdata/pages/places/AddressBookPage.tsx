/** logisticians/logisticsAddress: the org's address book and importers of record (two tabs). */
import "../../i18n.places";
import Tabs from "antd/es/tabs";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { hasPermission, useMe } from "../../../../lib/auth";
import { PageHeading } from "../../../../components/PageHeading";
import { AddressPanel } from "./AddressPanel";
import { ImporterPanel } from "./ImporterPanel";

export default function AddressBookPage() {
  const { t } = useTranslation("masterdata-places");
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const canImporters = hasPermission(me, "masterdata:importer:read");
  const addresses = <AddressPanel staff={staff} />;
  return (
    <div>
      <PageHeading title={t("address.title")} intro={t("address.intro")} />
      {canImporters ? (
        <Tabs
          activeKey={params.get("tab") ?? "addresses"}
          onChange={(key) => setParams(key === "addresses" ? {} : { tab: key })}
          destroyOnHidden
          items={[
            { key: "addresses", label: t("address.tabAddresses"), children: addresses },
            {
              key: "importers",
              label: t("address.tabImporters"),
              children: <ImporterPanel staff={staff} />,
            },
          ]}
        />
      ) : (
        addresses
      )}
    </div>
  );
}
