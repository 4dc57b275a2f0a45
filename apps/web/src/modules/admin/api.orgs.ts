/** The orgs area's API (spec §7.4 Organization, UcRegistration, UcAccessgroup), typed by the contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  AccessGroupRow,
  AccessGroupSave,
  OrgDetail,
  OrgOption,
  OrgSave,
  OrgSetStatus,
  OrgSettingsUpdate,
  RegistrationAccept,
  RegistrationAcceptReply,
  RegistrationDeny,
  RegistrationRow,
  RegistrationSubmit,
} from "@entrepot/contracts";
import { api } from "../../lib/api";
import { useReferenceData } from "../../lib/referenceCache";

const ORG = "/api/v1/Organization";
const REG = "/api/v1/UcRegistration";
const GROUP = "/api/v1/UcAccessgroup";

export const accessGroupUrls = { members: `${GROUP}/findAccessGroupAssignUsersByPage` } as const;

export const orgQueryKey = (id: number | undefined) => ["admin-orgs", "org", id] as const;
export function useOrg(id: number | undefined) {
  return useQuery({
    queryKey: orgQueryKey(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<OrgDetail>(`${ORG}/loadData`, { id }, signal),
  });
}
export const saveOrg = (body: OrgSave) => api.post<OrgDetail>(`${ORG}/saveData`, body);
export const setOrgStatus = (body: OrgSetStatus) => api.post<OrgDetail>(`${ORG}/setStatus`, body);
export const updateOrgSettings = (body: OrgSettingsUpdate) => api.post<OrgDetail>(`${ORG}/updateOrganizationSettings`, body);
/** Gives an org without a customer prefix a free one, made from its name. */
export const assignGeneratedPrefix = (orgId: number) => api.post<{ prefix: string; assigned: boolean }>(`${ORG}/genPcpfx`, { orgId });

/** The orgs of the caller's scope, for pickers (kept in the session's reference cache). */
export function useOrgOptions() {
  return useReferenceData("BOSS_orgs", (signal) => api.get<OrgOption[]>(`${ORG}/findAllContextBind`, undefined, signal));
}
/** Operators, for the platform's "served by" picker. */
export function useOperatorOptions(enabled: boolean) {
  return useReferenceData("BOSS_operators", (signal) => api.get<OrgOption[]>(`${ORG}/findAllByServiceType`, { serviceType: 1 }, signal), {
    enabled,
  });
}

export function useRegistration(id: number | undefined) {
  return useQuery({
    queryKey: ["admin-orgs", "registration", id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<RegistrationRow>(`${REG}/loadData`, { id }, signal),
  });
}
export function useCompanyRegistered(id: number | undefined) {
  return useQuery({
    queryKey: ["admin-orgs", "registration-exists", id],
    enabled: !!id,
    queryFn: ({ signal }) => api.get<{ exists: boolean }>(`${REG}/checkIdVectorExistsById`, { id }, signal),
  });
}
export const submitRegistration = (body: RegistrationSubmit) => api.post<{ id: number }>(`${REG}/submit`, body);
export const acceptRegistration = (body: RegistrationAccept, bypass: boolean) =>
  api.post<RegistrationAcceptReply>(`${REG}/${bypass ? "bypass" : "accept"}`, body);
export const denyRegistration = (body: RegistrationDeny) => api.post<RegistrationRow>(`${REG}/denied`, body);

export const saveAccessGroup = (body: AccessGroupSave) => api.post<AccessGroupRow>(`${GROUP}/saveData`, body);
export function useAccessGroups() {
  return useQuery({
    queryKey: ["admin-orgs", "groups"],
    queryFn: ({ signal }) => api.get<AccessGroupRow[]>(`${GROUP}/findAllByContextId`, undefined, signal),
  });
}
