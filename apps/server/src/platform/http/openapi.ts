import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { defineRoute } from "./routes.js";
import { registerPublic } from "./public-scope.js";

/** OpenAPI from the zod contracts at /openapi.json, rendered at /docs. Lists only routes that exist. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Entrepot API",
        version: "0.1.0",
        description:
          "Back office of an overseas warehouse operator and its sellers. Log in with POST /api/auth/login " +
          "(JSON {username, password}); send the session cookie back and, on every non-GET request, the header " +
          "`X-Requested-With: XMLHttpRequest`. Paged lists take page, rows (<= 1000), sidx, sord and search[OP_field].",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "entrepot_sid" } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await registerPublic(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: "/docs", uiConfig: { docExpansion: "none", deepLinking: true } });
  });
  defineRoute(app, "GET", "/openapi.json", {
    access: "@public",
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
}
