/**
 * A route's reply written by a serializer compiled from its zod schema (fast-json-stringify over the
 * schema's JSON Schema) instead of zod's encode + JSON.stringify: a page of list rows costs a quarter of
 * the CPU. The bytes are the same for every reply zod accepts: the same keys in the schema's order,
 * unknown keys dropped, strings escaped as JSON.stringify does. What fast-json-stringify would write
 * differently stays with zod: a schema with a transform (no JSON Schema), a union (it would pick a
 * branch by validating), a reference.
 *
 * What is given up is zod's check of the reply (a number where the contract says a string would be
 * written as text rather than answer 500). Tests keep it: with `compareCompiledReplies(true)` (set by
 * test/setup-file.ts) each reply is also encoded by zod and the two must match byte for byte.
 */
import type { FastifySerializerCompiler } from "fastify";
import build from "fast-json-stringify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

let compare = false;
/** Tests: encode each compiled reply with zod too and throw when the bytes differ. */
export function compareCompiledReplies(on: boolean): void {
  compare = on;
}

type JsonSchema = Record<string, unknown>;

// the keywords fast-json-stringify writes exactly as zod's encode would (the rest only describe or validate)
const PLAIN = new Set([
  "$schema",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "description",
  "title",
  "examples",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "enum",
  "const",
  "minItems",
  "maxItems",
  "propertyNames",
]);

/**
 * The schema as fast-json-stringify should read it, or undefined when it holds a keyword it would write
 * differently. Zod's `nullable()` (`anyOf: [X, {type: "null"}]`) becomes X with `type: [X's type, "null"]`.
 */
function plain(s: JsonSchema): JsonSchema | undefined {
  const anyOf = s.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const rest = Object.keys(s).filter((k) => k !== "anyOf" && k !== "description");
    const inner = anyOf.filter((x) => x.type !== "null");
    if (rest.length || anyOf.length !== 2 || inner.length !== 1 || typeof inner[0]!.type !== "string") return undefined;
    const x = plain(inner[0]!);
    return x && { ...x, type: [x.type, "null"] };
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) {
    if (!PLAIN.has(k)) return undefined;
    if (k === "properties") {
      const props: Record<string, JsonSchema> = {};
      for (const [name, p] of Object.entries(v as Record<string, JsonSchema>)) {
        const x = plain(p);
        if (!x) return undefined;
        props[name] = x;
      }
      out[k] = props;
    } else if ((k === "items" || k === "additionalProperties") && typeof v === "object" && v) {
      const x = plain(v as JsonSchema);
      if (!x) return undefined;
      out[k] = x;
    } else if (k !== "propertyNames") out[k] = v; // record keys are strings in JSON anyway
  }
  return out;
}

/** A serializer for `schema` (a zod type): compiled when its JSON Schema allows, zod's own otherwise. */
export function replySerializer(schema: z.ZodType, method: string, url: string): (data: unknown) => string {
  const viaZod = serializerCompiler({ schema, method, url } as never) as (data: unknown) => string;
  let json: JsonSchema | undefined;
  try {
    json = plain(z.toJSONSchema(schema, { io: "output", target: "draft-7" }) as JsonSchema);
  } catch {
    // a transform or another type without a JSON Schema
    json = undefined;
  }
  if (!json) return viaZod;
  const compiled = build(json as never);
  return (data) => {
    const out = compiled(data);
    if (compare) {
      const expected = viaZod(data);
      if (out !== expected) throw new Error(`compiled reply of ${method} ${url} differs from zod's:\n${out}\n${expected}`);
    }
    return out;
  };
}

/** Route option: `serializerCompiler: compiledReplies` writes the route's replies with `replySerializer`. */
export const compiledReplies: FastifySerializerCompiler<unknown> = ({ schema, method, url }) =>
  replySerializer(schema as z.ZodType, method, url);
