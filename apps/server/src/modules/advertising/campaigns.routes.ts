import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  adChangeResource,
  adStateBody,
  adStateLevels,
  type AdStateLevel,
  adStatePath,
  adStateTransitionNames,
  adStateTransitions,
  advertisingPaths as P,
  campaignCreate,
  campaignDetail,
  campaignListPeriod,
  campaignResource,
  campaignUpdate,
  errorBody,
  idQuery,
  sbCreativeUpdate,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute, type HttpMethod } from "../../platform/http/routes.js";
import { campaignDetail as detailOf, campaignList, changeList } from "./campaigns.queries.js";
import { createCampaign, updateCampaign, updateCreative } from "./campaigns.service.js";
import { changeState } from "./states.service.js";

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
export const split = (call: string) => call.split(" ") as [HttpMethod, string];

/** Campaigns: the list (every type, 30-day totals) and its export, the detail, create / update / creative, the state moves of every level, the history. */
export function registerCampaignRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, campaignResource, { list: campaignList }, { listArgs: campaignListPeriod });
  registerResource(app, database, adChangeResource, { list: changeList });
  defineRoute(app, "GET", split(P.campaignDetail)[1], {
    access: "advertising:campaign:read",
    schema: {
      summary: "A campaign: settings, 30-day figures, SB creative, ad groups, campaign negatives, state moves",
      tags: ["advertising"],
      querystring: idQuery,
      response: { 200: campaignDetail, 404: errorBody },
    },
    handler: async (req) => detailOf(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", split(P.campaignCreate)[1], {
    access: "advertising:campaign:manage",
    schema: {
      summary:
        "Create a campaign as Amazon's wizard does: campaign, first ad group, product ads, targets with bids, negatives (SB: its creative)",
      tags: ["advertising"],
      body: campaignCreate,
      response: { 200: campaignDetail, ...errors },
    },
    idempotent: true,
    handler: async (req) => createCampaign(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", split(P.campaignUpdate)[1], {
    access: "advertising:campaign:manage",
    schema: {
      summary:
        "Change a campaign's settings (name, dates, portfolio, bidding strategy, placements) and daily budget; only given fields change",
      tags: ["advertising"],
      body: campaignUpdate,
      response: { 200: campaignDetail, ...errors },
    },
    idempotent: true,
    handler: async (req) => updateCampaign(requestContext(req, db), req.body),
  });
  defineRoute(app, "POST", split(P.campaignCreative)[1], {
    access: "advertising:campaign:manage",
    schema: {
      summary: "Change a Sponsored Brands campaign's creative",
      tags: ["advertising"],
      body: sbCreativeUpdate,
      response: { 200: campaignDetail, ...errors },
    },
    handler: async (req) => updateCreative(requestContext(req, db), req.body),
  });
  const stateReply = z.object({ id: z.number().int(), state: z.string(), version: z.number().int() });
  for (const level of Object.keys(adStateLevels) as AdStateLevel[])
    for (const t of adStateTransitionNames)
      defineRoute(app, "POST", split(adStatePath(level, t))[1], {
        access: "advertising:campaign:manage",
        schema: {
          summary: `${adStateTransitions[t].label["en-US"]} a ${level} (a state transition: 409 from another state; archived is final)`,
          tags: ["advertising"],
          body: adStateBody,
          response: { 200: stateReply, ...errors },
        },
        idempotent: true,
        handler: async (req) => changeState(requestContext(req, db), level, t, req.body),
      });
}
