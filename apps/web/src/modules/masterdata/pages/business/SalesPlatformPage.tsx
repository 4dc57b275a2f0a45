/** system/platform/list: the marketplaces and their country sites (store accounts pick their channel and country here). */
import "../../i18n.business";
import { useState } from "react";
import Button from "antd/es/button";
import { useTranslation } from "react-i18next";
import { type SalesPlatformRow, salesPlatformResource } from "@entrepot/contracts";
import { ActiveToggle } from "../../../../components/resource/ActiveToggle";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useRefreshOptions } from "../../api.business";
import { SiteDrawer } from "./SiteDrawer";

export default function SalesPlatformPage() {
  const { t } = useTranslation("md-business");
  const refreshOptions = useRefreshOptions();
  const refreshList = useRefreshList(salesPlatformResource.paths.list.split(" ")[1]!);
  const [sitesOf, setSitesOf] = useState<SalesPlatformRow | null>(null);
  return (
    <>
      <ResourcePage
        resource={salesPlatformResource}
        intro={t("platform.intro")}
        emptyText={t("platform.empty")}
        actionsWidth={250}
        onChanged={() => refreshOptions("platforms")}
        extraActions={(row, changed) => (
          <>
            <Button type="link" size="small" onClick={() => setSitesOf(row)} style={{ paddingInline: 4 }}>
              {t("platform.sites")}
            </Button>
            <ActiveToggle
              url="/api/v1/SalesPlatform/setActive"
              row={row}
              onDone={() => Promise.all([changed(), refreshOptions("platforms")])}
            />
          </>
        )}
      />
      {sitesOf && (
        <SiteDrawer
          platform={sitesOf}
          onClose={() => setSitesOf(null)}
          onChanged={() => void Promise.all([refreshList(), refreshOptions("platforms")])}
        />
      )}
    </>
  );
}
