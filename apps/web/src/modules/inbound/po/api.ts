/** The purchase-order import of the plan form (§7.1 Inbound PO calls), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type { PoItemsReply, PoProductItemsBody, PoProductItemsReply, PoRow } from "@entrepot/contracts";
import { api } from "../../../lib/api";

/** Whether the seller has PO units left to plan: the form shows "Import from PO" only then. */
export const usePoImportable = () =>
  useQuery({
    queryKey: ["inbound", "po", "importable"],
    queryFn: ({ signal }) =>
      api.get<{ importable: boolean; poCount: number; unplannedQty: number }>("/api/v2/Inbound/isImportProductsFromPo", undefined, signal),
  });
/** The seller's POs with units left to plan, newest first. */
export const useOpenPos = (enabled: boolean) =>
  useQuery({
    queryKey: ["inbound", "po", "open"],
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ rows: PoRow[] }>(
        "/api/v2/po/findByPage",
        { rows: 100, "search[GT_unplannedQty]": 0, sidx: "orderedOn", sord: "desc" },
        signal,
      ),
  });
export const fetchPoItems = (poNos: string[]) => api.get<PoItemsReply>("/api/v2/Inbound/getPoItemsByPoNos", { poNos: poNos.join(",") });
export const fetchProductItems = (body: PoProductItemsBody) =>
  api.post<PoProductItemsReply>("/api/v2/Inbound/getProductItemsByPoItems", body);
