/** The user's pinned screens (UcFavorite): read by the side menu, changed on the favorite/list screen. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryClient } from "./queryClient";

export const FAVORITES_QUERY = ["shell", "favorites"] as const;

/** Shared with the start-up prefetch (auth.ts), so that the side menu finds the request already made. */
export const favoritesQuery = queryOptions({
  queryKey: FAVORITES_QUERY,
  staleTime: Infinity,
  queryFn: async ({ signal }) => (await api.get<{ path: string }[]>("/api/v1/UcFavorite/findAll", undefined, signal)).map((f) => f.path),
});

export function useFavorites(enabled = true) {
  return useQuery({ ...favoritesQuery, enabled });
}

const changed = (rows: { path: string }[]) =>
  queryClient.setQueryData(
    FAVORITES_QUERY,
    rows.map((f) => f.path),
  );
export const pinScreen = async (path: string) => changed(await api.post<{ path: string }[]>("/api/v1/UcFavorite/saveData", { path }));
export const unpinScreen = async (path: string) => changed(await api.post<{ path: string }[]>("/api/v1/UcFavorite/del", { path }));
