import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerMessages, translate } from "../i18n/messages.js";
import { badRequest, type ErrorDetail } from "./errors.js";

registerMessages({
  "input.badText": {
    "zh-CN": "文本中含有无法保存的字符(空字符或不成对的代理字符)",
    "en-US": "contains characters that cannot be stored (a NUL or an unpaired surrogate)",
  },
});

/** Text PostgreSQL cannot store (NUL: the statement fails) or that would change on the way (a lone surrogate becomes U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/**
 * Finds unstorable strings in a parsed request part, keys included. Iterative, so a deeply nested body
 * cannot exhaust the stack; stops at the first few findings.
 */
export function badTextPaths(value: unknown, root: string, limit = 5): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length && found.length < limit) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (unstorable(v)) found.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (unstorable(k)) found.push(`${path}.${JSON.stringify(k)}`);
        stack.push([item, `${path}.${k}`]);
      }
    }
  }
  return found;
}

/**
 * Refuses, for every route, path, query and JSON-body text that cannot be stored (400 naming the field),
 * before any handler passes it to the database, where a NUL byte fails the statement with a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req: FastifyRequest) => {
    const paths = [...badTextPaths(req.params, "params"), ...badTextPaths(req.query, "querystring"), ...badTextPaths(req.body, "body")];
    if (!paths.length) return;
    const message = translate("input.badText", req.locale ?? "zh-CN");
    const details: ErrorDetail[] = paths.map((path) => ({ path, message }));
    throw badRequest("VALIDATION_FAILED", {}, details);
  });
}
