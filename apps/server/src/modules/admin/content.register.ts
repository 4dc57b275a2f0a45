import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** The user centre's content area (issue 3): its routes are registered here. */
export function registerContent(_app: FastifyInstance, _deps: ModuleDeps): void {}
