/**
 * inventory/inventoryReport/inventoryDetailCopy: the inventory detail per SKU, summed over every warehouse the reader
 * may see (a seller's own warehouses; an operator's allowed ones), sellable buckets apart from the unsellable units.
 */
import { centralReport } from "../reports";
import { ReportScreen } from "../ReportScreen";

export default function CentralPage() {
  return <ReportScreen def={centralReport} />;
}
