import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  billingAccountResource,
  blacklistResource,
  carrierAccountOption,
  carrierAccountOptionsQuery,
  carrierAccountRow,
  carrierAccountSave,
  idBody,
  idQuery,
  ok,
  setActiveBody,
  errorBody,
  type PermissionCode,
} from "@entrepot/contracts";
import type { Secrets } from "../../../platform/crypto/secrets.js";
import type { Database } from "../../../platform/db/database.js";
import { forbidden } from "../../../platform/http/errors.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as accounts from "./carrier-account.service.js";
import * as billing from "./carrier-billing.service.js";
import * as blacklist from "./carrier-blacklist.service.js";
import { accountColumns } from "./carrier.columns.js";
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
    {
      kind: "operator",
      prefix: "/api/v2/carrierAccount",
      read: "masterdata:carrieraccount:read",
      manage: "masterdata:carrieraccount:manage",
      what: "the operator's carrier accounts",
      file: "carrier-accounts",
      sheet: { "zh-CN": "物流账号", "en-US": "Carrier accounts" },
    },
    {
      kind: "seller",
      prefix: "/api/v2/shippingAccount",
      read: "masterdata:shippingaccount:read",
      manage: "masterdata:shippingaccount:manage",
      what: "sellers' own carrier accounts",
      file: "seller-carrier-accounts",
      sheet: { "zh-CN": "客户物流账号", "en-US": "Seller carrier accounts" },
    },
  ] as const;
  for (const k of kinds) {
    registerList(app, database, {
      list: `GET ${k.prefix}/findByPage`,
      spec: false,
      exportPath: `${k.prefix}/export`,
      access: k.read,
      summary: `${k.what[0]!.toUpperCase()}${k.what.slice(1)}, paged and filtered (numbers masked, credentials never shown)`,
      row: carrierAccountRow,
      listSpec: accounts.accountListSpec(k.kind),
      columns: accountColumns,
      filename: k.file,
      sheet: k.sheet,
    });
    defineRoute(app, "GET", `${k.prefix}/findOne`, {
      access: k.read,
      schema: {
        summary: `One of ${k.what}`,
        tags: ["fulfilment"],
        querystring: idQuery,
        response: { 200: carrierAccountRow, 404: errorBody },
      },
      handler: async (req) => accounts.getAccount(db, req.actor!, k.kind, req.query.id),
    });
    defineRoute(app, "POST", `${k.prefix}/saveOne`, {
      access: k.manage,
      schema: {
        summary: `Create (no id) or update (id + version) one of ${k.what}; credentials are write-only${k.kind === "seller" ? "; a blacklisted number answers 422" : ""}`,
        tags: ["fulfilment"],
        body: carrierAccountSave,
        response: { 200: carrierAccountRow, ...writeErrors },
      },
      handler: async (req) => accounts.saveAccount(ctx(req), secrets, k.kind, req.body),
    });
    defineRoute(app, "POST", `${k.prefix}/setActive`, {
      access: k.manage,
      schema: {
        summary: `Activate or deactivate one of ${k.what}`,
        tags: ["fulfilment"],
        body: setActiveBody,
        response: { 200: carrierAccountRow, ...writeErrors },
      },
      handler: async (req) => accounts.setAccountActive(ctx(req), k.kind, req.body),
    });
    defineRoute(app, "POST", `${k.prefix}/delete`, {
      access: k.manage,
      schema: {
        summary: `Delete one of ${k.what} that nothing uses`,
        tags: ["fulfilment"],
        body: idBody,
        response: { 200: ok, ...writeErrors },
      },
      handler: async (req) => {
        await accounts.deleteAccount(ctx(req), k.kind, req.body.id);
        return { ok: true as const };
      },
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
