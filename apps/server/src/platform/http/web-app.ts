import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";
import { registerPublic } from "./public-scope.js";

/**
 * Serves the built web app, and index.html for every screen path (the SPA's router takes it from there).
 * Unknown /api paths answer a JSON 404. Files are served pre-compressed where the build wrote
 * `.br`/`.gz` copies; a screen's old script chunks stay in `assets/` for one more build (see
 * apps/web/scripts/keep-previous-assets.ts), so a page opened before a deployment can still load them.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasDist = existsSync(join(distDir, "index.html"));
  if (hasDist) {
    await registerPublic(app, async (scope) => {
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: false,
        // the build writes `<file>.br` and `<file>.gz` beside each text file (apps/web/scripts/precompress.mjs):
        // served as they are for the browser's Accept-Encoding, so nothing is compressed per request
        preCompressed: true,
        setHeaders: (res, path) => {
          // hashed assets never change; index.html and screens.json always revalidate
          void res.header("Cache-Control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
      // "/" is a screen like any other: the SPA's index, not a directory
      scope.get("/", (_req, reply) => reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html"));
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith("/api/") || req.url.startsWith("/openapi");
    // a build's file that is gone (older than the previous build): a 404, not index.html, which the
    // browser would refuse as a script; the page then reloads itself onto the new build (chunkReload.ts)
    if (req.url.startsWith("/assets/"))
      return reply.code(404).type("text/plain; charset=utf-8").header("Cache-Control", "no-cache").send("Not found");
    if (!isApi && (req.method === "GET" || req.method === "HEAD")) {
      if (hasDist) return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
      return reply.type("text/plain; charset=utf-8").code(404).send("The web app is not built: run `npm run build`.");
    }
    throw new AppError(404, "ROUTE_NOT_FOUND", { method: req.method, url: req.url.split("?")[0] });
  });
}
