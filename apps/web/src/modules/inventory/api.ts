/** The stock ledger's API, typed by the shared contracts. */
import type { LedgerVerifyReply, StockBalanceReply, StockFreezeInput } from "@entrepot/contracts";
import { api } from "../../lib/api";

export const balanceUrls = { list: "/api/inventory/balance/list", export: "/api/inventory/balance/export" } as const;
export const movementUrls = { list: "/api/inventory/movement/list", export: "/api/inventory/movement/export" } as const;
export const batchUrls = { list: "/api/inventory/batch/list", export: "/api/inventory/batch/export" } as const;
export const reservationUrls = { list: "/api/inventory/reservation/list", export: "/api/inventory/reservation/export" } as const;
export const snapshotUrls = { list: "/api/inventory/snapshot/list", export: "/api/inventory/snapshot/export" } as const;

export const freezeStock = (body: StockFreezeInput, freeze: boolean) =>
  api.post<StockBalanceReply>(`/api/inventory/balance/${freeze ? "freeze" : "unfreeze"}`, body);
export const verifyLedger = () => api.get<LedgerVerifyReply>("/api/inventory/ledger/verify");
