/** orgmanage: the organisations of the caller's scope (`orgResource`, contracts); create and edit open orgmanage/update/:type. */
import "../../i18n.orgs";
import Button from "antd/es/button";
import message from "antd/es/message";
import Modal from "antd/es/modal";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { type OrgRow, orgResource } from "@entrepot/contracts";
import { errorMessage } from "../../../../lib/api";
import { resetReferenceData } from "../../../../lib/referenceCache";
import { ResourcePage } from "../../../../components/resource/ResourcePage";
import { setOrgStatus } from "../../api.orgs";

const editOf = (row: OrgRow) => `/orgmanage/update/edit?id=${row.id}`;

export default function OrgListPage() {
  const { t } = useTranslation("admin-orgs");

  // a status change is a command of its own (never a field of the edit form), confirmed first
  const toggleStatus = (row: OrgRow, changed: () => Promise<unknown>) => {
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
        void changed();
      },
    });
  };

  return (
    <ResourcePage
      resource={orgResource}
      intro={t("org.intro")}
      formPage={{ create: "/orgmanage/update/add", edit: editOf }}
      // every reader opens the org from its code (read-only without the manage permission)
      render={{ code: (row) => <Link to={editOf(row)}>{row.code}</Link> }}
      extraActions={(row, changed) => (
        <Button
          type="link"
          size="small"
          danger={row.status === "active"}
          style={{ paddingInline: 4 }}
          onClick={() => toggleStatus(row, changed)}
          data-testid={`status-${row.code}`}
        >
          {t(row.status === "active" ? "org.disable" : "org.enable")}
        </Button>
      )}
    />
  );
}
