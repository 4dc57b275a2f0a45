/** The rbac calls (spec §7.4 UcRole, User, UcOrgrole; our UcAccount and UcApiToken), typed by the contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  ApiTokenRow,
  PageReply,
  PermissionNode,
  PermissionNodeSave,
  OrgRoleSave,
  PermissionTreeNode,
  RoleDetail,
  RoleSaveWithPermissions,
  UserRow,
  UserSave,
} from "@entrepot/contracts";
import { api } from "../../lib/api";

const ROLE = "/api/v1/UcRole";
const USER = "/api/v1/User";
const ORGROLE = "/api/v1/UcOrgrole";
const ACCOUNT = "/api/v1/UcAccount";
const TOKEN = "/api/v1/UcApiToken";

export interface CodeName {
  id: number;
  code: string;
  name: string;
}

export const saveRoleWithPermissions = (body: RoleSaveWithPermissions) => api.post<RoleDetail>(`${ROLE}/saveDataPermission`, body);
export const saveOrgRole = (body: OrgRoleSave) => api.post<RoleDetail>(`${ORGROLE}/saveData`, body);

export const saveUser = (body: UserSave) => api.post<UserRow>(`${USER}/saveData`, body);
export const setUserStatus = (id: number, status: "active" | "disabled") => api.post<UserRow>(`${USER}/setStatus`, { id, status });
export const resetUserPassword = (id: number, password: string) => api.post<{ ok: true }>(`${USER}/resetPassword`, { id, password });
export const unlockUser = (id: number) => api.post<UserRow>(`${USER}/unlock`, { id });

export function useRole(id: number | undefined, orgRole = false) {
  return useQuery({
    queryKey: ["admin-rbac", orgRole ? "orgRole" : "role", id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => api.get<RoleDetail>(`${orgRole ? ORGROLE : ROLE}/loadData`, { id }, signal),
  });
}

/** The permission tree the caller may grant, with a role's permissions checked. */
export function usePermissionTree(roleId: number | undefined) {
  return useQuery({
    queryKey: ["admin-rbac", "permissionTree", roleId],
    queryFn: ({ signal }) =>
      api.get<PermissionTreeNode[]>(`${ROLE}/getDataMenuPermission`, roleId === undefined ? undefined : { id: roleId }, signal),
  });
}

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: ["admin-rbac", "user", id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => api.get<UserRow>(`${USER}/loadData`, { id }, signal),
  });
}

/** Roles that may be given to users of an org (its own, and the templates offered to its kind). */
export function useAssignableRoles(orgId: number | undefined) {
  return useQuery({
    queryKey: ["admin-rbac", "assignable", orgId],
    queryFn: ({ signal }) => api.get<CodeName[]>(`${ROLE}/findAllByContextId`, orgId === undefined ? undefined : { orgId }, signal),
  });
}

// --- my account ----------------------------------------------------------------------------------------

export interface UserContext {
  user: { id: number; username: string; fullName: string; email: string | null; phone: string | null; locale: string };
  org: { id: number; code: string; name: string; kind: string };
  roles: CodeName[];
  permissions: string[];
}
export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}
export const useUserContext = () =>
  useQuery({
    queryKey: ["admin-rbac", "userContext"],
    queryFn: ({ signal }) => api.get<UserContext>(`${USER}/userContext`, undefined, signal),
  });
export const useSessions = () =>
  useQuery({
    queryKey: ["admin-rbac", "sessions"],
    queryFn: ({ signal }) => api.get<SessionRow[]>(`${ACCOUNT}/sessions`, undefined, signal),
  });
export const updateProfile = (body: { fullName: string; email: string | null; phone: string | null; locale: "zh-CN" | "en-US" }) =>
  api.put<UserContext>(`${ACCOUNT}/profile`, body);
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ ok: true }>(`${ACCOUNT}/changePassword`, { currentPassword, newPassword });
export const endSession = (id: string) => api.post<{ ended: number }>(`${ACCOUNT}/endSession`, { id });
export const signOutEverywhere = () => api.post<{ ended: number }>(`${ACCOUNT}/signOutEverywhere`);

export const revokeToken = (id: number) => api.post<ApiTokenRow>(`${TOKEN}/revoke`, { id });

/** What the caller may grant (a role's or a token's permissions), with names in the caller's language. */
export function useSelectablePermissions() {
  return useQuery({
    queryKey: ["admin-rbac", "selectable"],
    queryFn: ({ signal }) => api.get<{ code: string; name: string }[]>(`${ROLE}/findAllSelectablePermissions`, undefined, signal),
  });
}

/** Orgs the caller may put a user or a role in (its data scope), as select options. */
export function useOrgOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["admin-rbac", "orgOptions"],
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<PageReply<{ id: number; code: string; name: string }>>("/api/v1/Organization/list", { rows: 1000 }, signal)).rows.map(
        (o) => ({ value: o.id, label: `${o.name} (${o.code})` }),
      ),
  });
}

// --- menu and permission tree (UcPermission) ---------------------------------------------------------------

export const PERMISSION_TREE_QUERY = ["admin-rbac", "permissionNodes"] as const;
export const usePermissionNodes = () =>
  useQuery({
    queryKey: PERMISSION_TREE_QUERY,
    queryFn: ({ signal }) => api.get<PermissionNode[]>("/api/v1/UcPermission/findAll", { all: "true" }, signal),
  });
export const savePermissionNode = (body: PermissionNodeSave) => api.post<{ id: number }>("/api/v1/UcPermission/saveData", body);
export const movePermissionNode = (body: { id: number; version: number; parentId: number | null; sort: number }) =>
  api.post<{ ok: true }>("/api/v1/UcPermission/move", body);
export const deletePermissionNode = (id: number) => api.post<{ ok: true }>("/api/v1/UcPermission/del", { id });
