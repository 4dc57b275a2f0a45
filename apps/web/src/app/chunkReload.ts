/**
 * After a deployment, a page opened before it asks for script chunks by their old names. The build
 * keeps the previous build's files (scripts/keep-previous-assets.ts), but a page older than two builds,
 * or a chunk the server no longer has, still fails: then the page reloads itself once, which fetches the
 * new index.html and the new chunks. A marker in sessionStorage makes sure this cannot loop: within
 * RELOAD_GUARD_MS of an automatic reload a second failure shows the loading-failure screen instead.
 */

const RELOAD_KEY = "entrepot.chunkReloadAt";
export const RELOAD_GUARD_MS = 30_000;

/** A failed fetch of a script or style chunk, in the words of Chrome, Firefox, Safari and Vite's preloader. */
export function isChunkLoadError(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    text,
  );
}

type Store = Pick<Storage, "getItem" | "setItem">;

/** Whether an automatic reload may happen now (and, if so, marks it): not twice within the guard. */
export function claimReload(store: Store | undefined, now: number): boolean {
  if (!store) return false; // no way to remember it: never reload by ourselves
  try {
    const last = Number(store.getItem(RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    store.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reloads the page for a new build unless it just did (or the browser is offline: a reload would only show its error page). */
export function reloadForNewBuild(): boolean {
  if (!navigator.onLine || !claimReload(sessionStore(), Date.now())) return false;
  window.location.reload();
  return true;
}
