/** carrieraccount/list and basicdata/carrierAccount: the operator's own carrier accounts (numbers masked, credentials never shown). */
import "../../i18n.carriers";
import Button from "antd/es/button";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { CarrierAccountRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { operatorAccountApi, useActiveCarriers, useRefreshPickers } from "../../api.carriers";
import { ActiveToggle, NS } from "./common";
import { accountColumns, accountFilters, carrierCodeOptions } from "./descriptors";

export default function CarrierAccountListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canManage = hasPermission(me, "masterdata:carrieraccount:manage");
  const refreshList = useRefreshList(operatorAccountApi.urls.list);
  const refreshPickers = useRefreshPickers();
  const refresh = () => Promise.all([refreshList(), refreshPickers()]);
  const carriers = useActiveCarriers();
  const platform = me?.org.kind === "platform";

  return (
    <div>
      <PageHeading title={t("account.title")} intro={t("account.intro")} />
      <ResourceTable<CarrierAccountRow>
        tableId="md.carrierAccounts"
        listUrl={operatorAccountApi.urls.list}
        exportUrl={operatorAccountApi.urls.export}
        rowKey="id"
        columns={accountColumns(platform)}
        filters={accountFilters(platform, carrierCodeOptions(carriers.data))}
        defaults={{ sort: { field: "carrierCode", order: "asc" } }}
        emptyText={t("account.empty")}
        actionsWidth={170}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate("/carrieraccount/add")} data-testid="create">
              {t("account.create")}
            </Button>
          )
        }
        rowActions={
          canManage
            ? (row) => (
                <RowActions
                  onEdit={() => void navigate(`/carrieraccount/update/edit?id=${row.id}`)}
                  onDelete={() =>
                    void confirmDestroy({
                      name: `${row.name} (${row.accountMasked})`,
                      onConfirm: () => operatorAccountApi.remove(row.id).then(refresh),
                    })
                  }
                >
                  <ActiveToggle row={row} setActive={operatorAccountApi.setActive} onDone={refresh} />
                </RowActions>
              )
            : undefined
        }
      />
    </div>
  );
}
