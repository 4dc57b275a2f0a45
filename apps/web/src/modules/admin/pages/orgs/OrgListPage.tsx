/** orgmanage: the organisations of the caller's scope; create and edit open orgmanage/update/:type. */
import "../../i18n.orgs";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrgRow } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { hasPermission, useMe } from "../../../../lib/auth";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { orgUrls, setOrgStatus } from "../../api.orgs";
import { orgColumns, orgFilters } from "../../descriptors.orgs";

export default function OrgListPage() {
  const { t } = useTranslation("admin-orgs");
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canManage = hasPermission(me, "admin:org:manage");
  const refreshList = useRefreshList(orgUrls.list);

  // a status change is a command of its own (never a field of the edit form), confirmed first
  const toggleStatus = (row: OrgRow) => {
    const next = row.status === "active" ? "disabled" : "active";
    Modal.confirm({
      title: t(next === "disabled" ? "org.disableConfirm" : "org.enableConfirm", { name: row.name }),
      okButtonProps: { danger: next === "disabled", "data-testid": "confirm-status" } as never,
      onOk: async () => {
        try {
          await setOrgStatus({ id: row.id, version: row.version, status: next });
          void message.success(t("org.statusChanged"));
          resetReferenceData();
        } catch (err) {
          void message.error(errorMessage(err));
        }
        void refreshList();
      },
    });
  };

  return (
    <div>
      <PageHeading title={t("org.title")} intro={t("org.intro")} />
      <ResourceTable<OrgRow>
        tableId="admin.orgs"
        listUrl={orgUrls.list}
        exportUrl={orgUrls.export}
        rowKey="id"
        columns={orgColumns}
        filters={orgFilters}
        defaults={{ sort: { field: "id", order: "asc" } }}
        actionsWidth={130}
        toolbar={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate("/orgmanage/update/add")} data-testid="create">
              {t("org.create")}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions onEdit={() => void navigate(`/orgmanage/update/edit?id=${row.id}`)}>
            {canManage && (
              <Button
                type="link"
                size="small"
                danger={row.status === "active"}
                style={{ paddingInline: 4 }}
                onClick={() => toggleStatus(row)}
                data-testid={`status-${row.code}`}
              >
                {t(row.status === "active" ? "org.disable" : "org.enable")}
              </Button>
            )}
          </RowActions>
        )}
      />
    </div>
  );
}
