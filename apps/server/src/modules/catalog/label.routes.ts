import type { FastifyInstance } from "fastify";
import { errorBody, labelPrint } from "@entrepot/contracts";
import type { Database } from "../../platform/db/database.js";
import { defineRoute } from "../../platform/http/routes.js";
import { printLabels } from "./label.service.js";

/** product/index: barcode labels as a PDF download. */
export function registerLabelRoutes(app: FastifyInstance, database: Database): void {
  defineRoute(app, "POST", "/api/v1/ProductLabel/print", {
    access: "catalog:label:print",
    schema: {
      summary: "SKU (or warehouse SKU) Code 128 labels as a PDF: format 1 Letter 30 per page, 2 10 x 10 cm, 3 10.16 x 5.08 cm",
      tags: ["catalog"],
      body: labelPrint,
      response: { 400: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (req, reply) => {
      const out = await printLabels({ db: database.db, actor: req.actor!, requestId: String(req.id) }, req.body);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${out.filename}"`)
        .header("x-label-count", String(out.labels))
        .send(out.pdf as never);
    },
  });
}
