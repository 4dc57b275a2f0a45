import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  activeCarrier,
  idBody,
  idQuery,
  ok,
  carrierServiceResource,
  carrierServiceRow,
  setActiveBody,
  errorBody,
  systemCarrierRow,
  systemCarrierSave,
  volumeWeightQuery,
  volumeWeightRow,
  volumeWeightSave,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as services from "./carrier-service.service.js";
import * as volume from "./carrier-volume.service.js";
import { carrierColumns, volumeWeightColumns } from "./carrier.columns.js";
import * as carriers from "./carrier.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Spec §7.6 systemCarrier, our carrierService calls, and carrierVolumeWeight. */
export function registerCarrierRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  // ---- systemCarrier ----
  registerList(app, database, {
    list: "GET /api/v2/systemCarrier/findByPage",
    spec: true,
    exportPath: "/api/v2/systemCarrier/export",
    access: "masterdata:carrier:read",
    summary: "Carriers of the context, paged and filtered",
    row: systemCarrierRow,
    listSpec: carriers.carrierListSpec,
    columns: carrierColumns,
    filename: "carriers",
    sheet: { "zh-CN": "承运商", "en-US": "Carriers" },
  });
  registerSpecCall(app, "GET /api/v2/systemCarrier/findOne", {
    access: "masterdata:carrier:read",
    schema: { summary: "One carrier", querystring: idQuery, response: { 200: systemCarrierRow, 404: errorBody } },
    handler: async (req) => carriers.getCarrier(db, req.actor!, req.query.id),
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
  registerSpecCall(app, "POST /api/v2/systemCarrier/saveOne", {
    access: "masterdata:carrier:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a carrier",
      body: systemCarrierSave,
      response: { 200: systemCarrierRow, ...writeErrors },
    },
    handler: async (req) => carriers.saveCarrier(ctx(req), req.body),
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
  defineRoute(app, "POST", "/api/v2/systemCarrier/delete", {
    access: "masterdata:carrier:manage",
    schema: { summary: "Delete a carrier nothing uses yet", tags: ["fulfilment"], body: idBody, response: { 200: ok, ...writeErrors } },
    handler: async (req) => {
      await carriers.deleteCarrier(ctx(req), req.body.id);
      return { ok: true as const };
    },
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
  registerList(app, database, {
    list: "GET /api/v2/carrierVolumeWeight/findByPage",
    spec: false,
    exportPath: "/api/v2/carrierVolumeWeight/export",
    access: "masterdata:carrier:read",
    summary: "Volume-weight divisors, paged and filtered",
    row: volumeWeightRow,
    listSpec: volume.volumeWeightListSpec,
    columns: volumeWeightColumns,
    filename: "volume-weight-divisors",
    sheet: { "zh-CN": "材积除数", "en-US": "Volume-weight divisors" },
  });
  defineRoute(app, "POST", "/api/v2/carrierVolumeWeight/saveOne", {
    access: "masterdata:carrier:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a divisor; periods of a carrier and unit system may not overlap (409)",
      tags: ["fulfilment"],
      body: volumeWeightSave,
      response: { 200: volumeWeightRow, ...writeErrors },
    },
    handler: async (req) => volume.saveVolumeWeight(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v2/carrierVolumeWeight/delete", {
    access: "masterdata:carrier:manage",
    schema: { summary: "Delete a divisor", tags: ["fulfilment"], body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await volume.deleteVolumeWeight(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
