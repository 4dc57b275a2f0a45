/** The content area's API (locale messages, departments, posts, announcements), typed by the shared contracts. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AnnouncementRow,
  AttachCatalogRow,
  AttachRuleRow,
  BizAttachRow,
  MyAnnouncements,
  DeptNode,
  DeptSave,
  DeptUserRow,
  PostRow,
  UserAssignmentsSave,
} from "@entrepot/contracts";
import { attachFileResource } from "@entrepot/contracts";
import { api, apiUpload } from "../../lib/api";

export const localeMessageUrls = { list: "/api/v1/BizLocaleMessage/findByPage", export: "/api/v1/BizLocaleMessage/export" } as const;

export const postUrls = { list: "/api/v2/ucPost/findByPage", export: "/api/v2/ucPost/export" } as const;

const DEPT_TREE = "/api/v2/ucDept/getTree";
export const saveDept = (body: DeptSave) => api.post<DeptNode>("/api/v2/ucDept/saveData", body);
export const deleteDept = (id: number) => api.post<{ ok: true }>("/api/v2/ucDept/del", { id });
export const saveUserAssignments = (body: UserAssignmentsSave) => api.post<DeptUserRow[]>("/api/v2/userPostDept/saveData", body);

export const deptTreeKey = ["admin-content", "deptTree"] as const;
export function useDeptTree() {
  return useQuery({ queryKey: deptTreeKey, queryFn: ({ signal }) => api.get<DeptNode[]>(DEPT_TREE, undefined, signal) });
}

export function useDeptUsers(deptId: number | undefined, includeChildren: boolean) {
  return useQuery({
    queryKey: ["admin-content", "deptUsers", deptId, includeChildren],
    enabled: deptId !== undefined,
    queryFn: ({ signal }) => api.get<DeptUserRow[]>("/api/v2/userPostDept/findUserByDeptId", { deptId, includeChildren }, signal),
  });
}

/** Every post of the caller's org, for the post picker. */
export function usePostOptions() {
  return useQuery({
    queryKey: ["admin-content", "postOptions"],
    queryFn: async ({ signal }) =>
      (await api.get<{ rows: PostRow[] }>(postUrls.list, { rows: 1000, sidx: "sort", sord: "asc" }, signal)).rows,
  });
}

/** The people of one org, for the user picker (the rbac area's option list). */
export function useOrgUsers(orgId: number | undefined) {
  return useQuery({
    queryKey: ["admin-content", "orgUsers", orgId],
    enabled: orgId !== undefined,
    queryFn: ({ signal }) =>
      api.get<{ id: number; username: string; fullName: string }[]>("/api/v1/User/findAllByContextId", { orgId }, signal),
  });
}

/** The tree as indented options ("Sales / Ads") for a parent picker; `exclude` drops a branch (no cycles). */
export function deptOptions(tree: DeptNode[], exclude?: number): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: DeptNode[], path: string) => {
    for (const n of nodes) {
      if (n.id === exclude) continue;
      const label = path ? `${path} / ${n.name}` : n.name;
      out.push({ value: String(n.id), label });
      walk(n.children, label);
    }
  };
  walk(tree, "");
  return out;
}

export const fetchUserAssignments = (userId: number) => api.get<DeptUserRow[]>("/api/v2/userPostDept/findByUserId", { userId });

export const setAnnouncementActive = (body: { id: number; version: number; active: boolean }) =>
  api.post<AnnouncementRow>("/api/v1/UcAnnouncement/setActive", body);

const MINE_KEY = ["admin-content", "myAnnouncements"] as const;
/** The announcements reaching the caller (the header bell); checked again every five minutes. */
export function useMyAnnouncements() {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: ({ signal }) => api.get<MyAnnouncements>("/api/v1/UcAnnouncement/mine", undefined, signal),
    refetchInterval: 300_000,
  });
}
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await api.post<{ ok: true }>("/api/v1/UcAnnouncement/markRead", { id });
    await queryClient.invalidateQueries({ queryKey: MINE_KEY });
  };
}

export type AttachCatalogKind = "model" | "type";
/** Every model or type, for pickers. */
export function useAttachCatalog(kind: AttachCatalogKind) {
  return useQuery({
    queryKey: ["admin-content", "attachCatalog", kind],
    queryFn: ({ signal }) => api.get<AttachCatalogRow[]>(`/api/v1/BizAttach/${kind}s`, undefined, signal),
  });
}
export function useModelTypes(model: string | undefined) {
  return useQuery({
    queryKey: ["admin-content", "modelTypes", model],
    enabled: !!model,
    queryFn: ({ signal }) => api.get<AttachRuleRow[]>("/api/v1/BizAttach/modelTypes", { model }, signal),
  });
}

export const cloneAttachRule = (body: { id: number; modelId: number }) => api.post<AttachRuleRow>("/api/v1/AttachmentRule/cloneData", body);

export const attachFileViewUrl = (id: number) => `/api/v1/BizAttach/view?id=${id}`;
export const deleteAttachFile = (id: number) => api.post<{ ok: true }>("/api/v1/BizAttach/del", { id });
/** Multipart upload (the API client's `apiUpload`). */
export const uploadAttachFile = (target: { model: string; type: string; bizId?: string }, file: File) =>
  apiUpload<BizAttachRow>("/api/v1/BizAttach/uploadFile", { model: target.model, type: target.type, bizId: target.bizId }, file);
export const removeAnnouncementFile = (id: number, attachId: number) =>
  api.post<{ ok: true }>("/api/v1/UcAnnouncement/delRelAttach", { id, attachId });
/** The files of one announcement (attachments of model `announcement` whose record is the announcement). */
export function useAnnouncementFiles(id: number) {
  return useQuery({
    queryKey: ["admin-content", "announcementFiles", id],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ rows: BizAttachRow[] }>(
          attachFileResource.paths.list.split(" ")[1]!,
          { rows: 100, "search[EQ_modelCode]": "announcement", "search[EQ_bizId]": String(id) },
          signal,
        )
      ).rows,
  });
}
