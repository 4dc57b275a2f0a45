import type { FastifyInstance } from "fastify";
import { forwarderPortResource, systemPortResource } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { deletePort, savePort } from "../../admin/index.js";
import * as ports from "./ports.service.js";

/** Spec §7.6 systemPort/* (the user centre's ports, through its port service) and forwarderPort/*. */
export function registerPortRoutes(app: FastifyInstance, database: Database): void {
  registerResource(app, database, systemPortResource, {
    list: ports.systemPortList,
    get: ports.getSystemPort,
    // the UN/LOCODE is unique in the context, starts with the country and is fixed once created
    save: async (ctx, body) => ports.getSystemPort(ctx.db, ctx.actor, await savePort(ctx, body)),
    // a port forwarder ports still use is refused (409)
    remove: (ctx, id) => deletePort(ctx, id, ports.assertPortUnused),
  });
  registerResource(app, database, forwarderPortResource, {
    list: ports.forwarderPortList,
    get: ports.getForwarderPort,
    save: async (ctx, body) => ports.getForwarderPort(ctx.db, ctx.actor, await ports.saveForwarderPort(ctx, body)),
    remove: ports.deleteForwarderPort,
  });
}
