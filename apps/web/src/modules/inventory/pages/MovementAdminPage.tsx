import { MovementScreen } from "./MovementPage";

export default function MovementAdminPage() {
  return <MovementScreen admin />;
}
