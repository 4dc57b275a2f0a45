import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  errorBody,
  id,
  idBody,
  idQuery,
  orderDetail,
  orderPackBody,
  orderResource,
  orderRow,
  orderTransitionBody,
  type OrderTransition,
  orderTransitions,
  type PermissionCode,
} from "@entrepot/contracts";
import { requestContext } from "../../platform/audit/command.js";
import type { Actor } from "../../platform/access/actor.js";
import type { Database } from "../../platform/db/database.js";
import { registerTransitionRoutes, type TransitionCommand, type TransitionRoute } from "../../platform/documents/transition-routes.js";
import type { FileStore } from "../../platform/files/file-store.js";
import { registerResource } from "../../platform/http/resource-routes.js";
import { defineRoute } from "../../platform/http/routes.js";
import * as cmd from "./order.commands.js";
import { orderLabel, packingSlips, pickingList } from "./order.documents.js";
import { orderDetail as loadDetail, orderFormOptions, orderList } from "./order.queries.js";
import { deleteOrder, saveOrder } from "./order.service.js";

const formOptions = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  services: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  stock: z.array(z.object({ warehouseId: z.number().int(), sku: z.string(), name: z.string(), available: z.number().int() })),
});

/** The transitions: the seller's (submit, cancel) under `manage`, the warehouse's (pick, pack, ship) under `operate`. */
const commands: Record<OrderTransition, TransitionCommand | TransitionRoute> = {
  submit: cmd.submitOrder,
  pick: cmd.pickOrder,
  pack: { body: orderPackBody, run: cmd.packOrder },
  ship: cmd.shipOrder,
  cancel: cmd.cancelOrder,
};

const pdfBody = z.strictObject({ ids: z.array(id).min(1).max(500) });

/** B2C orders: the resource (list, export, save, delete of drafts), detail, form options, transitions, label, picking list, packing slips. */
export function registerOrderRoutes(app: FastifyInstance, database: Database, files: FileStore): void {
  const db = database.db;
  registerResource(app, database, orderResource, { list: orderList, save: saveOrder, remove: deleteOrder });
  defineRoute(app, "GET", "/api/orders/order/detail", {
    access: "orders:order:read",
    schema: {
      summary: "One B2C order with its recipient, parcel, lines and history",
      tags: ["orders"],
      querystring: idQuery,
      response: { 200: orderDetail, 404: errorBody },
    },
    handler: async (req) => loadDetail(db, req.actor!, req.query.id),
  });
  defineRoute(app, "GET", "/api/orders/order/formOptions", {
    access: "orders:order:manage",
    schema: {
      summary: "The seller's warehouses, the carrier services, its stores and its SKUs with available stock (the order form's pickers)",
      tags: ["orders"],
      response: { 200: formOptions },
    },
    handler: async (req) => orderFormOptions(db, req.actor!),
  });
  registerTransitionRoutes(app, db, {
    prefix: "/api/orders/order",
    tag: "orders",
    commands,
    access: { seller: "orders:order:manage", warehouse: "orders:order:operate" },
    body: orderTransitionBody,
    transitions: orderTransitions,
    noun: "a B2C order",
    reply: orderRow,
  });
  defineRoute(app, "POST", "/api/orders/order/buyLabel", {
    access: "orders:order:operate",
    schema: {
      summary: "Buy the packed order's shipping label from its carrier service (tracking no. and a 4 x 6 in PDF kept on the order)",
      tags: ["orders"],
      body: orderTransitionBody,
      response: { 200: orderRow, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    idempotent: true,
    handler: async (req) => cmd.buyLabel(requestContext(req, db), files, req.body),
  });
  const pdf = (
    path: string,
    access: PermissionCode,
    summary: string,
    query: z.ZodType,
    make: (q: never, actor: Actor) => Promise<{ pdf: Buffer; filename: string }>,
  ) =>
    defineRoute(app, "POST", path, {
      access,
      schema: { summary, tags: ["orders"], body: query, response: { 400: errorBody, 404: errorBody } },
      handler: async (req, reply) => {
        const out = await make(req.body as never, req.actor!);
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${out.filename}"`)
          .send(out.pdf as never);
      },
    });
  pdf("/api/orders/order/label", "orders:order:read", "The order's shipping label (PDF, 4 x 6 in)", idBody, (q: { id: number }, actor) =>
    orderLabel(db, files, actor, q.id),
  );
  pdf(
    "/api/orders/order/pickingList",
    "orders:order:operate",
    "A batch picking list of the given orders (PDF): each SKU with its units and orders",
    pdfBody,
    (q: { ids: number[] }, actor) => pickingList(db, actor, q.ids),
  );
  pdf(
    "/api/orders/order/packingSlips",
    "orders:order:operate",
    "Packing slips of the given orders (PDF, one page each)",
    pdfBody,
    (q: { ids: number[] }, actor) => packingSlips(db, actor, q.ids),
  );
}
