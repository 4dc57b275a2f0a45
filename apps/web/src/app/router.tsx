import { createBrowserRouter, type RouteObject } from "react-router";
import { setUnauthenticatedHandler } from "./api";
import { AppLayout } from "./AppLayout";
import { LazyScreen } from "./LazyScreen";
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
}));

export const router = createBrowserRouter([
  { path: "/login", element: <LazyScreen load={loadLogin} />, errorElement: <RouteErrorPage /> },
  { path: "/register", element: <LazyScreen load={loadRegister} />, errorElement: <RouteErrorPage /> },
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ index: true, element: <LazyScreen load={loadHome} /> }, ...screenRoutes, { path: "*", element: <NotFoundPage /> }],
  },
]);

// a 401 from any call (the session ended) goes to the login page and comes back afterwards
setUnauthenticatedHandler(() => {
  const { pathname, search } = router.state.location;
  if (pathname === "/login" || pathname === "/register") return;
  void router.navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
});
