import type { FastifyInstance } from "fastify";
import { apiTokenResource, apiTokenRow, errorBody, idBody } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import { registerResource } from "../../../platform/http/resource-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as tokens from "./token.service.js";
import { commandContext } from "../../../platform/crud/index.js";

/**
 * API tokens (beyond the spec, under /api/v1/UcApiToken in the spec's style): list, export, one and create
 * from apiTokenResource (the creating answer holds the token, once); revoke is a command of its own.
 */
export function registerTokenRoutes(app: FastifyInstance, database: Database): void {
  const ctx = commandContext(database);
  registerResource(app, database, apiTokenResource, { list: tokens.tokenList, get: tokens.getToken, create: tokens.createApiToken });
  defineRoute(app, "POST", "/api/v1/UcApiToken/revoke", {
    access: "admin:token:manage",
    schema: {
      summary: "Revoke a token: its next request gets 401",
      tags: ["usercenter"],
      body: idBody,
      response: { 200: apiTokenRow, 404: errorBody },
    },
    handler: async (req) => tokens.revokeApiToken(ctx(req), req.body.id),
  });
}
