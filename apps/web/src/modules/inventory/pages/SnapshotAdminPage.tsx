import { SnapshotScreen } from "./SnapshotPage";

export default function SnapshotAdminPage() {
  return <SnapshotScreen admin />;
}
