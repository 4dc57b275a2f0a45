import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerAccessGroupRoutes } from "./accessgroup.routes.js";
import { registerOrgPickerRoutes } from "./org-picker.routes.js";
import { registerOrgRoutes } from "./org.routes.js";
import { registerRegistrationRoutes } from "./registration.routes.js";
import { registerSystemRoutes } from "./system.routes.js";

/** The user centre's orgs area (issue 3): organisations, registrations, access groups, systems and ports. */
export function registerOrgs(app: FastifyInstance, deps: ModuleDeps): void {
  registerOrgRoutes(app, deps.database);
  registerOrgPickerRoutes(app, deps.database);
  registerRegistrationRoutes(app, deps.database);
  registerAccessGroupRoutes(app, deps.database);
  registerSystemRoutes(app, deps.database);
}
