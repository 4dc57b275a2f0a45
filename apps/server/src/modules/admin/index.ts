import type { AppModule } from "../../platform/module.js";
import "./messages.js";
import { registerContextRoutes } from "./context.routes.js";
import { registerDictionaryRoutes } from "./dictionary.routes.js";
import { registerIdentityRoutes } from "./identity.routes.js";
import { registerContent } from "./content.register.js";
import { registerOrgs } from "./orgs.register.js";
import { registerRbac } from "./rbac.register.js";

export { seedDictionaries } from "./dictionary.seed.js";
export { dictDataListSpec } from "./dictionary.service.js";

/** The user centre (spec §7.4): dictionaries and context now; users, roles, orgs... in issue 3. */
export const adminModule: AppModule = {
  name: "admin",
  register(app, deps) {
    registerDictionaryRoutes(app, deps.database);
    registerContextRoutes(app, deps.database);
    registerIdentityRoutes(app, deps.database);
    registerRbac(app, deps);
    registerOrgs(app, deps);
    registerContent(app, deps);
  },
};
