/**
 * A list's state (page, rows, sort, filters) lives in the URL's search params, so that a reload, the
 * back button or a shared link brings the same list back (ARCHITECTURE §6). The parameter names are the
 * server's (`page`, `rows`, `sidx`, `sord`, `search[OP_field]`), so the URL's list params are the query.
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import dayjs, { type Dayjs } from "dayjs";
import { DEFAULT_ROWS, filterKey, MAX_ROWS, type FilterOp } from "@entrepot/contracts";
import type { FilterDef } from "./types";

export type SortOrder = "asc" | "desc";
export interface ListDefaults {
  rows?: number;
  sort?: { field: string; order: SortOrder };
}
export interface ListState {
  page: number;
  rows: number;
  sidx?: string;
  sord?: SortOrder;
  /** `search[OP_field]` -> value, as in the URL. */
  filters: Record<string, string>;
}
export interface ListPatch {
  page?: number;
  rows?: number;
  /** null clears the sort back to the default. */
  sort?: { field: string; order: SortOrder } | null;
  /** Replaces every filter. */
  filters?: Record<string, string | undefined>;
}

const isFilterParam = (k: string) => k.startsWith("search[");
const positiveInt = (v: string | null, def: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : def);

export function readListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const filters: Record<string, string> = {};
  for (const [k, v] of params) if (isFilterParam(k) && v !== "") filters[k] = v;
  const sidx = params.get("sidx") || defaults.sort?.field;
  const sordRaw = params.get("sord");
  const sord: SortOrder | undefined = sordRaw === "asc" || sordRaw === "desc" ? sordRaw : params.get("sidx") ? "asc" : defaults.sort?.order;
  return {
    page: positiveInt(params.get("page"), 1),
    rows: Math.min(positiveInt(params.get("rows"), defaults.rows ?? DEFAULT_ROWS), MAX_ROWS),
    sidx,
    sord: sidx ? sord : undefined,
    filters,
  };
}

/** The list request: paging, sort and filters. */
export function listQuery(state: ListState): Record<string, string> {
  return { ...exportQuery(state), page: String(state.page), rows: String(state.rows) };
}
/** The export request: the same filters and sort, no paging. */
export function exportQuery(state: ListState): Record<string, string> {
  const q: Record<string, string> = { ...state.filters };
  if (state.sidx) {
    q.sidx = state.sidx;
    q.sord = state.sord ?? "asc";
  }
  return q;
}

/** Applies a change to the URL params, keeping params that are not the list's. */
export function patchListParams(prev: URLSearchParams, patch: ListPatch, defaults: ListDefaults = {}): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (patch.filters) {
    for (const k of [...next.keys()]) if (isFilterParam(k)) next.delete(k);
    for (const [k, v] of Object.entries(patch.filters)) if (v !== undefined && v !== "") next.set(k, v);
  }
  if (patch.sort !== undefined) {
    next.delete("sidx");
    next.delete("sord");
    if (patch.sort) {
      next.set("sidx", patch.sort.field);
      next.set("sord", patch.sort.order);
    }
  }
  if (patch.rows !== undefined) {
    if (patch.rows === (defaults.rows ?? DEFAULT_ROWS)) next.delete("rows");
    else next.set("rows", String(patch.rows));
  }
  // a new filter, sort or page size starts again from page 1
  const page = patch.page ?? (patch.filters || patch.sort !== undefined || patch.rows !== undefined ? 1 : undefined);
  if (page !== undefined) {
    if (page === 1) next.delete("page");
    else next.set("page", String(page));
  }
  return next;
}

/** The URL params that are the list's (paging, sort, filters); a screen's other params are not. */
const isListParam = (k: string) => isFilterParam(k) || k === "page" || k === "rows" || k === "sidx" || k === "sord";
export function listParamsOf(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (isListParam(k)) out.append(k, v);
  return out.toString();
}

/**
 * The last list query of each screen, per browser tab: a list opened from the menu (a path without a
 * query) comes back with the filters, sort and page it was left with (ARCHITECTURE §6: lists keep their
 * state when left). A list cleared on purpose (reset) is remembered as cleared.
 */
const memoryKey = (pathname: string) => `list:${pathname}`;
export const listMemory = {
  read(pathname: string): string {
    try {
      return sessionStorage.getItem(memoryKey(pathname)) ?? "";
    } catch {
      return "";
    }
  },
  write(pathname: string, query: string): void {
    try {
      sessionStorage.setItem(memoryKey(pathname), query);
    } catch {
      // storage full or blocked: the list simply does not remember
    }
  },
};

