import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { setUnauthenticatedHandler } from "../lib/api";
import { AppLayout } from "./AppLayout";
import { LazyScreen, type ScreenModuleLoader } from "./LazyScreen";
import { ScreenRoute } from "./ScreenRoute";
import { screens } from "./screens";
import { NotFoundPage, RouteErrorPage } from "./StatusPages";

const loadLogin = () => import("./LoginPage");
// the public seller sign-up (orgs area), outside the shell like the login
const loadRegister = () => import("../modules/admin/pages/orgs/RegisterPage");
const loadHome = () => import("./HomePage");

/** Screen paths are the spec's (routes.tsv), relative to the shell; some carry a leading slash there. */
const screenRoutes: RouteObject[] = screens.map((screen) => ({
  path: screen.path.replace(/^\/+/, ""),
  element: <ScreenRoute key={screen.path} screen={screen} />,
  handle: { load: screen.load } satisfies ScreenHandle,
}));

/** What a route's `handle` says about its code, so that it can be fetched before the route renders. */
interface ScreenHandle {
  load: ScreenModuleLoader;
}

const routes: RouteObject[] = [
  {
    path: "/login",
    element: <LazyScreen load={loadLogin} />,
    errorElement: <RouteErrorPage />,
    handle: { load: loadLogin } satisfies ScreenHandle,
  },
  {
    path: "/register",
    element: <LazyScreen load={loadRegister} />,
    errorElement: <RouteErrorPage />,
    handle: { load: loadRegister } satisfies ScreenHandle,
  },
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <LazyScreen load={loadHome} />, handle: { load: loadHome } satisfies ScreenHandle },
      ...screenRoutes,
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts fetching the code of the screen at `pathname` at once, while the session check is under way;
 * otherwise it would only start once the shell has rendered with the user. The browser keeps the
 * module, so the screen's own LazyScreen import gets it from there.
 */
export function preloadScreen(pathname: string): void {
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
  // a failure shows when the screen itself loads (LazyScreen's retry and reload)
  deepest?.load().catch(() => undefined);
}

export const router = createBrowserRouter(routes);

// a 401 from any call (the session ended) goes to the login page and comes back afterwards
setUnauthenticatedHandler(() => {
  const { pathname, search } = router.state.location;
  if (pathname === "/login" || pathname === "/register") return;
  void router.navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
});
