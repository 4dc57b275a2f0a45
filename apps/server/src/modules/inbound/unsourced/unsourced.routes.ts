import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  idQuery,
  receiptLookupQuery,
  receiptLookupReply,
  unsourcedAssignBody,
  unsourcedClaimBody,
  unsourcedConfirmBody,
  unsourcedDetail,
  unsourcedReasonBody,
  unsourcedResource,
  unsourcedRow,
  unsourcedSuggestQuery,
  unsourcedSuggestReply,
  unsourcedWithdrawBody,
} from "@entrepot/contracts";
import { requestContext } from "../../../platform/audit/command.js";
import type { Database } from "../../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionRoute } from "../../../platform/documents/transition-routes.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import { lookupReceipt } from "../receipt.queries.js";
import * as cmd from "./unsourced.commands.js";
import { unsourcedDetail as detailOf, unsourcedList } from "./unsourced.queries.js";
import { linesOf, saveUnsourced, suggestMatches } from "./unsourced.service.js";

const replies = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/** The warehouse's commands on a receipt (the seller's claim is its own route: it names a tracking number, not a receipt). */
const commands = {
  confirmClaim: {
    body: unsourcedConfirmBody,
    run: cmd.confirmClaim,
    summary: "Confirm a seller's claim, every line matched: the stock posts (operation 11)",
  },
  rejectClaim: { body: unsourcedReasonBody, run: cmd.rejectClaim, summary: "Reject a seller's claim (the parcel is unclaimed again)" },
  assign: {
    body: unsourcedAssignBody,
    run: cmd.assignReceipt,
    summary: "Give an unclaimed parcel to a seller, every line matched: the stock posts (operation 11)",
  },
  dispose: { body: unsourcedReasonBody, run: cmd.disposeReceipt, summary: "Dispose of a parcel nobody claimed within the days allowed" },
} satisfies Record<string, TransitionRoute>;

/** Unsourced inbound: the receipts (list, export, the warehouse's save), detail, the claim and the warehouse's commands. */
export function registerUnsourcedRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  registerResource(app, database, unsourcedResource, { list: unsourcedList, save: saveUnsourced }, { idempotent: true });

  defineRoute(app, "GET", "/api/inbound/unsourced/detail", {
    access: "inbound:unsourced:read",
    schema: {
      summary: "One unsourced receipt with its lines (code as read, good, damaged, matched SKU) and history",
      tags: ["inbound"],
      querystring: idQuery,
      response: { 200: unsourcedDetail, 404: errorBody },
    },
    handler: async (req) => detailOf(db, req.actor!, req.query.id),
  });

  defineRoute(app, "GET", "/api/inbound/unsourced/suggest", {
    access: "inbound:unsourced:operate",
    schema: {
      summary: "Per line, the seller's SKU whose SKU or barcode equals the code read off the goods",
      tags: ["inbound"],
      querystring: unsourcedSuggestQuery,
      response: { 200: unsourcedSuggestReply, 404: errorBody },
    },
    handler: async (req) => {
      const row = await detailOf(db, req.actor!, req.query.id);
      return suggestMatches(db, req.query.orgId, await linesOf(db, row.id));
    },
  });

  defineRoute(app, "GET", "/api/inbound/receipt/lookup", {
    access: "inbound:unsourced:operate",
    schema: {
      summary: "The receipt desk: the inbound plans (number, carton label, tracking or container no.) and parcels a scanned code names",
      tags: ["inbound"],
      querystring: receiptLookupQuery,
      response: { 200: receiptLookupReply, 400: errorBody },
    },
    handler: async (req) => lookupReceipt(db, req.actor!, req.query.code),
  });

  defineRoute(app, "POST", "/api/inbound/unsourced/claim", {
    access: "inbound:unsourced:claim",
    schema: {
      summary: "Claim the unclaimed parcel(s) with this tracking number in the seller's warehouses; the warehouse confirms",
      tags: ["inbound"],
      body: unsourcedClaimBody,
      response: { 200: z.array(unsourcedRow), ...replies },
    },
    idempotent: true,
    handler: async (req) => cmd.requestClaim(requestContext(req, db), req.body),
  });

  defineRoute(app, "POST", "/api/inbound/unsourced/withdraw", {
    access: "inbound:unsourced:claim",
    schema: {
      summary: "The claiming seller withdraws its claim before the warehouse confirms it (the parcel is unclaimed again)",
      tags: ["inbound"],
      body: unsourcedWithdrawBody,
      response: { 200: unsourcedRow, ...replies },
    },
    idempotent: true,
    handler: async (req) => cmd.withdrawClaim(requestContext(req, db), req.body),
  });

  registerTransitionRoutes(app, db, {
    prefix: "/api/inbound/unsourced",
    tag: "inbound",
    commands,
    access: "inbound:unsourced:operate",
    reply: unsourcedRow,
  });
}