/** The params a list shows: the URL's when it carries list params, else the URL's plus the remembered ones. */
export function withRemembered(params: URLSearchParams, remembered: string): URLSearchParams {
  if (listParamsOf(params) !== "" || remembered === "") return params;
  const next = new URLSearchParams(params);
  for (const [k, v] of new URLSearchParams(remembered)) if (isListParam(k)) next.append(k, v);
  return next;
}

export function useListState(defaults: ListDefaults = {}) {
  const [urlParams, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlKey = urlParams.toString();
  // Read on every render, not cached with the URL: "clear filters" clicked before the restored query
  // reached the URL leaves the URL as it was (no list params) but the memory cleared, and must show cleared.
  const remembered = listMemory.read(pathname);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `urlKey` stands for `urlParams`, whose identity changes on every render
  const params = useMemo(() => withRemembered(urlParams, remembered), [urlKey, remembered]);
  const key = params.toString();
  const restored = key !== urlKey;
  // The list query a person's change (update) is on its way to: until the URL shows it, a render of an
  // older URL (the restored query's navigation landing after a quick "clear filters") must not write that
  // older query back into the memory.
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (restored) {
      setParams(params, { replace: true });
      return;
    }
    const shown = listParamsOf(params);
    if (pending.current !== undefined && pending.current !== shown) return;
    pending.current = undefined;
    listMemory.write(pathname, shown);
  }, [restored, key, pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `params`
  const rows = defaults.rows;
  const sortField = defaults.sort?.field;
  const sortOrder = defaults.sort?.order;
  const state = useMemo(
    () => readListState(params, { rows, sort: sortField && sortOrder ? { field: sortField, order: sortOrder } : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `params`, whose identity changes on every render
    [key, rows, sortField, sortOrder],
  );
  const update = useCallback(
    (patch: ListPatch) =>
      setParams(
        (prev) => {
          const next = patchListParams(prev, patch, { rows });
          pending.current = listParamsOf(next);
          listMemory.write(pathname, pending.current);
          return next;
        },
        { replace: !patch.filters },
      ),
    [setParams, rows, pathname],
  );
  /** The state `update(patch)` will lead to, known before the URL changes (to request its page at once). */
  const preview = (patch: ListPatch) =>
    readListState(patchListParams(params, patch, { rows }), {
      rows,
      sort: sortField && sortOrder ? { field: sortField, order: sortOrder } : undefined,
    });
  return { state, update, preview };
}

// --- filter values: the search form's values <-> `search[OP_field]` params ----------------------------

export function filterOp(def: FilterDef): FilterOp {
  return def.op ?? (def.kind === "text" ? "LIKE" : def.kind === "dateRange" ? "BETWEEN" : "EQ");
}
export const filterParam = (def: FilterDef) => filterKey(filterOp(def), def.field);

export type FilterFormValue = string | number | [Dayjs, Dayjs] | undefined;

export function formValuesFromFilters(defs: readonly FilterDef[], filters: Record<string, string>): Record<string, FilterFormValue> {
  const values: Record<string, FilterFormValue> = {};
  for (const def of defs) {
    const raw = filters[filterParam(def)];
    if (raw === undefined) continue;
    if (def.kind === "number") values[def.field] = Number(raw);
    else if (def.kind === "dateRange") {
      const [from, to] = raw.split(",");
      const range = [dayjs(from), dayjs(to)] as [Dayjs, Dayjs];
      if (range[0].isValid() && range[1].isValid()) values[def.field] = range;
    } else values[def.field] = raw;
  }
  return values;
}

export function filtersFromFormValues(
  defs: readonly FilterDef[],
  values: Record<string, FilterFormValue>,
): Record<string, string | undefined> {
  const filters: Record<string, string | undefined> = {};
  for (const def of defs) {
    const v = values[def.field];
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) {
      const [from, to] = v;
      filters[filterParam(def)] =
        def.dateValue === "timestamp"
          ? `${from.startOf("day").toISOString()},${to.endOf("day").toISOString()}`
          : `${from.format("YYYY-MM-DD")},${to.format("YYYY-MM-DD")}`;
    } else filters[filterParam(def)] = typeof v === "string" ? v.trim() : String(v);
  }
  return filters;
}
