import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./app/texts";
import { AppProviders } from "./app/AppProviders";
import { startSession } from "./lib/auth";
import { reloadForNewBuild } from "./app/chunkReload";
import { preloadScreen, router } from "./app/router";
import { loadBuiltInTexts } from "./app/builtInTexts";
import { screens } from "./app/screens";
import { provideShell } from "./lib/shell";
import { queryClient } from "./lib/queryClient";
import { installTestHook } from "./app/testHook";

// Vite could not preload a chunk's dependencies (a deployment replaced them): reload once onto the new
// build rather than fail; when that already happened moments ago, let the error reach the failure screen
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});

// what modules may read of the shell (the screen registry, the built-in texts), handed down (lib/shell.ts)
provideShell({ screens, loadBuiltInTexts });

// the session check and the screen's code load together, before the first render (see auth.ts)
const { pathname } = window.location;
if (pathname !== "/login" && pathname !== "/register") startSession();
preloadScreen(pathname);
installTestHook(router, queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
