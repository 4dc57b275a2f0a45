/**
 * basicdata/orgServiceAssignment: which seller may use which delivery channel at which warehouse, and
 * whose account pays. Operator staff assign; a seller sees its own services here (read-only).
 */
import "../../i18n.carriers";
import { useState } from "react";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useTranslation } from "react-i18next";
import type { OrgCarrierServiceRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { orgServiceApi, useActiveCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { carrierCodeOptions, orgServiceColumns, orgServiceFilters } from "./descriptors";
import { OrgServiceForm } from "./OrgServiceForm";

type Editing = { mode: "create" } | { mode: "edit"; row: OrgCarrierServiceRow };

export default function OrgServicePage() {
  const { t } = useTranslation(NS);
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:orgservice:manage");
  const seller = !!me && me.org.kind !== "operator" && me.org.kind !== "platform";
  const [editing, setEditing] = useState<Editing | null>(null);
  const refreshList = useRefreshList(orgServiceApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useActiveCarriers();

  return (
    <div>
      <PageHeading
        title={t(seller ? "orgService.sellerTitle" : "orgService.title")}
        intro={t(seller ? "orgService.sellerIntro" : "orgService.intro")}
      />
      <ResourceTable<OrgCarrierServiceRow>
        tableId={seller ? "md.myCarrierServices" : "md.orgCarrierServices"}
        listUrl={orgServiceApi.urls.list}
        exportUrl={orgServiceApi.urls.export}
        rowKey="id"
        columns={orgServiceColumns(seller)}
        filters={orgServiceFilters(seller, carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: seller ? "warehouseCode" : "orgCode", order: "asc" } }}
        emptyText={t(seller ? "orgService.sellerEmpty" : "orgService.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: "create" })} data-testid="create">
              {t("orgService.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => setEditing({ mode: "edit", row })}
                  onDelete={() =>
                    void confirmDestroy({
                      name: `${row.orgCode} / ${row.channelCode} / ${row.warehouseCode}`,
                      onConfirm: () => orgServiceApi.remove(row.id).then(refresh),
                    })
                  }
                >
                  <ActiveToggle
                    row={row}
                    setActive={orgServiceApi.setActive}
                    onDone={refresh}
                    labels={["orgService.suspend", "orgService.resume"]}
                  />
                </RowActions>
              )
            : undefined
        }
      />
      {editing && (
        <OrgServiceForm row={editing.mode === "edit" ? editing.row : undefined} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
    </div>
  );
}
