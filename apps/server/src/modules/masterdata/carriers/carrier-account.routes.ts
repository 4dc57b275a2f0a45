import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  billingAccountResource,
  blacklistResource,
  carrierAccountOption,
  carrierAccountOptionsQuery,
  carrierAccountResource,
  carrierAccountRow,
  shippingAccountResource,
  setActiveBody,
  errorBody,
  type PermissionCode,
} from "@entrepot/contracts";
import type { Secrets } from "../../../platform/crypto/secrets.js";
import type { Database } from "../../../platform/db/database.js";
import { forbidden } from "../../../platform/http/errors.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as accounts from "./carrier-account.service.js";
import * as billing from "./carrier-billing.service.js";
import * as blacklist from "./carrier-blacklist.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const writeErrors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/**
 * Carrier accounts (no spec paths: ours, in the fulfilment style): the operator's own
 * (/carrierAccount), sellers' own (/shippingAccount), warehouse billing accounts (/billingAccount) and
 * the blacklist (/blackAccount). Credentials go in, never out.
 */
export function registerAccountRoutes(app: FastifyInstance, database: Database, secrets: Secrets): void {
  const db = database.db;
  const ctx = commandContext({ db });

  const kinds = [
    { kind: "operator", def: carrierAccountResource, prefix: "/api/v2/carrierAccount", what: "the operator's carrier accounts" },
    { kind: "seller", def: shippingAccountResource, prefix: "/api/v2/shippingAccount", what: "sellers' own carrier accounts" },
  ] as const;
  for (const k of kinds) {
    registerResource(app, database, k.def, {
      list: accounts.accountList(k.kind),
      get: (db, actor, id) => accounts.getAccount(db, actor, k.kind, id),
      save: (ctx, body) => accounts.saveAccount(ctx, secrets, k.kind, body),
      remove: (ctx, id) => accounts.deleteAccount(ctx, k.kind, id),
    });
    defineRoute(app, "POST", `${k.prefix}/setActive`, {
      access: k.def.permissions.manage,
      schema: {
        summary: `Activate or deactivate one of ${k.what}`,
        tags: ["fulfilment"],
        body: setActiveBody,
        response: { 200: carrierAccountRow, ...writeErrors },
      },
      handler: async (req) => accounts.setAccountActive(ctx(req), k.kind, req.body),
    });
  }
  defineRoute(app, "GET", "/api/v2/carrierAccount/options", {
    access: "@authenticated",
    schema: {
      summary: "Active accounts for pickers: the operator's (kind operator) or sellers' own (kind seller), within the caller's scope",
      tags: ["fulfilment"],
      querystring: carrierAccountOptionsQuery,
      response: { 200: z.array(carrierAccountOption), 403: errorBody },
    },
    handler: async (req) => {
      const need: PermissionCode = req.query.kind === "seller" ? "masterdata:shippingaccount:read" : "masterdata:carrieraccount:read";
      if (!req.actor!.permissions.has(need)) throw forbidden(need);
      return accounts.accountOptions(db, req.actor!, req.query);
    },
  });

  registerResource(app, database, billingAccountResource, {
    list: billing.billingAccountList,
    save: billing.saveBillingAccount,
    remove: billing.deleteBillingAccount,
  });
  // a number blacklisted (no id) or an entry's reason changed (id + version); deleting takes it off the list
  registerResource(app, database, blacklistResource, {
    list: blacklist.blacklistList,
    save: blacklist.saveBlacklistEntry,
    remove: blacklist.deleteBlacklistEntry,
  });
}
