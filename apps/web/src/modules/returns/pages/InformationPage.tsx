/** home/operate/returnInformation: every received group of returned units (order, SKU, condition, reason, received at, warehouse, seller). */
import "../i18n";
import { useTranslation } from "react-i18next";
import { returnInfoResource } from "@entrepot/contracts";
import { useMe } from "../../../lib/auth";
import { ResourcePage } from "../../../components/resource/ResourcePage";

export default function InformationPage() {
  const { t } = useTranslation("returns");
  const { data: me } = useMe();
  return <ResourcePage resource={returnInfoResource} intro={t("info.intro")} hide={me?.org.kind === "seller" ? ["orgCode"] : []} />;
}
