/** deliverychannel/list: the operator's delivery channels and their label print settings (deliveryChannelResource). */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import { deliveryChannelResource, type DeliveryChannelRow } from "@entrepot/contracts";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { channelApi, useActiveCarriers, useChannelOrgs, useRefreshPickers } from "../../api.carriers";
import { ChannelForm } from "./ChannelForm";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions } from "./descriptors";

function ChannelOrgs({ channel, onClose }: { channel: DeliveryChannelRow; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const orgs = useChannelOrgs(channel.id);
  return (
    <Modal open title={t("channel.orgsTitle", { code: channel.code })} onCancel={onClose} footer={null} width={640}>
      <Table
        size="small"
        rowKey="orgId"
        loading={orgs.isLoading}
        pagination={false}
        dataSource={orgs.data ?? []}
        locale={{ emptyText: t("channel.orgsEmpty") }}
        columns={[
          { key: "org", title: t("common.org"), render: (_: unknown, r) => `${r.orgCode} · ${r.orgName}` },
          { key: "wh", title: t("common.warehouses"), dataIndex: "warehouseCodes" },
        ]}
      />
    </Modal>
  );
}

export default function DeliveryChannelPage() {
  const { t } = useTranslation(NS);
  const [orgsOf, setOrgsOf] = useState<DeliveryChannelRow | null>(null);
  const refreshPickers = useRefreshPickers();
  const carriers = useActiveCarriers();
  return (
    <div>
      <PageHeading title={t("channel.title")} intro={t("channel.intro")} />
      <ResourcePage
        resource={deliveryChannelResource}
        heading={false}
        options={{ carrierCode: carrierCodeOptions(carriers.data) }}
        render={{ carrierAccountName: (r) => (r.carrierAccountName ? `${r.carrierAccountName} (${r.carrierAccountMasked})` : "—") }}
        emptyText={t("channel.empty")}
        onChanged={refreshPickers}
        form={(e, close, changed) => <ChannelForm row={e.mode === "edit" ? e.row : undefined} onClose={close} onSaved={changed} />}
        readActions={(row) => (
          <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setOrgsOf(row)}>
            {t("channel.orgsAction")}
          </Button>
        )}
        extraActions={(row, changed) => <ActiveToggle row={row} setActive={channelApi.setActive} onDone={changed} />}
        actionsWidth={290}
      />
      {orgsOf && <ChannelOrgs channel={orgsOf} onClose={() => setOrgsOf(null)} />}
    </div>
  );
}
