import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Query keys of paged lists: ["list", listUrl, query]. */
export const listQueryKey = (listUrl: string) => ["list", listUrl] as const;

/** Reloads every page of a list after a create, edit or delete. */
export function useRefreshList(listUrl: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: listQueryKey(listUrl) }), [queryClient, listUrl]);
}
