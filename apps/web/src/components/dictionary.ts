import { useMemo } from "react";
import type { DictDataRow } from "@entrepot/contracts";
import { api, ApiError } from "../lib/api";
import { dictionaryFromGlobalData, useReferenceData } from "../lib/referenceCache";

export interface DictEntry {
  value: string;
  label: string;
  /** antd tag colour ("success", "blue"...), or null for a plain tag. */
  cssClass: string | null;
  isDefault: boolean;
}

/**
 * The enabled entries of one dictionary type, labelled in the user's language, from the session
 * reference cache: taken from the shell's start data (every enabled dictionary, loaded once at start)
 * when the user has it, else `GET /api/v2/system/dict/data/type/:type`. An unknown type gives no entries.
 */
export function useDictionary(type: string | undefined) {
  const query = useReferenceData<DictEntry[]>(
    `dict/${type ?? ""}`,
    async (signal) => {
      const fromStart = await dictionaryFromGlobalData(type ?? "");
      if (fromStart) return fromStart.map((e) => ({ value: e.value, label: e.label, cssClass: e.cssClass, isDefault: e.isDefault }));
      try {
        const rows = await api.get<DictDataRow[]>(`/api/v2/system/dict/data/type/${encodeURIComponent(type ?? "")}`, undefined, signal);
        return rows.map((r) => ({ value: r.dictValue, label: r.dictLabel, cssClass: r.cssClass, isDefault: r.isDefault }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return [];
        throw err;
      }
    },
    { enabled: !!type },
  );
  const entries = query.data;
  const byValue = useMemo(() => new Map((entries ?? []).map((e) => [e.value, e])), [entries]);
  return { entries: entries ?? [], byValue, isLoading: query.isLoading, error: query.error };
}
