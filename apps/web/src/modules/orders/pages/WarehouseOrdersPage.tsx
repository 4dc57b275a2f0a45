/** orders/b2cOrdersManage: every seller's B2C orders for the warehouse: pick, pack, buy the label, ship; picking lists and packing slips. */
import { OrderList } from "./OrderList";

export default function WarehouseOrdersPage() {
  return <OrderList side="warehouse" />;
}
