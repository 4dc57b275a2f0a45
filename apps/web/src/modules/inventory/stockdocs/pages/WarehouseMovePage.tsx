/** warehouseMove: inventory type moves, warehouse transfers, freezes and unfreezes in one list. */
import { DocPage } from "./DocPage";

export default function WarehouseMovePage() {
  return <DocPage kinds={["move", "transfer", "freeze", "unfreeze"]} />;
}
