import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { sellerApiDocs, webhookDocs } from "@entrepot/contracts";
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
          "`X-Requested-With: XMLHttpRequest`. Paged lists take page, rows (<= 1000), sidx, sord and search[OP_field]. " +
          "Sellers' own systems use an API token instead:\n\n## Seller API\n\n" +
          sellerApiDocs,
      },
      // the webhooks' section, above their calls (tag of the integrations routes)
      tags: [{ name: "integrations", description: `Webhooks\n\n${webhookDocs}` }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "entrepot_sid" },
          apiToken: { type: "http", scheme: "bearer", description: "An API token of the seller (user centre → API tokens)" },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
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
