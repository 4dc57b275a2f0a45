/** system/post: the posts (job positions) of the caller's org. */
import "../../i18n.content";
import { useTranslation } from "react-i18next";
import { postResource } from "@entrepot/contracts";
import { ResourcePage } from "../../../../components/resource/ResourcePage";

export default function PostListPage() {
  const { t } = useTranslation("admin-content");
  return <ResourcePage resource={postResource} intro={t("post.intro")} emptyText={t("post.empty")} />;
}
