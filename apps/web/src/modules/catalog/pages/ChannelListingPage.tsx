/** products/channel: what each store account lists (listing SKU / ASIN -> product), activated or deactivated in bulk. */
import "../i18n";
import { type Key, useState } from "react";
import Button from "antd/es/button";
import message from "antd/es/message";
import { useTranslation } from "react-i18next";
import type { SkuMapRow } from "@entrepot/contracts";
import { errorMessage } from "../../../lib/api";
import { hasPermission, useMe } from "../../../lib/auth";
import { PageHeading } from "../../../components/PageHeading";
import { ResourceTable } from "../../../components/ResourceTable";
import { useRefreshList } from "../../../components/resource/listQuery";
import { setSkuMapsActive, skuMapUrls } from "../api";
import { channelColumns, skuMapFilters } from "../descriptors";
import { useListOptions } from "./listOptions";
import { SelectionBar } from "./SelectionBar";

export default function ChannelListingPage() {
  const { t } = useTranslation("catalog");
  const { data: me } = useMe();
  const canManage = hasPermission(me, "catalog:skuMap:manage");
  const [keys, setKeys] = useState<Key[]>([]);
  const refreshList = useRefreshList(skuMapUrls.list);
  const { accounts } = useListOptions();
  const setActive = async (active: boolean) => {
    try {
      const res = await setSkuMapsActive(keys.map(Number), active);
      void message.success(t("common.done", { count: res.changed }));
      setKeys([]);
      void refreshList();
    } catch (err) {
      void message.error(errorMessage(err));
    }
  };
  return (
    <div>
      <PageHeading title={t("channel.title")} intro={t("channel.intro")} />
      <ResourceTable<SkuMapRow>
        tableId="catalog.channelListings"
        listUrl={skuMapUrls.list}
        exportUrl={skuMapUrls.export}
        rowKey="id"
        columns={channelColumns}
        filters={skuMapFilters(accounts, true)}
        defaults={{ sort: { field: "storeAccount", order: "asc" } }}
        emptyText={t("channel.empty")}
        selection={canManage ? { keys, onChange: (k) => setKeys(k) } : undefined}
        toolbar={
          canManage && (
            <SelectionBar count={keys.length} onClear={() => setKeys([])}>
              <Button disabled={!keys.length} onClick={() => void setActive(true)}>
                {t("common.activate")}
              </Button>
              <Button disabled={!keys.length} onClick={() => void setActive(false)}>
                {t("common.deactivate")}
              </Button>
            </SelectionBar>
          )
        }
      />
    </div>
  );
}
