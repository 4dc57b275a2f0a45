import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";
import { registerPlanRoutes } from "./plan.routes.js";
import { registerUnsourcedRoutes } from "./unsourced/unsourced.routes.js";
import { registerPoRoutes } from "./po/po.routes.js";
import { registerWinitReceiptRoutes } from "./winit/winit.routes.js";
import { openFileStore } from "../../platform/files/file-store.js";
import { registerPhotoRoutes } from "../../platform/files/photo-routes.js";
import { unsourcedPhotos } from "./unsourced/unsourced.photos.js";

/** The inbound module's calls. */
export async function registerInbound(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerPlanRoutes(app, deps.database);
  registerUnsourcedRoutes(app, deps.database);
  await registerPhotoRoutes(app, deps.database, openFileStore(deps.config), unsourcedPhotos, {
    prefix: "/api/inbound/unsourced",
    tag: "inbound",
    access: { read: "inbound:unsourced:read", manage: "inbound:unsourced:operate" },
    noun: "an unsourced parcel",
  });
  registerPoRoutes(app, deps.database);
  registerWinitReceiptRoutes(app, deps.database);
}
