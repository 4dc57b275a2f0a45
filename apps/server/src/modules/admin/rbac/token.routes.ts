import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { apiTokenCreate, type ApiTokenRow, apiTokenRow, errorBody, idBody } from "@entrepot/contracts";
import type { Database } from "../../../platform/db/database.js";
import type { ExportColumn } from "../../../platform/http/export.js";
import { registerList } from "../../../platform/http/list-routes.js";
import { defineRoute } from "../../../platform/http/routes.js";
import * as tokens from "./token.service.js";
import { commandContext } from "../../../platform/crud/index.js";

const columns: ExportColumn<ApiTokenRow>[] = [
  { key: "id", header: { "zh-CN": "编号", "en-US": "ID" }, width: 8 },
  { key: "name", header: { "zh-CN": "名称", "en-US": "Name" }, width: 24 },
  { key: "prefix", header: { "zh-CN": "令牌前缀", "en-US": "Prefix" }, width: 16 },
  { key: "createdBy", header: { "zh-CN": "创建人", "en-US": "Created by" }, width: 16 },
  { key: "createdAt", header: { "zh-CN": "创建时间", "en-US": "Created" }, width: 22 },
  { key: "lastUsedAt", header: { "zh-CN": "最后使用", "en-US": "Last used" }, width: 22 },
  { key: "revokedAt", header: { "zh-CN": "吊销时间", "en-US": "Revoked" }, width: 22 },
];

/** API tokens (beyond the spec, under /api/v1/UcApiToken in the spec's style). */
export function registerTokenRoutes(app: FastifyInstance, database: Database): void {
  const db = database.db;
  const ctx = commandContext({ db });
  const tags = ["usercenter"];
  registerList(app, database, {
    list: "GET /api/v1/UcApiToken/findByPage",
    spec: false,
    exportPath: "/api/v1/UcApiToken/export",
    access: "admin:token:manage",
    summary: "API tokens of the orgs in the caller's scope (never the secret)",
    row: apiTokenRow,
    listSpec: tokens.tokenListSpec,
    columns,
    filename: "api-tokens",
    sheet: { "zh-CN": "API 令牌", "en-US": "API tokens" },
  });
  defineRoute(app, "POST", "/api/v1/UcApiToken/saveData", {
    access: "admin:token:manage",
    schema: {
      summary: "Create a token for the caller's org holding some of the caller's permissions; the token is shown once",
      tags,
      body: apiTokenCreate,
      response: { 200: apiTokenRow.extend({ token: z.string() }), 400: errorBody, 403: errorBody },
    },
    handler: async (req) => tokens.createApiToken(ctx(req), req.body),
  });
  defineRoute(app, "POST", "/api/v1/UcApiToken/revoke", {
    access: "admin:token:manage",
    schema: { summary: "Revoke a token: its next request gets 401", tags, body: idBody, response: { 200: apiTokenRow, 404: errorBody } },
    handler: async (req) => tokens.revokeApiToken(ctx(req), req.body.id),
  });
}
