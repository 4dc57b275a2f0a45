/** The places area's API (warehouses, assignments, settings, batch rules, addresses, ports...), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  EasPushRow,
  OrgOption,
  OrgWarehouseOption,
  RegionRow,
  WarehouseOption,
  WarehousePageDisplay,
  WarehouseRow,
  WarehouseSetActive,
} from "@entrepot/contracts";
import { api } from "../../lib/api";
import { useReferenceData } from "../../lib/referenceCache";

const W = "/api/v2/warehouse";
export const setWarehouseActive = (body: WarehouseSetActive) => api.post<WarehouseRow>(`${W}/setActive`, body);
export const setWarehousePageDisplay = (body: WarehousePageDisplay) => api.post<WarehouseRow>(`${W}/updatePageDisplay`, body);
export const pushWarehouse = (id: number) => api.post<EasPushRow>(`${W}/eas/pushWarehouse`, { id });

export const retryPush = (id: number) => api.post<EasPushRow>(`${W}/eas/retryPush`, { id });

// ---- pickers ----

/** Regions of one country and depth (1 countries, 2 states/provinces), kept in the session's reference cache. */
export function useRegions(country: string | undefined, depth: 1 | 2) {
  return useReferenceData<RegionRow[]>(
    `places/regions/${country ?? "*"}/${depth}`,
    (signal) => api.get<RegionRow[]>("/api/v1/commonRegion/getCommonRegion", { country: depth === 1 ? undefined : country, depth }, signal),
    { enabled: depth === 1 || !!country },
  );
}

/** The orgs of the caller's scope (the user centre's picker list, shared cache key). */
export function useOrgOptions(enabled = true) {
  return useReferenceData<OrgOption[]>(
    "BOSS_orgs",
    (signal) => api.get<OrgOption[]>("/api/v1/Organization/findAllContextBind", undefined, signal),
    { enabled },
  );
}
/** Operator orgs (the platform picks which one runs a new warehouse). */
export function useOperatorOptions(enabled: boolean) {
  return useReferenceData<OrgOption[]>(
    "BOSS_operators",
    (signal) => api.get<OrgOption[]>("/api/v1/Organization/findAllByServiceType", { serviceType: 1 }, signal),
    { enabled },
  );
}

/** Every active warehouse the caller may see, type 4 included for staff (forms, not the session cache: they change here). */
export function useWarehouseOptions(includeOther = true) {
  return useQuery({
    queryKey: ["masterdata-places", "warehouseOptions", includeOther],
    queryFn: ({ signal }) => api.get<WarehouseOption[]>("/api/v1/Warehouse/findAllByContextId", { includeOther }, signal),
  });
}
/** Active assignments of every org in scope (which customers use which warehouse). */
export function useAssignmentOptions() {
  return useQuery({
    queryKey: ["masterdata-places", "assignmentOptions"],
    queryFn: ({ signal }) => api.get<OrgWarehouseOption[]>("/api/v1/OrganizationWarehouse/findAllByContextId", undefined, signal),
  });
}
export function usePortOptions() {
  return useReferenceData<{ id: number; code: string; name: string; country: string; kind: string }[]>("places/ports", (signal) =>
    api.get("/api/v2/ucPort/list", undefined, signal),
  );
}
