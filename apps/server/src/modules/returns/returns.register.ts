import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerPlanRoutes } from "./plan.routes.js";
import { registerReturns2Routes } from "./returns2.routes.js";
import { openFileStore } from "../../platform/files/file-store.js";
import { registerPhotoRoutes } from "../../platform/files/photo-routes.js";
import { returnReceiptPhotos } from "./photos.service.js";

/** The returns module's calls. */
export async function registerReturns(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const store = openFileStore(deps.config);
  registerPlanRoutes(app, deps.database);
  registerReturns2Routes(app, deps.database, store);
  await registerPhotoRoutes(app, deps.database, store, returnReceiptPhotos, {
    prefix: "/api/returns/plan",
    tag: "returns",
    access: { read: "returns:plan:read", manage: "returns:plan:operate" },
    noun: "a return's receipt",
  });
}
