import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, idQuery, idBody, idVersionBody, webhookDeliveryRow, webhookResource, webhookRow } from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Secrets } from "../../platform/crypto/secrets.js";
import type { Database } from "../../platform/db/database.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import * as wh from "./webhook.service.js";

const testReply = z.object({
  deliveryKey: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
});

/** A seller's webhook subscriptions: list/form/delete/export from the resource, plus secret, deliveries and test. */
export function registerWebhookRoutes(app: FastifyInstance, database: Database, secrets: Secrets): void {
  const db = database.db;
  registerResource(app, database, webhookResource, {
    list: wh.webhookList,
    get: wh.getWebhook,
    save: (ctx, input) => wh.saveWebhook(ctx, input, secrets),
    remove: wh.deleteWebhook,
  });
  defineRoute(app, "POST", "/api/integrations/webhook/rotateSecret", {
    access: "integrations:webhook:manage",
    schema: {
      summary: "A new signing secret for a subscription, shown in this answer only",
      tags: ["integrations"],
      body: idVersionBody,
      response: { 200: webhookRow, 404: errorBody, 409: errorBody },
    },
    handler: async (req) => wh.rotateWebhookSecret(requestContext(req, db), req.body, secrets),
  });
  defineRoute(app, "GET", "/api/integrations/webhook/deliveries", {
    access: "integrations:webhook:read",
    schema: {
      summary: "The last 100 delivery attempts to a subscription, newest first, with the receiver's answers",
      tags: ["integrations"],
      querystring: idQuery,
      response: { 200: z.array(webhookDeliveryRow), 404: errorBody },
    },
    handler: async (req) => wh.webhookDeliveryList(db, req.actor!, req.query.id),
  });
  defineRoute(app, "POST", "/api/integrations/webhook/test", {
    access: "integrations:webhook:manage",
    schema: {
      summary: "Posts a signed `webhook.test` event to the subscription now and answers how the receiver answered",
      tags: ["integrations"],
      body: idBody,
      response: { 200: testReply, 404: errorBody },
    },
    handler: async (req) => wh.sendTestDelivery(db, req.actor!, req.body.id, secrets),
  });
}
