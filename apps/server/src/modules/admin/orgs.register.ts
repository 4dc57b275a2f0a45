import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** The user centre's orgs area (issue 3): its routes are registered here. */
export function registerOrgs(_app: FastifyInstance, _deps: ModuleDeps): void {}
