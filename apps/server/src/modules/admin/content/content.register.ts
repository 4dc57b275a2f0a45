import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../../platform/module.js";
import { openFileStore } from "../../../platform/files/file-store.js";
import { registerAnnouncementRoutes } from "./announcement.routes.js";
import { registerAttachFileRoutes } from "./attach-file.routes.js";
import { registerAttachConfigRoutes } from "./attach.routes.js";
import { registerDeptRoutes } from "./dept.routes.js";
import { registerLocaleMessageRoutes } from "./locale-message.routes.js";

/** The user centre's content area (issue 3): locale messages, departments and posts, announcements, attachments. */
export async function registerContent(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerLocaleMessageRoutes(app, deps.database);
  registerDeptRoutes(app, deps.database);
  const store = openFileStore(deps.config);
  registerAnnouncementRoutes(app, deps.database, store);
  registerAttachConfigRoutes(app, deps.database);
  await registerAttachFileRoutes(app, deps.database, store, deps.config.UPLOAD_MAX_BYTES);
}
