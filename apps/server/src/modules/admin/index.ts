import type { AppModule } from "../../platform/module.js";
import "./messages.js";
import { registerContextRoutes } from "./context.routes.js";
import { registerDictionaryRoutes } from "./dictionary.routes.js";
import { registerIdentityRoutes } from "./identity.routes.js";

export { seedDictionaries } from "./dictionary.seed.js";
export { dictDataListSpec } from "./dictionary.service.js";

/** The user centre (spec §7.4): dictionaries and context now; users, roles, orgs... in issue 3. */
export const adminModule: AppModule = {
  name: "admin",
  register(app, { database }) {
    registerDictionaryRoutes(app, database);
    registerContextRoutes(app, database);
    registerIdentityRoutes(app, database);
  },
};
