import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../../platform/module.js";
import { registerAccountRoutes } from "./account.routes.js";
import { registerFavoriteRoutes } from "./favorite.routes.js";
import { registerOrgRoleRoutes } from "./orgrole.routes.js";
import { registerPermissionRoutes } from "./permission.routes.js";
import { registerRoleRoutes } from "./role.routes.js";
import { registerTokenRoutes } from "./token.routes.js";
import { registerUserRoutes } from "./user.routes.js";

/** The user centre's rbac area (issue 3): roles, users, my account, org roles, API tokens, the permission tree. */
export function registerRbac(app: FastifyInstance, deps: ModuleDeps): void {
  registerRoleRoutes(app, deps.database);
  registerUserRoutes(app, deps.database);
  registerAccountRoutes(app, deps.database);
  registerOrgRoleRoutes(app, deps.database);
  registerTokenRoutes(app, deps.database);
  registerPermissionRoutes(app, deps.database);
  registerFavoriteRoutes(app, deps.database);
}
