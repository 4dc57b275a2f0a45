/** blackaccount/list: customer carrier account numbers that may not be used (with the reason and who added them). */
import "../../i18n.carriers";
import { useTranslation } from "react-i18next";
import { blacklistResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { useAllCarriers, useRefreshPickers } from "../../api.carriers";
import { NS } from "./common";
import { carrierCodeOptions } from "./descriptors";

export default function BlacklistPage() {
  const { t } = useTranslation(NS);
  const refreshPickers = useRefreshPickers(); // account pickers show the blacklisted mark
  const carriers = useAllCarriers().data;
  return (
    <ResourcePage
      resource={blacklistResource}
      intro={t("blacklist.intro")}
      emptyText={t("blacklist.empty")}
      options={{
        carrierCode: carrierCodeOptions(carriers),
        carrierId: (carriers ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` })),
      }}
      render={{ accountMasked: (r) => <code>{r.accountMasked}</code> }}
      onChanged={refreshPickers}
    />
  );
}
