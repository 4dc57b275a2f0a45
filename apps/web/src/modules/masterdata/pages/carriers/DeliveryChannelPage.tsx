/** deliverychannel/list: the operator's delivery channels and their label print settings. */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Table from "antd/es/table";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { DeliveryChannelRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { channelApi, useActiveCarriers, useChannelOrgs, useRefreshPickers } from "../../api.carriers";
import { ChannelForm } from "./ChannelForm";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions, channelColumns, channelFilters } from "./descriptors";

type Editing = { mode: "create" } | { mode: "edit"; row: DeliveryChannelRow };

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
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:channel:manage");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [orgsOf, setOrgsOf] = useState<DeliveryChannelRow | null>(null);
  const refreshList = useRefreshList(channelApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useActiveCarriers();

  return (
    <div>
      <PageHeading title={t("channel.title")} intro={t("channel.intro")} />
      <ResourceTable<DeliveryChannelRow>
        tableId="md.channels"
        listUrl={channelApi.urls.list}
        exportUrl={channelApi.urls.export}
        rowKey="id"
        columns={channelColumns}
        filters={channelFilters(carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "sort", order: "asc" } }}
        emptyText={t("channel.empty")}
        actionsWidth={canManage ? 250 : 110}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("channel.create")}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            onEdit={canManage ? () => setEditing({ mode: "edit", row }) : undefined}
            onDelete={
              canManage
                ? () => void confirmDestroy({ name: row.code, onConfirm: () => channelApi.remove(row.id).then(refresh) })
                : undefined
            }
          >
            <Button type="link" size="small" style={{ paddingInline: 4 }} onClick={() => setOrgsOf(row)}>
              {t("channel.orgsAction")}
            </Button>
            {canManage && <ActiveToggle row={row} setActive={channelApi.setActive} onDone={refresh} />}
          </RowActions>
        )}
      />
      {editing && (
        <ChannelForm row={editing.mode === "edit" ? editing.row : undefined} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
      {orgsOf && <ChannelOrgs channel={orgsOf} onClose={() => setOrgsOf(null)} />}
    </div>
  );
}
