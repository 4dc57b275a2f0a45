/** attachment/type (+ update/:type). */
import { AttachCatalogPage } from "./AttachCatalogPage";

export default function AttachTypePage() {
  return <AttachCatalogPage kind="type" />;
}
