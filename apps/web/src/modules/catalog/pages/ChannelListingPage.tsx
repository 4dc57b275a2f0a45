/** products/channel (channelListingView): what each store account lists (listing SKU / ASIN -> product), activated or deactivated in bulk. */
import "../i18n";
import Button from "antd/es/button";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import { channelListingView } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { setSkuMapsActive } from "../api";
import { channelOptions, channelTag } from "../descriptors";
import { useListOptions } from "./listOptions";

export default function ChannelListingPage() {
  const { t } = useTranslation("catalog");
  const { accounts } = useListOptions();
  const setActive = async (ids: number[], active: boolean, after: { reload: () => Promise<unknown>; clear: () => void }) => {
    try {
      void message.success(t("common.done", { count: (await setSkuMapsActive(ids, active)).changed }));
      after.clear();
      void after.reload();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  return (
    <ResourcePage
      resource={channelListingView}
      intro={t("channel.intro")}
      emptyText={t("channel.empty")}
      options={{ channel: channelOptions(), storeAccountId: accounts }}
      extraFilters={[{ field: "name", label: t("common.name"), kind: "text", width: 150 }]}
      render={{ channel: (r) => channelTag(r.channel) }}
      bulkActions={(ids, after) => (
        <>
          <Button disabled={!ids.length} onClick={() => void setActive(ids, true, after)}>
            {t("common.activate")}
          </Button>
          <Button disabled={!ids.length} onClick={() => void setActive(ids, false, after)}>
            {t("common.deactivate")}
          </Button>
        </>
      )}
    />
  );
}
