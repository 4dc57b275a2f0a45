/**
 * A way in for the browser tests only (Playwright's Chromium reports `navigator.webdriver`; a person's
 * browser does not): open a screen inside the running app, as a menu click does, instead of loading
 * the page again. A page load parses and compiles the whole bundle and rebuilds antd's styles, which in
 * CI's software-rendered Chromium costs 1.5-3 s a screen; the specs open about 180.
 *
 * So that a screen opened this way starts from the server's data exactly as after a page load, the
 * previous screen is left first (an unknown path: its queries lose their last observer) and every
 * query no screen is showing is dropped; the shell's own (the user, favourites) stay, as on a page load.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface TestHook {
  /** Leaves the current screen for an empty one (`leave`), then opens `to` with only the shell's cache. */
  leave(): Promise<void>;
  open(to: string): Promise<void>;
}

declare global {
  interface Window {
    __entrepotTest?: TestHook;
  }
}

export const LEAVE_PATH = "/__e2e-leave__";

export function installTestHook(router: AppRouter, queryClient: QueryClient): void {
  if (!navigator.webdriver) return;
  window.__entrepotTest = {
    leave: () => router.navigate(LEAVE_PATH),
    open: async (to) => {
      queryClient.removeQueries({ type: "inactive" });
      await router.navigate(to);
    },
  };
}
