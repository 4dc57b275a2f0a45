/** registrationmanage: sign-ups of new sellers (`registrationResource`, contracts); a row opens its review (registrationmanage/update/view). */
import "../../i18n.orgs";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { registrationResource } from "@entrepot/contracts";
import { RowLink } from "../../../../components/RowActions";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

const reviewOf = (id: number) => `/registrationmanage/update/view?id=${id}`;

export default function RegistrationListPage() {
  const { t } = useTranslation("admin-orgs");
  return (
    <ResourcePage
      resource={registrationResource}
      intro={t("registration.intro")}
      render={{ companyName: (row) => <Link to={reviewOf(row.id)}>{row.companyName}</Link> }}
      // an accepted registration stays: it records who created the seller org
      canDelete={(row) => row.status !== "accepted"}
      readActions={(row) => <RowLink to={reviewOf(row.id)}>{t("registration.detail")}</RowLink>}
    />
  );
}
