/**
 * Reference data for dropdowns and labels (spec §9): loaded with rows=1000, cached for the browser
 * session in sessionStorage under keys prefixed `BOSS_` (`finance/` and `tools/` are kept for those
 * areas), and dropped on re-init: login, logout, a language switch, the user menu's "refresh reference
 * data", and whenever the server's dictionary `cacheVersion` changes. TanStack Query holds the in-memory
 * copy so that every component asking for the same key shares one request.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GlobalDataReply } from "@entrepot/contracts";
import { api } from "./api";
import { currentLocale } from "./i18n";
import { queryClient } from "./queryClient";

export const REFERENCE_PREFIXES = ["BOSS_", "finance/", "tools/"] as const;
/** Page size of every dropdown load (spec §9). */
export const DROPDOWN_ROWS = 1000;
const VERSION_KEY = "BOSS_cacheVersion";
const REF_QUERY = "ref";
const GLOBAL_DATA_QUERY = ["globalData"] as const;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the in-memory query cache still works
  }
}

/** `finance/x` and `tools/x` keep their own prefix; everything else goes under `BOSS_`. Labels differ per language. */
function storageKey(key: string): string {
  const prefixed = REFERENCE_PREFIXES.some((p) => key.startsWith(p)) ? key : `BOSS_${key}`;
  return `${prefixed}@${currentLocale()}`;
}

function clearStorage(): void {
  const store = session();
  if (!store) return;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k && k !== VERSION_KEY && REFERENCE_PREFIXES.some((p) => k.startsWith(p))) doomed.push(k);
  }
  for (const k of doomed) store.removeItem(k);
}

/** Re-init: forget every cached reference list; lists on screen reload themselves. */
export function resetReferenceData(): void {
  clearStorage();
  // start data first: the dictionaries reloaded next read theirs from it, and must get the new copy
  void queryClient.invalidateQueries({ queryKey: GLOBAL_DATA_QUERY });
  void queryClient.resetQueries({ queryKey: [REF_QUERY] });
}

/** Clears the cache when the server's dictionary version differs from the one the cache was filled under. */
export function syncCacheVersion(version: string): void {
  const store = session();
  const known = store?.getItem(VERSION_KEY);
  if (known === version) return;
  if (known !== null && known !== undefined) {
    clearStorage();
    void queryClient.resetQueries({ queryKey: [REF_QUERY] });
  }
  store?.setItem(VERSION_KEY, version);
}

/**
 * `load` gets a signal that nothing aborts, on purpose: a dropdown that unmounts while its list loads (a
 * search form re-rendering, a row scrolled away) must not cancel the request, or the next one to mount
 * asks again. Reference data is wanted for the whole session anyway.
 */
export function useReferenceData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [REF_QUERY, key, currentLocale()],
    enabled: options.enabled ?? true,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async () => {
      const store = session();
      const sKey = storageKey(key);
      const cached = store?.getItem(sKey);
      if (cached) {
        try {
          return JSON.parse(cached) as T;
        } catch {
          store?.removeItem(sKey);
        }
      }
      const data = await load(new AbortController().signal);
      try {
        store?.setItem(sKey, JSON.stringify(data));
      } catch {
        // quota exceeded: keep it in memory only
      }
      return data;
    },
  });
}

/** The shell's start data: context, every enabled dictionary and the cache version (checked on each load). */
export const globalDataQuery = queryOptions({
  queryKey: GLOBAL_DATA_QUERY,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true, // notices dictionary changes made by others
  queryFn: async () => {
    const data = await api.get<GlobalDataReply>("/api/v1/Context/globalDataList");
    syncCacheVersion(data.cacheVersion);
    return data;
  },
});

export function useGlobalData(enabled: boolean) {
  return useQuery({ ...globalDataQuery, enabled });
}

/**
 * The start data's copy of one dictionary, when this user loads the start data (`admin:context:read`):
 * waits for the request already under way rather than asking for the dictionary again. undefined when
 * the start data is not loaded for this user or does not hold that type.
 */
export async function dictionaryFromGlobalData(type: string): Promise<GlobalDataReply["dictionaries"][string] | undefined> {
  const query = queryClient.getQueryCache().find({ queryKey: GLOBAL_DATA_QUERY });
  // never loaded nor loading (a user without the permission): the caller loads the dictionary itself
  if (!query || (query.state.data === undefined && query.state.fetchStatus !== "fetching")) return undefined;
  try {
    // the cached copy while it is fresh, the request under way, or a new one after a re-init marked it stale
    const data = await queryClient.fetchQuery(globalDataQuery);
    return data.dictionaries[type];
  } catch {
    return undefined;
  }
}
