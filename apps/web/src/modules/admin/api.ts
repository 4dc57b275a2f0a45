/** The dictionary API (spec §7.4 Dictionary), typed by the shared contracts. */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { type DictTypeRow, filterKey, type PageReply } from "@entrepot/contracts";
import { api, ApiError } from "../../lib/api";
import { DROPDOWN_ROWS, useReferenceData } from "../../lib/referenceCache";

const TYPE = "/api/v2/system/dict/type";

/** Drops the server's dictionary cache (the caller also re-inits the browser's). */
export const clearServerDictCache = () => api.delete<{ ok: true }>(`${TYPE}/clearCache`);

/** The entries screen of a type. */
export const entriesLink = (code: string) => `/dict/data?dictType=${encodeURIComponent(code)}`;

const TYPE_FILTER = filterKey("EQ", "dictType");

/** The entries' type filter; `dict/data?dictType=x` (links from the type list) becomes the list's own filter parameter. */
export function useDictTypeFilter() {
  const [params, setParams] = useSearchParams();
  const shortcut = params.get("dictType");
  useEffect(() => {
    if (!shortcut) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("dictType");
        next.set(TYPE_FILTER, shortcut);
        return next;
      },
      { replace: true },
    );
  }, [shortcut, setParams]);
  return { dictType: params.get(TYPE_FILTER) ?? undefined, shortcut };
}

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
    const reply = await api.get<PageReply<DictTypeRow>>(`${TYPE}/list`, { rows: DROPDOWN_ROWS, sidx: "dictType", sord: "asc" }, signal);
    return reply.rows.map((r) => ({ value: r.dictType, label: `${r.dictName} (${r.dictType})` }));
  });
}
