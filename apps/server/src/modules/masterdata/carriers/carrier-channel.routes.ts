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
  deliveryChannelRow,
  deliveryChannelSave,
  errorBody,
  idBody,
  idQuery,
  ok,
  orgCarrierServiceRow,
  orgCarrierServiceSave,
  orgServiceQuery,
  orgServiceWarehouse,
  orgServiceWarehouseQuery,
  queryId,
  setActiveBody,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as channels from "./carrier-channel.service.js";
import * as orgServices from "./carrier-org-service.service.js";
import { channelColumns, orgServiceColumns } from "./carrier.columns.js";
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
  registerList(app, database, {
    list: "GET /api/v2/SystemDeliveryCarrier/findByPage",
    spec: true,
    exportPath: "/api/v2/SystemDeliveryCarrier/export",
    exportSpec: true,
    access: "masterdata:channel:read",
    summary: "Delivery channels (label print settings), paged and filtered",
    row: deliveryChannelRow,
    listSpec: channels.channelListSpec,
    columns: channelColumns,
    filename: "delivery-channels",
    sheet: { "zh-CN": "发货渠道", "en-US": "Delivery channels" },
  });
  registerSpecCall(app, "GET /api/v2/SystemDeliveryCarrier/findOne", {
    access: "masterdata:channel:read",
    schema: {
      summary: "One delivery channel with its warehouses",
      querystring: idQuery,
      response: { 200: deliveryChannelRow, 404: errorBody },
    },
    handler: async (req) => channels.getChannel(db, req.actor!, req.query.id),
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
  registerSpecCall(app, "POST /api/v2/SystemDeliveryCarrier/saveOne", {
    access: "masterdata:channel:manage",
    schema: {
      summary: "Create (no id) or update (id + version) a delivery channel with its label settings and warehouses",
      body: deliveryChannelSave,
      response: { 200: deliveryChannelRow, ...writeErrors },
    },
    handler: async (req) => channels.saveChannel(ctx(req), req.body),
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
  defineRoute(app, "POST", "/api/v2/SystemDeliveryCarrier/delete", {
    access: "masterdata:channel:manage",
    schema: {
      summary: "Delete a channel no organisation is assigned",
      tags: ["fulfilment"],
      body: idBody,
      response: { 200: ok, ...writeErrors },
    },
    handler: async (req) => {
      await channels.deleteChannel(ctx(req), req.body.id);
      return { ok: true as const };
    },
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
  registerList(app, database, {
    list: "GET /api/v2/orgCarrierService/findByPage",
    spec: true,
    exportPath: "/api/v2/orgCarrierService/export",
    access: "masterdata:orgservice:read",
    summary: "Organisation carrier services (who may use which channel where, paid by whom), paged and filtered",
    row: orgCarrierServiceRow,
    listSpec: orgServices.orgServiceListSpec,
    columns: orgServiceColumns,
    filename: "org-carrier-services",
    sheet: { "zh-CN": "组织物流服务", "en-US": "Organisation carrier services" },
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
  registerSpecCall(app, "POST /api/v2/orgCarrierService/saveOne", {
    access: "masterdata:orgservice:manage",
    schema: {
      summary: "Assign (no id) or change (id + version) a channel for an organisation at a warehouse",
      body: orgCarrierServiceSave,
      response: { 200: orgCarrierServiceRow, ...writeErrors },
    },
    handler: async (req) => orgServices.saveOrgService(ctx(req), req.body),
  });
  defineRoute(app, "GET", "/api/v2/orgCarrierService/findOne", {
    access: "masterdata:orgservice:read",
    schema: {
      summary: "One assignment",
      tags: ["fulfilment"],
      querystring: idQuery,
      response: { 200: orgCarrierServiceRow, 404: errorBody },
    },
    handler: async (req) => orgServices.getOrgService(db, req.actor!, req.query.id),
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
  defineRoute(app, "POST", "/api/v2/orgCarrierService/delete", {
    access: "masterdata:orgservice:manage",
    schema: { summary: "Remove an assignment", tags: ["fulfilment"], body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await orgServices.deleteOrgService(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
