import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../platform/module.js";

/** Master data, business area: product lines, store accounts, channel categories, suppliers, customers, salespersons. */
export async function registerBusiness(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
