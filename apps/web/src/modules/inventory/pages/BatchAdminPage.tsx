import { BatchScreen } from "./BatchPage";

export default function BatchAdminPage() {
  return <BatchScreen admin />;
}
