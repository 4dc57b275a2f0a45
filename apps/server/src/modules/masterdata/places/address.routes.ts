import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addressQuery,
  type AddressRow,
  addressRow,
  addressSave,
  errorBody,
  idBody,
  idQuery,
  type ImporterRow,
  importerRow,
  importerSave,
  ok,
} from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute, registerSpecCall } from "../../../platform/http/routes.js";
import * as addr from "./address.service.js";
import { col, labelOf } from "./places.export.js";
import { activeLabel, commandContext, yesNo } from "../../../platform/crud/index.js";

const tags = ["fulfilment"];
const addressColumns = [
  col<AddressRow>("orgCode", "组织", "Org", 10),
  col<AddressRow>("kind", "类型", "Kind", 14, labelOf("addressKind")),
  col<AddressRow>("label", "名称", "Name", 20),
  col<AddressRow>("company", "公司", "Company", 22),
  col<AddressRow>("contactName", "联系人", "Contact", 14),
  col<AddressRow>("phone", "电话", "Phone", 16),
  col<AddressRow>("email", "邮箱", "E-mail", 22),
  col<AddressRow>("countryCode", "国家", "Country", 8),
  col<AddressRow>("state", "州/省", "State", 10),
  col<AddressRow>("city", "城市", "City", 14),
  col<AddressRow>("address1", "地址", "Address", 30),
  col<AddressRow>("address2", "地址 2", "Address 2", 20),
  col<AddressRow>("postcode", "邮编", "Postcode", 10),
  col<AddressRow>("isDefault", "默认", "Default", 8, yesNo),
  col<AddressRow>("active", "状态", "Status", 8, activeLabel),
];
const importerColumns = [
  col<ImporterRow>("orgCode", "组织", "Org", 10),
  col<ImporterRow>("name", "进口商名称", "Importer", 28),
  col<ImporterRow>("taxId", "税号", "Tax id", 16),
  col<ImporterRow>("countryCode", "国家", "Country", 8),
  col<ImporterRow>("state", "州/省", "State", 8),
  col<ImporterRow>("city", "城市", "City", 14),
  col<ImporterRow>("address1", "地址", "Address", 30),
  col<ImporterRow>("postcode", "邮编", "Postcode", 10),
  col<ImporterRow>("contactName", "联系人", "Contact", 14),
  col<ImporterRow>("phone", "电话", "Phone", 16),
  col<ImporterRow>("email", "邮箱", "E-mail", 22),
  col<ImporterRow>("active", "状态", "Status", 8, activeLabel),
];

/** Spec §7.6 address/* and importer/query, §7.1 address/findByPage; deletes and importer writes of ours. */
export function registerAddressRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });

  registerList(app, database, {
    list: "GET /api/v2/address/findByPage",
    spec: true,
    exportPath: "/api/v2/address/export",
    access: "masterdata:address:read",
    summary: "The address books of the orgs in the caller's scope (a seller: its own)",
    row: addressRow,
    listSpec: addr.addressListSpec,
    columns: addressColumns,
    filename: "addresses",
    sheet: { "zh-CN": "地址簿", "en-US": "Address book" },
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
  registerSpecCall(app, "GET /api/v2/address/detail", {
    access: "masterdata:address:read",
    schema: { summary: "One address", querystring: idQuery, response: { 200: addressRow, 404: errorBody } },
    handler: async (req) => addr.getAddress(db, req.actor!, req.query.id),
  });
  registerSpecCall(app, "POST /api/v2/address/saveAndUpdate", {
    access: "masterdata:address:manage",
    schema: {
      summary: "Create (no id) or update (id + version) an address; making it the default of its kind unsets the previous default",
      body: addressSave,
      response: { 200: addressRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => addr.getAddress(db, req.actor!, await addr.saveAddress(ctx(req), req.body)),
  });
  defineRoute(app, "POST", "/api/v2/address/delete", {
    access: "masterdata:address:manage",
    schema: { summary: "Delete an address", tags, body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await addr.deleteAddress(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });

  registerList(app, database, {
    list: "GET /api/v2/importer/query",
    spec: true,
    exportPath: "/api/v2/importer/export",
    access: "masterdata:importer:read",
    summary: "Importers of record of the orgs in the caller's scope (a seller: its own); rows=1000 for a picker",
    row: importerRow,
    listSpec: addr.importerListSpec,
    columns: importerColumns,
    filename: "importers",
    sheet: { "zh-CN": "进口商", "en-US": "Importers" },
  });
  defineRoute(app, "GET", "/api/v2/importer/detail", {
    access: "masterdata:importer:read",
    schema: { summary: "One importer", tags, querystring: idQuery, response: { 200: importerRow, 404: errorBody } },
    handler: async (req) => addr.getImporter(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/v2/importer/saveAndUpdate", {
    access: "masterdata:importer:manage",
    schema: {
      summary:
        "Create (no id) or update (id + version) an importer; a US importer's tax id is an EIN; one importer per org, country and tax id",
      tags,
      body: importerSave,
      response: { 200: importerRow, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => addr.getImporter(db, req.actor!, await addr.saveImporter(ctx(req), req.body)),
  });
  defineRoute(app, "POST", "/api/v2/importer/delete", {
    access: "masterdata:importer:manage",
    schema: { summary: "Delete an importer", tags, body: idBody, response: { 200: ok, 404: errorBody } },
    handler: async (req) => {
      await addr.deleteImporter(ctx(req), req.body.id);
      return { ok: true as const };
    },
  });
}
