/** registrationmanage: sign-ups of new sellers; a row opens its review (registrationmanage/update/view). */
import "../../i18n.orgs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RegistrationRow } from "@entrepot/contracts";
import { hasPermission, useMe } from "../../../../lib/auth";
import { confirmDestroy } from "../../../../components/confirmDestroy";
import { PageHeading } from "../../../../components/PageHeading";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useRefreshList } from "../../../../components/resource/listQuery";
import { RowActions } from "../../../../components/RowActions";
import { deleteRegistration, registrationUrls } from "../../api.orgs";
import { registrationColumns, registrationFilters } from "../../descriptors.orgs";

export default function RegistrationListPage() {
  const { t } = useTranslation("admin-orgs");
  const { data: me } = useMe();
  const canDecide = hasPermission(me, "admin:registration:decide");
  const refreshList = useRefreshList(registrationUrls.list);

  return (
    <div>
      <PageHeading title={t("registration.title")} intro={t("registration.intro")} />
      <ResourceTable<RegistrationRow>
        tableId="admin.registrations"
        listUrl={registrationUrls.list}
        exportUrl={registrationUrls.export}
        rowKey="id"
        columns={registrationColumns}
        filters={registrationFilters}
        defaults={{ sort: { field: "id", order: "desc" } }}
        actionsWidth={130}
        rowActions={(row) => (
          <RowActions
            // an accepted registration stays: it records who created the seller org
            onDelete={
              canDecide && row.status !== "accepted"
                ? () => void confirmDestroy({ name: row.companyName, onConfirm: () => deleteRegistration(row.id).then(refreshList) })
                : undefined
            }
          >
            <Link to={`/registrationmanage/update/view?id=${row.id}`} style={{ paddingInline: 4 }} data-testid={`review-${row.id}`}>
              {t("registration.detail")}
            </Link>
          </RowActions>
        )}
      />
    </div>
  );
}
