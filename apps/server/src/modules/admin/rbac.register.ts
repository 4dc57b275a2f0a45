import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** The user centre's rbac area (issue 3): its routes are registered here. */
export function registerRbac(_app: FastifyInstance, _deps: ModuleDeps): void {}
