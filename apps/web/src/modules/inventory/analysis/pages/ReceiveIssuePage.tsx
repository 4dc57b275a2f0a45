/** inventory/inventoryReport/transmitReceiveSave: 收发存 over a period, from the movements. */
import "../i18n";
import type { ReceiveIssueRow } from "@entrepot/contracts";
import { StockList } from "../../pages/StockList";
import { analysisUrls } from "../api";
import { receiveIssueColumns, receiveIssueFilters } from "../descriptors";
import { useReportFilters } from "./useReportFilters";

export default function ReceiveIssuePage() {
  useReportFilters("period");
  return (
    <StockList<ReceiveIssueRow>
      tableId="inventory.receiveIssue"
      ns="inventoryAnalysis"
      texts="receiveIssue"
      urls={analysisUrls.receiveIssue}
      columns={receiveIssueColumns}
      filters={receiveIssueFilters}
      sort={{ field: "sku", order: "asc" }}
    />
  );
}
