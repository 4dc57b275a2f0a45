/** attachment/type (+ update/:type): the attachment types, from `attachTypeResource` (contracts). */
import "../../i18n.content";
import { useTranslation } from "react-i18next";
import { attachTypeResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export default function AttachTypePage() {
  const { t } = useTranslation("admin-content");
  return (
    <ResourcePage resource={attachTypeResource} intro={t("attach.typeIntro")} emptyText={t("attach.empty")} formRoute="attachment/type" />
  );
}
