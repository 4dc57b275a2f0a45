/** Session state: who is logged in (`GET /api/auth/me`), login, logout and the per-user language. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale, LoginBody, MeReply } from "@entrepot/contracts";
import { api, apiRequest } from "./api";
import { favoritesQuery } from "./favorites";
import { applyLocale, prefetchLocaleOverrides } from "./i18n";
import { queryClient } from "./queryClient";
import { globalDataQuery, resetReferenceData } from "./referenceCache";

export const ME_QUERY = ["auth", "me"] as const;

/** What the shell asks for once it knows the user: started as soon as `me` answers, not after the shell has rendered. */
function prefetchShellData(me: MeReply): void {
  void queryClient.prefetchQuery(favoritesQuery);
  if (hasPermission(me, "admin:context:read")) void queryClient.prefetchQuery(globalDataQuery);
}

async function fetchMe(signal: AbortSignal): Promise<MeReply> {
  // the texts' overrides for the language of the last visit load alongside (nearly always the user's)
  prefetchLocaleOverrides();
  const me = await api.get<MeReply>("/api/auth/me", undefined, signal);
  prefetchShellData(me);
  await applyLocale(me.locale); // the server keeps the language per user
  return me;
}

const meQuery = queryOptions({ queryKey: ME_QUERY, queryFn: ({ signal }) => fetchMe(signal), staleTime: Infinity, retry: false });

export function useMe() {
  return useQuery(meQuery);
}

/**
 * Starts the session check before React renders anything (main.tsx), in parallel with the screen's
 * code (router.tsx `preloadScreen`): a reload then waits for one round trip, not for a chain of them.
 */
export function startSession(): void {
  void queryClient.prefetchQuery(meQuery);
}

/** Starts a session; a wrong password answers 401 with the server's localised message (no redirect). */
export async function login(body: LoginBody): Promise<MeReply> {
  const me = await apiRequest<MeReply>("POST", "/api/auth/login", { body, skipAuthRedirect: true });
  queryClient.clear();
  resetReferenceData();
  await applyLocale(me.locale);
  queryClient.setQueryData(ME_QUERY, me);
  prefetchShellData(me);
  return me;
}

export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout", { skipAuthRedirect: true });
  } finally {
    queryClient.clear();
    resetReferenceData();
  }
}

/**
 * Switches the language. Logged in, the server keeps it per user; texts the server localises (names,
 * labels, messages) are fetched again and the reference cache is re-initialised.
 */
export async function switchLocale(locale: Locale, loggedIn: boolean): Promise<void> {
  if (loggedIn) {
    const me = await api.put<MeReply>("/api/auth/locale", { locale });
    queryClient.setQueryData(ME_QUERY, me);
  }
  await applyLocale(locale);
  resetReferenceData();
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY[0] });
}

export function hasPermission(me: MeReply | undefined, code: string): boolean {
  return !!me && me.permissions.includes(code);
}
