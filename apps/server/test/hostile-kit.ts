import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, createTestApp, engines, type TestApp } from "./harness.js";
import { factories } from "./factories.js";
import { concrete, type JsonSchema, type Operation, operations, pathOf, typeOf } from "./openapi-kit.js";

/**
 * The hostile-input suite (hostile-writes-*.test.ts, hostile-reads.test.ts: three files of about equal
 * length, so the test workers share it). Hostile input over every route of the app, derived from its OpenAPI document: every write gets bodies
 * of wrong types, nulls, missing and unknown fields, 10,000-character strings, deep nesting, arrays for
 * objects, NUL and lone surrogates, ids out of range, `__proto__` keys, malformed JSON and a wrong content
 * type; every read gets the same for its path and query ids. Whatever the answer, it is never a 5xx, a
 * refusal is a JSON error with `code` and `message`, and a refused request writes no audit row. Sampled
 * (a few properties per route, a few values per type; routes the caller may not call get a few bodies only)
 * to stay at a few dozen requests a route.
 * Every request carries its own `x-request-id`, which the audit rows record: one query per route finds
 * any row a refused request wrote, instead of one query per request.
 */
const LONG = "x".repeat(10_000);
// deep nesting as JSON text (JSON.stringify of such a value overflows the test's own stack), spliced into bodies
const DEEP = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}{}${"}".repeat(5_000)}`;
const RAW = new Map([
  ['"\u0001deep"', DEEP],
  ['"\u0001deepObject"', DEEP_OBJECT],
]);
/** JSON text of a value whose deep markers become the deep JSON itself. */
function jsonText(value: unknown): string {
  let text = JSON.stringify(value);
  for (const [marker, raw] of RAW) text = text.replaceAll(marker, raw);
  return text;
}
const deep = "\u0001deep";
const deepObject = "\u0001deepObject";
/** An id no record has but every column takes: variants that pass validation then meet a 404, not someone's row. */
const NO_SUCH_ID = 2_147_480_000;
const OUT_OF_RANGE = [0, -1, 2 ** 31, 2 ** 53];
/** Routes that end the caller's own session: their effect is to be tested elsewhere, not here. */
const SKIP = new Set(["POST /api/auth/logout", "POST /api/v1/UcAccount/signOutEverywhere"]);

const valuesFor: Record<string, unknown[]> = {
  string: [12345, null, LONG, "a\u0000b", "a\ud800b", deep],
  integer: ["x", null, ...OUT_OF_RANGE],
  number: ["x", null, -1e308],
  boolean: ["yes", null],
  array: [{}, null, ["a\u0000b"], deep],
  object: [[], null, deepObject],
};

/** A body that is valid as far as types go, with ids that name no record. */
function baseBody(schema: JsonSchema): Record<string, unknown> {
  const c = concrete(schema);
  const out: Record<string, unknown> = {};
  for (const k of c.required ?? []) out[k] = baseValue(k, c.properties?.[k] ?? {});
  return out;
}
function baseValue(key: string, s: JsonSchema): unknown {
  const c = concrete(s);
  const type = typeOf(c);
  if (c.enum?.length) return c.enum[0];
  if (type === "integer" && /id$/i.test(key)) return NO_SUCH_ID;
  if (type === "array" && /ids$/i.test(key)) return [NO_SUCH_ID];
  if (type === "integer" || type === "number") return Math.max(typeof c.minimum === "number" ? c.minimum + 1 : 1, 1);
  if (type === "boolean") return false;
  if (type === "array") return [];
  if (type === "object") return baseBody(c);
  if (c.pattern === "^[A-Z]{2}$") return "US";
  return "x".repeat(Math.max(c.minLength ?? 1, 1));
}

interface Attempt {
  label: string;
  payload: string;
  contentType: string;
}

/** The bodies one write route gets: whole-body abuse, then per-property values of the wrong kind. */
function attemptsFor(op: Operation, propsPerRoute: number, allowed: boolean): Attempt[] {
  const json = (label: string, value: unknown): Attempt => ({ label, payload: jsonText(value), contentType: "application/json" });
  const out: Attempt[] = [
    { label: "malformed JSON", payload: '{"a": ', contentType: "application/json" },
    { label: "wrong content type", payload: "a=1&b=2", contentType: "text/plain" },
    { label: "form body", payload: "id=1", contentType: "application/x-www-form-urlencoded" },
    json("null body", null),
    json("array for the object", [{}]),
    json("string body", "x"),
    json("deep nesting", deep),
    json("deep object", deepObject),
  ];
  // a caller without the route's permission is refused before the body is read: a few bodies show that
  if (!allowed) return out.slice(0, 4);
  if (!op.body) return out;
  const schema = concrete(op.body);
  const base = baseBody(schema);
  out.push(json("missing fields", {}), json("unknown field", { ...base, zzUnknown: 1 }));
  out.push({
    label: "__proto__ key",
    payload: `{"__proto__": {"isAdmin": true}, ${JSON.stringify(base).slice(1)}`.replace(/, }$/, "}"),
    contentType: "application/json",
  });
  out.push({
    label: "constructor.prototype key",
    payload: JSON.stringify({ ...base, constructor: { prototype: { isAdmin: true } } }),
    contentType: "application/json",
  });
  const props = Object.entries(schema.properties ?? {});
  // ids first (where out-of-range values bite), then required fields, then the rest
  const rank = ([k]: [string, JsonSchema]) => (/ids?$/i.test(k) ? 0 : (schema.required ?? []).includes(k) ? 1 : 2);
  for (const [key, s] of props.sort((a, b) => rank(a) - rank(b)).slice(0, propsPerRoute)) {
    for (const value of valuesFor[typeOf(s) ?? "string"] ?? valuesFor.string!) {
      const shown = typeof value === "string" && value.length > 20 ? `${value.length} chars` : JSON.stringify(value);
      out.push(json(`${key}=${shown}`, { ...base, [key]: value }));
    }
  }
  return out;
}

/** Hostile values for a read's path and query parameters that carry ids or numbers. */
const READ_VALUES = [
  "x",
  "-1",
  "0",
  String(2 ** 31),
  String(2 ** 53),
  "%00",
  "%ED%A0%80" /* a lone surrogate, UTF-8-encoded (encodeURIComponent refuses one) */,
  LONG,
];

/** Sends one hostile request with the given extra headers (its request id). */
type Send = (headers: Record<string, string>) => Promise<LightMyRequestResponse>;

export function hostileSuite(kind: "writes" | "reads", callers: readonly ("admin" | "seller")[] = ["admin", "seller"]): void {
  // one engine: PostgreSQL when there is one (what production runs), else the embedded one. The suite
  // tests the HTTP layer's refusals (about 1,700 requests a run); the engines' own error mapping is tested
  // on both through real requests (platform/http/db-errors.test.ts)
  describe.each(engines.slice(-1))(`hostile ${kind} on %s`, (engine) => {
    let t: TestApp;
    let ops: Operation[];
    const users: Record<string, { client: Client; login(): Promise<Client>; may(op: Operation): boolean }> = {};

    beforeAll(async () => {
      t = await createTestApp(engine);
      ops = (await operations(t)).filter((op) => !SKIP.has(`${op.method} ${op.path}`));
      const f = factories(t);
      // only the callers this file tests: the seller (a new org) is made only when it is one of them
      const logins = {
        admin: async () => ({ client: await t.login("admin"), login: () => t.login("admin") }),
        seller: async () => {
          const seller = await f.sellerWithAdmin();
          return { client: seller.client, login: () => f.login(seller.user) };
        },
      };
      for (const who of callers) {
        const { client, login } = await logins[who]();
        const permissions = new Set((await client.get("/api/auth/me")).json().permissions as string[]);
        expect(permissions.size).toBeGreaterThan(0);
        users[who] = { client, login, may: (op) => !op.access || op.access.startsWith("@") || permissions.has(op.access) };
      }
    });
    afterAll(() => t?.close());

    const lastAudit = async () => Number((await t.database.query(`select coalesce(max(id), 0)::bigint as n from audit_log`)).rows[0]!.n);
    let requests = 0;

    /** What is wrong with an answer, or undefined when it is fine. */
    function problem(res: LightMyRequestResponse): string | undefined {
      if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode < 400) return undefined;
      let body: { code?: unknown; message?: unknown };
      try {
        body = res.json();
      } catch {
        return `${res.statusCode} not JSON: ${res.body.slice(0, 80)}`;
      }
      if (typeof body.code !== "string" || typeof body.message !== "string")
        return `${res.statusCode} without code and message: ${res.body.slice(0, 120)}`;
      return undefined;
    }

    /**
     * Sends a route's requests one after another. Audit rows are matched to requests by their request id
     * after the route; a row no request id explains (written without one) sends the route again, checking
     * the audit table after every request as the only way to tell which request wrote it.
     */
    async function runRoute(op: Operation, attempts: () => AsyncGenerator<[string, Send]>, failures: string[]): Promise<number> {
      const start = await lastAudit();
      const refused = new Map<string, string>();
      const ours = new Set<string>();
      let sent = 0;
      for await (const [label, send] of attempts()) {
        const id = `hostile-${++requests}`;
        ours.add(id);
        const res = await send({ "x-request-id": id });
        sent++;
        const wrong = problem(res);
        if (wrong) failures.push(`${op.method} ${op.path} [${label}]: ${wrong}`);
        if (res.statusCode >= 400) refused.set(id, label);
      }
      if (!refused.size) return sent;
      const written = await t.database.query(
        `select request_id, count(*)::int as n from audit_log where id > $1 group by request_id order by 1`,
        [start],
      );
      let unexplained = false;
      for (const row of written.rows) {
        const id = row.request_id === null ? undefined : String(row.request_id);
        if (id && refused.has(id))
          failures.push(`${op.method} ${op.path} [${refused.get(id)}]: refused but wrote ${Number(row.n)} audit row(s)`);
        else if (!id || !ours.has(id)) unexplained = true;
      }
      if (!unexplained) return sent;
      let audit = await lastAudit();
      for await (const [label, send] of attempts()) {
        const res = await send({});
        sent++;
        const now = await lastAudit();
        if (res.statusCode >= 400 && now !== audit)
          failures.push(`${op.method} ${op.path} [${label}]: refused with ${res.statusCode} but wrote ${now - audit} audit row(s)`);
        audit = now;
      }
      return sent;
    }

    async function run(
      who: "admin" | "seller",
      routes: Operation[],
      attempts: (c: Client, op: Operation) => AsyncGenerator<[string, Send]>,
    ) {
      const failures: string[] = [];
      let sent = 0;
      for (const op of routes) {
        sent += await runRoute(op, () => attempts(users[who]!.client, op), failures);
        // a hostile call that happened to be valid may have ended the session (a user disabled...): log in again
        if ((await users[who]!.client.get("/api/auth/me")).statusCode === 401) users[who]!.client = await users[who]!.login();
      }
      return { failures, sent };
    }

    for (const who of callers) {
      if (kind === "writes")
        it(
          `every write refuses hostile bodies without a 5xx, with a JSON error and no audit row (${who})`,
          { timeout: 900_000 },
          async () => {
            const writes = ops.filter((op) => op.method !== "GET");
            expect(writes.length).toBeGreaterThan(100);
            expect(writes.filter((op) => op.body).length).toBeGreaterThan(80);
            const { failures, sent } = await run(who, writes, async function* (c, op) {
              for (const a of attemptsFor(op, who === "admin" ? 3 : 2, users[who]!.may(op))) {
                yield [
                  a.label,
                  (headers) =>
                    c.request({
                      method: op.method,
                      url: pathOf(op, { id: NO_SUCH_ID }),
                      payload: a.payload,
                      headers: { "content-type": a.contentType, ...headers },
                    }),
                ];
              }
            });
            expect(sent).toBeGreaterThan(writes.length * 4);
            expect(failures).toEqual([]);
          },
        );

      if (kind === "reads")
        it(`every read refuses hostile path and query ids without a 5xx (${who})`, { timeout: 900_000 }, async () => {
          const reads = ops.filter(
            (op) =>
              op.method === "GET" &&
              (op.params.length || op.query.some((q) => ["integer", "number"].includes(typeOf(q.schema) ?? "") || /id$/i.test(q.name))),
          );
          expect(reads.length).toBeGreaterThan(50);
          const { failures, sent } = await run(who, reads, async function* (c, op) {
            const targets = [
              ...op.params.map((p) => ({ in: "path", name: p.name })),
              ...op.query
                .filter((q) => ["integer", "number"].includes(typeOf(q.schema) ?? "") || /id$/i.test(q.name))
                .map((q) => ({ in: "query", name: q.name })),
            ];
            for (const target of targets.slice(0, users[who]!.may(op) ? 2 : 1)) {
              for (const v of users[who]!.may(op) ? READ_VALUES : READ_VALUES.slice(0, 2)) {
                const url = target.in === "path" ? op.path.replace(`:${target.name}`, v) : `${pathOf(op)}?${target.name}=${v}`;
                yield [
                  `${target.name}=${v.length > 20 ? `${v.length} chars` : v}`,
                  (headers) => c.request({ method: "GET", url, headers }),
                ];
              }
            }
          });
          expect(sent).toBeGreaterThan(reads.length * 2);
          expect(failures).toEqual([]);
        });
    }
  });
}
