/** The carriers area's API, typed by the shared contracts. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  ActiveCarrier,
  CarrierAccountOption,
  CarrierAccountRow,
  CarrierAccountSave,
  CarrierServiceRow,
  CarrierServiceSave,
  SetActiveBody,
  CarrierWarehouseRef,
  ChannelOrg,
  DeliveryChannelRow,
  DeliveryChannelSave,
  OrgCarrierServiceRow,
  OrgCarrierServiceSave,
  PageReply,
  SystemCarrierRow,
  SystemCarrierSave,
  WarehouseCarrierRow,
} from "@entrepot/contracts";
import { api } from "../../lib/api";

type Ok = { ok: true };
const crud = <Row, Save>(base: string) => ({
  urls: { list: `${base}/findByPage`, export: `${base}/export` },
  save: (body: Save) => api.post<Row>(`${base}/saveOne`, body),
  setActive: (body: SetActiveBody) => api.post<Row>(`${base}/setActive`, body),
  remove: (id: number) => api.post<Ok>(`${base}/delete`, { id }),
});

export const carrierApi = crud<SystemCarrierRow, SystemCarrierSave>("/api/v2/systemCarrier");
export const serviceApi = crud<CarrierServiceRow, CarrierServiceSave>("/api/v2/carrierService");
export const channelApi = crud<DeliveryChannelRow, DeliveryChannelSave>("/api/v2/SystemDeliveryCarrier");
export const orgServiceApi = crud<OrgCarrierServiceRow, OrgCarrierServiceSave>("/api/v2/orgCarrierService");
export const operatorAccountApi = crud<CarrierAccountRow, CarrierAccountSave>("/api/v2/carrierAccount");
export const sellerAccountApi = crud<CarrierAccountRow, CarrierAccountSave>("/api/v2/shippingAccount");

const WC = "/api/v2/WarehouseCarrier";
export const setWarehouseCarrierActive = (body: SetActiveBody) => api.post<WarehouseCarrierRow>(`${WC}/setActive`, body);

const KEY = "md-carriers";

/** Every carrier, active or not (management screens' pickers and filters). */
export function useAllCarriers(enabled = true) {
  return useQuery({
    queryKey: [KEY, "carriers"],
    enabled,
    queryFn: ({ signal }) => api.get<SystemCarrierRow[]>("/api/v2/systemCarrier/findAll", undefined, signal),
  });
}

/** Active carriers with their active services. */
export function useActiveCarriers() {
  return useQuery({
    queryKey: [KEY, "activeCarriers"],
    queryFn: ({ signal }) => api.get<ActiveCarrier[]>("/api/v2/systemCarrier/findAllActive", undefined, signal),
  });
}

/** Every service of one carrier (or all), for pickers. */
export function useCarrierServices(carrierId?: number, enabled = true) {
  return useQuery({
    queryKey: [KEY, "services", carrierId ?? "all"],
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<PageReply<CarrierServiceRow>>(
          serviceApi.urls.list,
          { rows: 1000, sidx: "code", ...(carrierId ? { "search[EQ_carrierId]": carrierId } : {}) },
          signal,
        )
      ).rows,
  });
}

/** The warehouses the caller may configure (its warehouse scope). */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: [KEY, "warehouses"],
    queryFn: ({ signal }) => api.get<CarrierWarehouseRef[]>(`${WC}/warehouses`, undefined, signal),
  });
}

/** Active accounts for pickers, optionally of one carrier and org. */
export function useAccountOptions(kind: "operator" | "seller", by: { carrierId?: number; orgId?: number }, enabled = true) {
  const { carrierId, orgId } = by;
  return useQuery({
    queryKey: [KEY, "accountOptions", kind, carrierId, orgId],
    enabled,
    queryFn: ({ signal }) => api.get<CarrierAccountOption[]>("/api/v2/carrierAccount/options", { kind, carrierId, orgId }, signal),
  });
}

/** Seller organisations the caller serves (the admin module's option list). */
export function useSellerOrgs(enabled = true) {
  return useQuery({
    queryKey: [KEY, "sellerOrgs"],
    enabled,
    queryFn: ({ signal }) =>
      api.get<{ id: number; code: string; name: string }[]>("/api/v1/Organization/findAllByServiceType", { serviceType: 2 }, signal),
  });
}

export function useChannels(enabled = true) {
  return useQuery({
    queryKey: [KEY, "channels"],
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<PageReply<DeliveryChannelRow>>(channelApi.urls.list, { rows: 1000, sidx: "code" }, signal)).rows,
  });
}

export function useChannelOrgs(channelId: number | undefined) {
  return useQuery({
    queryKey: [KEY, "channelOrgs", channelId],
    enabled: channelId !== undefined,
    queryFn: ({ signal }) => api.get<ChannelOrg[]>("/api/v2/SystemDeliveryCarrier/findOrgId", { id: channelId }, signal),
  });
}

export function useAssignableWarehouses(orgId: number | undefined, channelId: number | undefined) {
  return useQuery({
    queryKey: [KEY, "assignable", orgId, channelId],
    enabled: orgId !== undefined && channelId !== undefined,
    queryFn: ({ signal }) =>
      api.get<(CarrierWarehouseRef & { assigned: boolean })[]>("/api/v2/orgCarrierService/findWarehouseId", { orgId, channelId }, signal),
  });
}

export function useOperatorAccount(id: number | undefined) {
  return useQuery({
    queryKey: [KEY, "account", id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => api.get<CarrierAccountRow>("/api/v2/carrierAccount/findOne", { id }, signal),
  });
}

/** Drops the cached pickers after a save (a new carrier, service or account shows at once). */
export function useRefreshPickers() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [KEY] }), [queryClient]);
}
