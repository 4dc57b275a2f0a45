/** The business area's API (product lines, suppliers, stores, ads, platforms, categories, customers, salespeople). */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChannelCategoryRow,
  CustomerManageRow,
  CustomerStatusBody,
  OrgPickRow,
  PageReply,
  SalesPlatformOption,
  SalesPlatformSiteRow,
  SalesPlatformSiteSave,
  SalespersonOption,
  SetActiveBody,
  StoreAccountOption,
  StoreAccountRow,
  StoreAccountSave,
  StoreAccountStatusBody,
  SupplierOption,
} from "@entrepot/contracts";
import { api } from "../../lib/api";

const NS = "md-business";
type Ok = { ok: true };

export const saveStoreAccount = (b: StoreAccountSave) => api.post<StoreAccountRow>("/api/v1/Account/saveOne", b);
export const setStoreAccountStatus = (b: StoreAccountStatusBody) => api.post<StoreAccountRow>("/api/v1/Account/setStatus", b);
export const setStoreAccountActive = (b: SetActiveBody) => api.post<StoreAccountRow>("/api/v1/Account/setActive", b);

export const saveSite = (b: SalesPlatformSiteSave) => api.post<SalesPlatformSiteRow>("/api/v1/SalesPlatform/saveSite", b);
export const setSiteActive = (b: SetActiveBody) => api.post<Ok>("/api/v1/SalesPlatform/setSiteActive", b);
export const deleteSite = (id: number) => api.post<Ok>("/api/v1/SalesPlatform/delSite", { id });

export const setCustomerStatus = (b: CustomerStatusBody) => api.post<CustomerManageRow>("/api/v1/Customer/setStatus", b);

// ---- dropdown data (not session-cached: the screens here change it)

export function useSupplierOptions() {
  return useQuery({
    queryKey: [NS, "suppliers"],
    queryFn: ({ signal }) => api.get<SupplierOption[]>("/api/v2/Supplier/findAllByContextId", { includeInactive: true }, signal),
  });
}
export function usePlatformOptions() {
  return useQuery({
    queryKey: [NS, "platforms"],
    queryFn: ({ signal }) => api.get<SalesPlatformOption[]>("/api/v1/SalesPlatform/findAll", undefined, signal),
  });
}
export function useCategories(type?: string, all = false) {
  return useQuery({
    queryKey: [NS, "categories", type ?? "", all],
    queryFn: ({ signal }) =>
      api.get<ChannelCategoryRow[]>(
        all ? "/api/v1/ChannelCategory/findAll" : "/api/v1/ChannelCategory/findAllByType",
        type ? { type } : undefined,
        signal,
      ),
    enabled: all || !!type,
  });
}
export function useStoreAccountOptions() {
  return useQuery({
    queryKey: [NS, "accounts"],
    queryFn: ({ signal }) => api.get<StoreAccountOption[]>("/api/v1/Account/findByOnlyContextId", undefined, signal),
  });
}
export function useSalespersonOptions() {
  return useQuery({
    queryKey: [NS, "salespeople"],
    queryFn: ({ signal }) => api.get<SalespersonOption[]>("/api/v1/Salesperson/findAll", { includeInactive: true }, signal),
  });
}
/** Seller orgs in the caller's scope (for operator and platform staff choosing whose record it is). */
export function useSellerOrgs(enabled: boolean) {
  return useQuery({
    queryKey: [NS, "sellerOrgs"],
    enabled,
    queryFn: async () =>
      (await api.post<PageReply<OrgPickRow>>("/api/v1/Organization/selectByPage", { rows: 1000, "search[EQ_kind]": "seller" })).rows,
  });
}
/** Return warehouse choices: per seller org in scope, the warehouses assigned to it that the caller may see. */
export function useReturnWarehouseOptions() {
  return useQuery({
    queryKey: [NS, "returnWarehouses"],
    queryFn: ({ signal }) =>
      api.get<{ orgId: number; id: number; code: string; name: string }[]>("/api/v1/Account/returnWarehouseOptions", undefined, signal),
  });
}
/** Refreshes the dropdown data after a save. */
export function useRefreshOptions() {
  const qc = useQueryClient();
  return (what: string) => qc.invalidateQueries({ queryKey: [NS, what] });
}
