import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  adGroupCreate,
  adGroupDetail,
  adGroupResource,
  adGroupRow,
  adGroupUpdate,
  advertisingPaths as P,
  errorBody,
  idQuery,
  negativesAdd,
  productAdResource,
  productAdsAdd,
  targetBidsBulk,
  targetBidsBulkReply,
  targetBidUpdate,
  targetResource,
  targetsAdd,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import { split } from "./campaigns.routes.js";
import { addProductAds, createGroup, groupDetail, groupList, productAdList, updateGroup } from "./groups.service.js";
import { addNegatives, addTargets, targetList, updateTargetBid, updateTargetBids } from "./targets.service.js";

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const idsReply = z.object({ ids: z.array(z.number().int()) });

/** Ad groups, their product ads and targets: lists with 30-day figures, the group detail, and the commands. */
export function registerGroupRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, adGroupResource, { list: groupList });
  registerResource(app, database, productAdResource, { list: productAdList });
  registerResource(app, database, targetResource, { list: targetList });
  const post = (
    call: string,
    summary: string,
    body: z.ZodType,
    reply: z.ZodType,
    run: (ctx: ReturnType<typeof requestContext>, b: never) => Promise<unknown>,
    idempotent = false,
  ) =>
    defineRoute(app, "POST", split(call)[1], {
      access: "advertising:campaign:manage",
      schema: { summary, tags: ["advertising"], body, response: { 200: reply, ...errors } },
      idempotent,
      handler: async (req) => run(requestContext(req, db), req.body as never),
    });
  defineRoute(app, "GET", split(P.groupDetail)[1], {
    access: "advertising:campaign:read",
    schema: {
      summary: "An ad group: its figures, campaign, product ads and targets, state moves",
      tags: ["advertising"],
      querystring: idQuery,
      response: { 200: adGroupDetail, 404: errorBody },
    },
    handler: async (req) => groupDetail(db, req.actor!, req.query.id),
  });
  post(P.groupCreate, "Add an ad group to a campaign, with its product ads and targets", adGroupCreate, adGroupRow, createGroup as never);
  post(P.groupUpdate, "Rename an ad group or change its default bid", adGroupUpdate, adGroupRow, updateGroup as never, true);
  post(P.adsAdd, "Advertise more of the seller's catalogue products in an ad group", productAdsAdd, idsReply, addProductAds as never);
  post(
    P.targetsAdd,
    "Add targets (keywords with match type and bid, product / category targets, audiences) to an ad group",
    targetsAdd,
    idsReply,
    addTargets as never,
  );
  post(
    P.negativesAdd,
    "Add negative keywords / products to an ad group, or negative keywords to a whole campaign",
    negativesAdd,
    idsReply,
    addNegatives as never,
  );
  post(
    P.targetBid,
    "Change one target's bid",
    targetBidUpdate,
    z.object({ id: z.number().int(), bid: z.string() }),
    updateTargetBid as never,
    true,
  );
  post(
    P.targetBids,
    "Change many targets' bids: to a value or by ± %, within min / max and the marketplace's bounds",
    targetBidsBulk,
    targetBidsBulkReply,
    updateTargetBids as never,
    true,
  );
}
