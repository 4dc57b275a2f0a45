/** attachment/model (+ update/:type): the attachment models, from `attachModelResource` (contracts). */
import "../../i18n.content";
import { useTranslation } from "react-i18next";
import { attachModelResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export default function AttachModelPage() {
  const { t } = useTranslation("admin-content");
  return (
    <ResourcePage
      resource={attachModelResource}
      intro={t("attach.modelIntro")}
      emptyText={t("attach.empty")}
      formRoute="attachment/model"
    />
  );
}
