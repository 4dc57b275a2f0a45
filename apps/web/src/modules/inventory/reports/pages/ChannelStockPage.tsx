/** inventory/channelStock and inventorySer/channelStock: store listings of the SKU map with their sellable stock. */
import { channelStockReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function ChannelStockPage() {
  return <ReportScreen def={channelStockReport} />;
}
export function ChannelStockAdminPage() {
  return <ReportScreen def={channelStockReport} admin />;
}
