import type { FastifyInstance } from "fastify";
import {
  errorBody,
  promotionCommandBody,
  promotionPaths as P,
  promotionPickerQuery,
  promotionPickers,
  promotionResource,
  promotionRow,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { cancelPromotion, submitPromotion } from "./promotions.commands.js";
import { promotionPickersOf } from "./promotions.pickers.js";
import { getPromotion, promotionList } from "./promotions.queries.js";
import { createPromotion, updatePromotion } from "./promotions.service.js";

const tags = ["advertising"];
const refused = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** advertising/promotionalActivities(New): the list and its export, the detail, create / update, submit and cancel, the form's pickers. */
export function registerPromotionRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, promotionResource, {
    list: promotionList,
    get: getPromotion,
    create: createPromotion,
    update: updatePromotion,
  });
  defineRoute(app, "POST", P.submit, {
    access: "advertising:promotion:manage",
    schema: {
      summary:
        "Submit a draft (or a promotion Amazon sent back) to Amazon: its rules and stock are checked again; Amazon's verdict follows",
      tags,
      body: promotionCommandBody,
      response: { 200: promotionRow, ...refused },
    },
    idempotent: true,
    handler: async (req) => submitPromotion(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", P.cancel, {
    access: "advertising:promotion:manage",
    schema: {
      summary: "Cancel a promotion before it ends (one Amazon holds is withdrawn there too)",
      tags,
      body: promotionCommandBody,
      response: { 200: promotionRow, ...refused },
    },
    idempotent: true,
    handler: async (req) => cancelPromotion(requestContext(req, db), req.body),
  });
  defineRoute(app, "GET", P.pickers, {
    access: "advertising:promotion:read",
    schema: {
      summary: "The promotion form's pickers: ad accounts; of one, the seller's products with their ASIN and available stock",
      tags,
      querystring: promotionPickerQuery,
      response: { 200: promotionPickers, 400: errorBody },
    },
    handler: async (req) => promotionPickersOf(db, req.actor!, req.query.adsProfileId, req.query.q),
  });
}
