import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { addressQuery, addressResource, addressRow, errorBody, importerResource } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { registerSpecCall } from "../../../platform/http/routes.js";
import * as addr from "./address.service.js";

/** Spec §7.6 address/* (addressResource, and the picker address/query), importer/query and its writes (importerResource). */
export function registerAddressRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;

  registerResource(app, database, addressResource, {
    list: addr.addressList,
    get: addr.getAddress,
    save: addr.saveAddress,
    remove: addr.deleteAddress,
  });
  registerSpecCall(app, "GET /api/v2/address/query", {
    access: "masterdata:address:read",
    schema: {
      summary: "An org's active addresses (default: the caller's org), by kind, defaults first: for pickers",
      querystring: addressQuery,
      response: { 200: z.array(addressRow), 404: errorBody },
    },
    handler: async (req) => addr.addressOptions(db, req.actor!, req.query),
  });

  registerResource(app, database, importerResource, {
    list: addr.importerList,
    get: addr.getImporter,
    save: addr.saveImporter,
    remove: addr.deleteImporter,
  });
}
