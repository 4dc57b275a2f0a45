/**
 * home/inventoryPush: stock push to sales channels. The history and the settings are the contracts'
 * resources (filters, export, summary, form); what is the screen's own is "push now" and the pickers.
 */
import "../i18n";
import Tabs from "antd/es/tabs";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { stockPushHistoryResource, stockPushSettingResource } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../lib/auth";
import { PageHeading } from "../../../components/PageHeading";
import { ResourcePage } from "../../../components/resource/ResourcePage";
import { useStockPushOptions } from "../api";
import { PushNow } from "./PushNow";

const HISTORY = "/home/inventoryPush";
const SETTINGS = `${HISTORY}/settings`;

export default function StockPushPage() {
  const { t } = useTranslation("integrations");
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const staff = me?.org.kind === "operator" || me?.org.kind === "platform";
  const canPush = hasPermission(me, stockPushSettingResource.permissions.manage);
  const options = useStockPushOptions().data;
  const accounts = (options?.storeAccounts ?? []).map((a) => ({ value: String(a.id), label: `${a.title} · ${a.channel}` }));
  const warehouses = (options?.warehouses ?? []).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }));
  const hide = staff ? [] : ["orgName"];
  const tab = pathname.endsWith("/settings") ? "settings" : "history";
  return (
    <div>
      <PageHeading title={t("stockPush.title")} intro={t("stockPush.intro")} />
      {canPush && <PushNow />}
      <Tabs
        activeKey={tab}
        onChange={(k) => void navigate(k === "settings" ? SETTINGS : HISTORY)}
        items={[
          {
            key: "history",
            label: t("stockPush.historyTab"),
            children: (
              <ResourcePage
                resource={stockPushHistoryResource}
                heading={false}
                hide={hide}
                emptyText={t("stockPush.historyEmpty")}
                options={{ storeAccountId: accounts }}
              />
            ),
          },
          {
            key: "settings",
            label: t("stockPush.settingsTab"),
            children: (
              <ResourcePage
                resource={stockPushSettingResource}
                heading={false}
                hide={hide}
                emptyText={t("stockPush.settingsEmpty")}
                createTestId="create-push-setting"
                options={{ storeAccountId: accounts, warehouseIds: warehouses }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
