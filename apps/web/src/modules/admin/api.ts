/** The dictionary API (spec §7.4 Dictionary), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import type {
  DictDataCreate,
  DictDataRow,
  DictDataUpdate,
  DictTypeCreate,
  DictTypeRow,
  DictTypeUpdate,
  PageReply,
} from "@entrepot/contracts";
import { api, ApiError } from "../../lib/api";
import { DROPDOWN_ROWS, useReferenceData } from "../../lib/referenceCache";

const TYPE = "/api/v2/system/dict/type";
const DATA = "/api/v2/system/dict/data";

export const dictTypeUrls = { list: `${TYPE}/list`, export: `${TYPE}/export` } as const;
export const dictDataUrls = { list: `${DATA}/list`, export: `${DATA}/export` } as const;

export const createDictType = (body: DictTypeCreate) => api.post<DictTypeRow>(TYPE, body);
export const updateDictType = (body: DictTypeUpdate) => api.put<DictTypeRow>(TYPE, body);
export const deleteDictType = (id: number) => api.delete<{ ok: true }>(`${TYPE}/${id}`);
/** Drops the server's dictionary cache (the caller also re-inits the browser's). */
export const clearServerDictCache = () => api.delete<{ ok: true }>(`${TYPE}/clearCache`);

export const createDictEntry = (body: DictDataCreate) => api.post<DictDataRow>(DATA, body);
export const updateDictEntry = (body: DictDataUpdate) => api.put<DictDataRow>(DATA, body);
export const deleteDictEntry = (id: number) => api.delete<{ ok: true }>(`${DATA}/${id}`);

/** One type by its code; null when there is none. */
export function useDictTypeByCode(code: string | undefined) {
  return useQuery({
    queryKey: ["admin", "dictType", code],
    enabled: !!code,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<DictTypeRow>(TYPE, { dictType: code }, signal);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}

/** Every type, for the type picker: a dropdown load (rows=1000) kept in the session reference cache. */
export function useDictTypeOptions() {
  return useReferenceData("admin/dictTypes", async (signal) => {
    const reply = await api.get<PageReply<DictTypeRow>>(dictTypeUrls.list, { rows: DROPDOWN_ROWS, sidx: "dictType", sord: "asc" }, signal);
    return reply.rows.map((r) => ({ value: r.dictType, label: `${r.dictName} (${r.dictType})` }));
  });
}
