import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  activeCarrier,
  carrierServiceResource,
  carrierServiceRow,
  setActiveBody,
  errorBody,
  systemCarrierResource,
  systemCarrierRow,
  volumeWeightQuery,
  volumeWeightResource,
  volumeWeightRow,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as services from "./carrier-service.service.js";
import * as volume from "./carrier-volume.service.js";
import * as carriers from "./carrier.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Spec §7.6 systemCarrier, our carrierService calls, and carrierVolumeWeight. */
export function registerCarrierRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  // ---- systemCarrier ----
  registerResource(app, database, systemCarrierResource, {
    list: carriers.carrierList,
    get: carriers.getCarrier,
    save: carriers.saveCarrier,
    remove: carriers.deleteCarrier,
  });
  registerSpecCall(app, "GET /api/v2/systemCarrier/findAllActive", {
    access: "@authenticated",
    schema: { summary: "The active carriers with their active services (dropdowns)", response: { 200: z.array(activeCarrier) } },
    handler: async (req) => carriers.listActiveCarriers(db, req.actor!),
  });
  registerSpecCall(app, "GET /api/v2/systemCarrier/findAll", {
    access: "masterdata:carrier:read",
    schema: { summary: "Every carrier, active or not", response: { 200: z.array(systemCarrierRow) } },
    handler: async (req) => carriers.listAllCarriers(db, req.actor!),
  });
  defineRoute(app, "POST", "/api/v2/systemCarrier/setActive", {
    access: "masterdata:carrier:manage",
    schema: {
      summary: "Activate or deactivate a carrier (refused while active channels ship with it)",
      tags: ["fulfilment"],
      body: setActiveBody,
      response: { 200: systemCarrierRow, ...writeErrors },
    },
    handler: async (req) => carriers.setCarrierActive(ctx(req), req.body),
  });

  // ---- carrier services (no spec path: ours, same style) ----
  registerResource(app, database, carrierServiceResource, {
    list: services.carrierServiceList,
    get: services.getCarrierService,
    save: services.saveCarrierService,
    remove: services.deleteCarrierService,
  });
  defineRoute(app, "POST", "/api/v2/carrierService/setActive", {
    access: "masterdata:carrier:manage",
    schema: {
      summary: "Activate or deactivate a service (refused while active channels use it)",
      tags: ["fulfilment"],
      body: setActiveBody,
      response: { 200: carrierServiceRow, ...writeErrors },
    },
    handler: async (req) => services.setCarrierServiceActive(ctx(req), req.body),
  });

  // ---- carrierVolumeWeight ----
  registerSpecCall(app, "GET /api/v2/carrierVolumeWeight/bossFindAllByContextId", {
    access: "@authenticated",
    schema: {
      summary: "Every volume-weight divisor of the context (past, present, future), optionally of one carrier",
      querystring: volumeWeightQuery.omit({ date: true }),
      response: { 200: z.array(volumeWeightRow) },
    },
    handler: async (req) => volume.listVolumeWeights(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/carrierVolumeWeight/bossFindByContextId", {
    access: "@authenticated",
    schema: {
      summary: "The divisors in force on a day (default today): one per active carrier and unit system",
      querystring: volumeWeightQuery,
      response: { 200: z.array(volumeWeightRow) },
    },
    handler: async (req) => volume.listVolumeWeightsInForce(db, req.actor!, req.query),
  });
  registerResource(app, database, volumeWeightResource, {
    list: volume.volumeWeightList,
    save: volume.saveVolumeWeight,
    remove: volume.deleteVolumeWeight,
  });
}
