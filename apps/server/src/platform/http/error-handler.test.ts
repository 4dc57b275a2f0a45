import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, notFound } from "./errors.js";
import { toErrorBody } from "./error-handler.js";
import { registerMessages } from "../i18n/messages.js";
import { fieldError } from "../crud/fields.js";
import "../crud/version.js";

registerMessages({
  "test.thing": { "zh-CN": "测试对象", "en-US": "Test thing" },
  "test.rule": { "zh-CN": "{name} 不能删除", "en-US": "{name} cannot be deleted" },
});

const req = (locale: "zh-CN" | "en-US") => ({ locale, id: "req-1", method: "GET", url: "/x" }) as unknown as FastifyRequest;
const zodValidation = (schema: z.ZodType, input: unknown, context = "body") => {
  const r = schema.safeParse(input);
  const issues = r.success ? [] : r.error.issues;
  return Object.assign(new Error("validation"), {
    statusCode: 400,
    validationContext: context,
    validation: issues.map((i) => ({
      [Symbol.for("ZodFastifySchemaValidationError")]: true,
      keyword: i.code,
      instancePath: `/${i.path.join("/")}`,
      message: i.message,
      params: Object.fromEntries(Object.entries(i).filter(([k]) => !["path", "code", "message"].includes(k))),
    })),
  });
};

describe("error mapping", () => {
  it("maps an AppError to its status, code and message in the caller's language", () => {
    expect(toErrorBody(notFound("test.thing"), req("en-US"), 1).body).toMatchObject({ code: "NOT_FOUND", message: "Test thing not found" });
    expect(toErrorBody(notFound("test.thing"), req("zh-CN"), 1)).toMatchObject({ status: 404, body: { message: "测试对象不存在" } });
    expect(toErrorBody(new AppError(422, "BUSINESS_RULE", { name: "x" }, undefined, "test.rule"), req("en-US"), 1)).toMatchObject({
      status: 422,
      body: { code: "BUSINESS_RULE", message: "x cannot be deleted" },
    });
  });
  it("maps zod validation to 400 with field paths, and unknown fields to UNKNOWN_FIELD", () => {
    const schema = z.strictObject({ name: z.string().min(2), n: z.number() });
    const bad = toErrorBody(zodValidation(schema, { name: "a", n: "x" }), req("en-US"), 1);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_FAILED");
    expect(bad.body.details!.map((d) => d.path)).toEqual(["body.name", "body.n"]);
    const unknown = toErrorBody(zodValidation(schema, { name: "ab", n: 1, extra: 1 }), req("zh-CN"), 1);
    expect(unknown.body).toMatchObject({ code: "UNKNOWN_FIELD", details: [{ path: "body.extra", message: "不允许的字段" }] });
  });
  it("translates a contract's message key", () => {
    const schema = z.object({ code: z.string().regex(/^a$/, { message: "v.typeCode" }) });
    const zh = toErrorBody(zodValidation(schema, { code: "b" }), req("zh-CN"), 1);
    expect(zh.body.details![0]!.message).toContain("须以字母开头");
  });
  it("says 'required' for a field left out or blank, not the format rule it would fail", () => {
    const schema = z.object({
      code: z.string().regex(/^a$/, { message: "v.typeCode" }),
      name: z.string(),
      rows: z.array(z.object({ sku: z.string().min(1) })),
    });
    const body = { code: "  ", rows: [{ sku: "" }] };
    const withBody = (locale: "zh-CN" | "en-US") => ({ ...req(locale), body }) as unknown as FastifyRequest;
    const zh = toErrorBody(zodValidation(schema, body), withBody("zh-CN"), 1).body.details!;
    expect(zh).toEqual([
      { path: "body.code", message: "必填" },
      { path: "body.name", message: "必填" },
      { path: "body.rows.0.sku", message: "必填" },
    ]);
    expect(toErrorBody(zodValidation(schema, body), withBody("en-US"), 1).body.details![1]).toEqual({
      path: "body.name",
      message: "required",
    });
    // a filled-in value still gets its rule
    const filled = { ...req("zh-CN"), body: { code: "b", name: "x", rows: [] } } as unknown as FastifyRequest;
    expect(toErrorBody(zodValidation(schema, { code: "b", name: "x", rows: [] }), filled, 1).body.details![0]!.message).toContain(
      "须以字母开头",
    );
  });
  it("maps fastify's body errors", () => {
    const e = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });
    expect(toErrorBody(e("FST_ERR_CTP_BODY_TOO_LARGE", 413), req("en-US"), 1024)).toMatchObject({
      status: 413,
      body: { code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("1024") },
    });
    expect(toErrorBody(e("FST_ERR_CTP_INVALID_JSON_BODY", 400), req("en-US"), 1).body.code).toBe("MALFORMED_JSON");
    expect(toErrorBody(e("FST_ERR_CTP_INVALID_MEDIA_TYPE", 415), req("en-US"), 1).status).toBe(415);
    expect(toErrorBody(e("x", 429), req("en-US"), 1).body.code).toBe("TOO_MANY_REQUESTS");
  });
  it("maps database errors: unique 409, foreign key 409, timeout 503, bad text 400", () => {
    const pg = (code: string) => Object.assign(new Error("db"), { code });
    expect(toErrorBody(pg("23505"), req("en-US"), 1)).toMatchObject({ status: 409, body: { code: "DUPLICATE" } });
    expect(toErrorBody(pg("23503"), req("en-US"), 1)).toMatchObject({ status: 409, body: { code: "IN_USE" } });
    expect(toErrorBody(pg("57014"), req("en-US"), 1)).toMatchObject({ status: 503, body: { code: "TIMEOUT" } });
    expect(toErrorBody(pg("22P02"), req("en-US"), 1).status).toBe(400);
    // what a request really throws: the ORM's error with the driver's on `cause` (db-errors.test.ts goes through requests)
    const wrapped = Object.assign(new Error("Failed query: insert ..."), { cause: pg("23505") });
    expect(toErrorBody(wrapped, req("en-US"), 1)).toMatchObject({ status: 409, body: { code: "DUPLICATE" } });
  });
  it("shows a field error's detail in the caller's language", () => {
    const out = toErrorBody(fieldError("version", "crud.versionRequired"), req("en-US"), 1);
    expect(out).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_FAILED", details: [{ path: "body.version", message: "An update needs the version read" }] },
    });
  });
  it("hides anything else behind a 500 with the request id and no stack", () => {
    const out = toErrorBody(new TypeError("secret internals at line 3"), req("en-US"), 1);
    expect(out.status).toBe(500);
    expect(out.body.code).toBe("INTERNAL");
    expect(out.body.message).toContain("req-1");
    expect(JSON.stringify(out.body)).not.toContain("secret internals");
  });
});
