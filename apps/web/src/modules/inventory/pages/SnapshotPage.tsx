/** inventory/snapshot (and inventorySer/snapshot): daily snapshots with age buckets and cubic metres. */
import type { StockSnapshotRow } from "@entrepot/contracts";
import { snapshotUrls } from "../api";
import { snapshotColumns, snapshotFilters } from "../descriptors";
import { StockList } from "./StockList";

export function SnapshotScreen({ admin = false }: { admin?: boolean }) {
  return (
    <StockList<StockSnapshotRow>
      tableId="inventory.snapshots"
      texts="snapshot"
      admin={admin}
      urls={snapshotUrls}
      columns={snapshotColumns}
      filters={snapshotFilters}
      sort={{ field: "snapshotDate", order: "desc" }}
    />
  );
}

export default function SnapshotPage() {
  return <SnapshotScreen />;
}
