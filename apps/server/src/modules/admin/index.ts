import type { AppModule } from "../../platform/module.js";
import "./messages.js";
import { registerContextRoutes } from "./context.routes.js";
import { registerDictionaryRoutes } from "./dictionary.routes.js";
import { registerContent } from "./content/content.register.js";
import { registerOrgs } from "./orgs/orgs.register.js";
import { registerRbac } from "./rbac/rbac.register.js";

export { seedDictionaries } from "./dictionary.seed.js";
export { seedPermissionTree } from "./rbac/permission.service.js";
export { clearDictionaryCache } from "./dictionary.service.js";
// access groups, for tests of the platform's warehouse and store-account scopes
export { accessGroupOrgs, accessGroups, accessGroupUsers } from "./orgs/orgs.schema.js";
// the context's ports and their commands, served by the masterdata module as systemPort/*
export { ucPorts } from "./orgs/orgs.schema.js";
export { deletePort, loadPort, savePort, type PortRow } from "./orgs/port.service.js";
// the content area's tables, for the demo data (src/demo/content.seed.ts)
// the user centre's document machines: other modules listen to their transitions (transitionEvent(machine, "accept"))
export { announcementMachine, orgMachine, registrationMachine, userMachine } from "./domain/machines.js";
export { registrations } from "./orgs/orgs.schema.js";
export { announcements, attachModels, attachRules, attachTypes, departments, posts, userPostDepts } from "./content/content.schema.js";
// read by the catalogue: product photos (BizAttach files of model "product") and the seller's customer prefix
export { bizAttachments } from "./content/content.schema.js";
export { orgProfiles } from "./orgs/orgs.schema.js";

/** The user centre (spec §7.4): dictionaries and context now; users, roles, orgs... in issue 3. */
export const adminModule: AppModule = {
  name: "admin",
  async register(app, deps) {
    registerDictionaryRoutes(app, deps.database);
    registerContextRoutes(app, deps.database);
    registerRbac(app, deps);
    registerOrgs(app, deps);
    await registerContent(app, deps);
  },
};
