/** attachment/model (+ update/:type). */
import { AttachCatalogPage } from "./AttachCatalogPage";

export default function AttachModelPage() {
  return <AttachCatalogPage kind="model" />;
}
