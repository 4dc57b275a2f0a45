/** basicdata/storeAds: each store's advertising profile (region, daily budget cap, auto-sync, authorisation). */
import "../../i18n.business";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { type StoreAdsRow, storeAdsResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useStoreAccountOptions } from "../../api.business";

export default function StoreAdsPage() {
  const { t } = useTranslation("md-business");
  const accounts = useStoreAccountOptions().data ?? [];
  // an authorisation past its date is marked expired
  const authorisedUntil = (r: StoreAdsRow) =>
    r.authorisedUntil ? (
      <span>
        {r.authorisedUntil} {r.authorisedUntil < new Date().toISOString().slice(0, 10) && <Tag color="error">{t("ads.expired")}</Tag>}
      </span>
    ) : null;
  return (
    <ResourcePage
      resource={storeAdsResource}
      intro={t("ads.intro")}
      emptyText={t("ads.empty")}
      columns={2}
      options={{ storeAccountId: accounts.map((a) => ({ value: String(a.id), label: `${a.title} · ${a.countryCode}` })) }}
      render={{ authorisedUntil }}
    />
  );
}
