import type { TestApp } from "./harness.js";

/**
 * The app's routes as its OpenAPI document describes them, for tests generated over every route
 * (conformance.test.ts, hostile-kit.ts): a route added to a module is covered without a test of its own.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** Fastify form: /api/x/:id */
  path: string;
  /** The JSON body's schema, when the route takes a JSON body. */
  body?: JsonSchema;
  /** Other content types the route takes (multipart uploads...). */
  bodyTypes: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  params: { name: string; schema: JsonSchema }[];
  access?: string;
  /** False for a route that answers a file (a PDF print, a download): its 200 is not JSON. */
  answersJson: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

export async function operations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.anonymous.get("/openapi.json")).json() as OpenApiDoc;
  const access = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
  const ops: Operation[] = [];
  for (const [openPath, item] of Object.entries(doc.paths)) {
    const path = openPath.replace(/\{(\w+)\}/g, ":$1");
    for (const [m, op] of Object.entries(item)) {
      const method = m.toUpperCase() as Operation["method"];
      const content = op.requestBody?.content ?? {};
      const params = op.parameters ?? [];
      ops.push({
        method,
        path,
        body: content["application/json"]?.schema,
        bodyTypes: Object.keys(content),
        query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        params: params.filter((p) => p.in === "path").map((p) => ({ name: p.name, schema: p.schema })),
        access: access.get(`${method} ${path}`),
        answersJson: !!op.responses?.["200"]?.content?.["application/json"],
      });
    }
  }
  return ops;
}

/** The first non-null branch of a schema (zod's nullable/optional unions). */
export function concrete(s: JsonSchema): JsonSchema {
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return concrete(branches.find((b) => b.type !== "null") ?? branches[0]!);
  return s;
}

export function typeOf(s: JsonSchema): string | undefined {
  const c = concrete(s);
  return Array.isArray(c.type) ? c.type.find((x) => x !== "null") : c.type;
}

/** A plausible valid value for a schema (enums, bounds, lengths); patterns other than a few common ones are not solved. */
export function sample(s: JsonSchema): unknown {
  const c = concrete(s);
  if (c.default !== undefined) return c.default;
  if (c.enum?.length) return c.enum[0];
  switch (typeOf(c)) {
    case "boolean":
      return true;
    case "integer":
    case "number": {
      const min = typeof c.minimum === "number" ? c.minimum + (c.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.max(min, 1);
    }
    case "array":
      return c.minItems ? Array.from({ length: c.minItems }, () => sample(c.items ?? {})) : [];
    case "object":
      return Object.fromEntries((c.required ?? []).map((k) => [k, sample(c.properties?.[k] ?? {})]));
    case "string": {
      if (c.pattern === "^[A-Z]{2}$") return "US";
      if (c.pattern === "^[A-Z]{3}$") return "USD";
      return "x".repeat(Math.max(c.minLength ?? 1, 1));
    }
    default:
      return "x";
  }
}

/** Where a route takes a record id: a path parameter, a query parameter or a body property (`id` or `ids`). */
export function idSlot(op: Operation): { in: "path" | "query" | "body"; name: string; many: boolean } | undefined {
  const p = op.params.find((x) => x.name === "id");
  if (p) return { in: "path", name: "id", many: false };
  const q = op.query.find((x) => x.name === "id");
  if (q) return { in: "query", name: "id", many: false };
  const props = op.body ? concrete(op.body).properties : undefined;
  if (props?.id) return { in: "body", name: "id", many: false };
  if (props?.ids) return { in: "body", name: "ids", many: true };
  return undefined;
}

export const pathOf = (op: Operation, params: Record<string, string | number> = {}) =>
  op.path.replace(/:(\w+)/g, (_, k: string) =>
    encodeURIComponent(String(params[k] ?? sample(op.params.find((p) => p.name === k)?.schema ?? {}))),
  );
