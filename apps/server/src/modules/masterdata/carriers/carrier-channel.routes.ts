import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  carrierWarehouseRef,
  channelCarrierCode,
  channelOrg,
  channelSelectQuery,
  channelServiceCode,
  channelServiceName,
  deliveryChannelOption,
  deliveryChannelResource,
  deliveryChannelRow,
  errorBody,
  idQuery,
  orgCarrierServiceResource,
  orgCarrierServiceRow,
  orgServiceQuery,
  orgServiceWarehouse,
  orgServiceWarehouseQuery,
  queryId,
  setActiveBody,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as channels from "./carrier-channel.service.js";
import * as orgServices from "./carrier-org-service.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** Spec §7.6 SystemDeliveryCarrier (delivery channels), warehouse/findChannel and orgCarrierService. */
export function registerChannelRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  // ---- SystemDeliveryCarrier: dropdowns for everyone logged in, within their scope ----
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/selectSystemDeliveryCarriers", {
    access: "@authenticated",
    schema: {
      summary:
        "The active delivery channels the caller may use (a seller: those assigned to it), optionally at one warehouse or of one carrier",
      querystring: channelSelectQuery,
      response: { 200: z.array(deliveryChannelOption) },
    },
    handler: async (req) => channels.channelOptions(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/selectCarrierCodes", {
    access: "@authenticated",
    schema: { summary: "The carriers of those channels", querystring: channelSelectQuery, response: { 200: z.array(channelCarrierCode) } },
    handler: async (req) => channels.channelCarrierCodes(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/selectCarrierServiceCodes", {
    access: "@authenticated",
    schema: {
      summary: "The carrier service codes of those channels",
      querystring: channelSelectQuery,
      response: { 200: z.array(channelServiceCode) },
    },
    handler: async (req) => channels.channelServiceCodes(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/selectCarrierServiceNames", {
    access: "@authenticated",
    schema: {
      summary: "The carrier service names of those channels",
      querystring: channelSelectQuery,
      response: { 200: z.array(channelServiceName) },
    },
    handler: async (req) => channels.channelServiceNames(db, req.actor!, req.query),
  });
  registerResource(app, database, deliveryChannelResource, {
    list: channels.channelList,
    get: channels.getChannel,
    save: channels.saveChannel,
    remove: channels.deleteChannel,
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/findOrgId", {
    access: "masterdata:channel:read",
    schema: {
      summary: "The organisations assigned the channel, with the warehouses where",
      querystring: idQuery,
      response: { 200: z.array(channelOrg), 404: errorBody },
    },
    handler: async (req) => channels.channelOrgs(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/findWarehouseId", {
    access: "masterdata:channel:read",
    schema: {
      summary: "The warehouses that offer the channel",
      querystring: idQuery,
      response: { 200: z.array(carrierWarehouseRef), 404: errorBody },
    },
    handler: async (req) => channels.channelWarehouses(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v2/SystemDeliveryCarrier/setActive", {
    access: "masterdata:channel:manage",
    schema: {
      summary: "Activate or deactivate a delivery channel",
      tags: ["fulfilment"],
      body: setActiveBody,
      response: { 200: deliveryChannelRow, ...writeErrors },
    },
    handler: async (req) => channels.setChannelActive(ctx(req), req.body),
  });
  registerSpecCall(app, "GET /api/v2/warehouse/findChannel", {
    access: "@authenticated",
    schema: {
      summary: "The active delivery channels offered at a warehouse the caller sees (a seller: those assigned to it there)",
      querystring: z.strictObject({ warehouseId: queryId }),
      response: { 200: z.array(deliveryChannelOption), 404: errorBody },
    },
    handler: async (req) => channels.channelsAtWarehouse(db, req.actor!, req.query.warehouseId),
  });

  // ---- orgCarrierService ----
  registerResource(app, database, orgCarrierServiceResource, {
    list: orgServices.orgServiceList,
    get: orgServices.getOrgService,
    save: orgServices.saveOrgService,
    remove: orgServices.deleteOrgService,
  });
  registerSpecCall(app, "GET /api/v2/orgCarrierService/findCarrierService", {
    access: "masterdata:orgservice:read",
    schema: {
      summary: "The services an organisation may use now (default the caller's), optionally at one warehouse",
      querystring: orgServiceQuery,
      response: { 200: z.array(orgCarrierServiceRow), 404: errorBody },
    },
    handler: async (req) => orgServices.orgUsableServices(db, req.actor!, req.query),
  });
  registerSpecCall(app, "GET /api/v2/orgCarrierService/findWarehouseId", {
    access: "masterdata:orgservice:read",
    schema: {
      summary: "Where an organisation can be given a channel (the channel's warehouses assigned to it), each marked if it already is",
      querystring: orgServiceWarehouseQuery,
      response: { 200: z.array(orgServiceWarehouse), 404: errorBody },
    },
    handler: async (req) => orgServices.orgServiceWarehouses(db, req.actor!, req.query),
  });
  defineRoute(app, "POST", "/api/v2/orgCarrierService/setActive", {
    access: "masterdata:orgservice:manage",
    schema: {
      summary: "Suspend or resume an assignment",
      tags: ["fulfilment"],
      body: setActiveBody,
      response: { 200: orgCarrierServiceRow, ...writeErrors },
    },
    handler: async (req) => orgServices.setOrgServiceActive(ctx(req), req.body),
  });
}
