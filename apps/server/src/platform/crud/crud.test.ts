import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AuditAction } from "../audit/audit.js";
import { toErrorBody } from "../http/error-handler.js";
import { auditNames, checkVersion, fieldError, requireVersion, unknownRef } from "./index.js";

const req = (locale: "zh-CN" | "en-US") => ({ locale, id: "req-1", method: "POST", url: "/x" }) as unknown as FastifyRequest;
const answer = (fn: () => void, locale: "zh-CN" | "en-US" = "en-US") => {
  try {
    fn();
  } catch (e) {
    return toErrorBody(e, req(locale), 1);
  }
  return undefined;
};

describe("versioned save", () => {
  it("an update without its version is a 400 on body.version; a create needs none", () => {
    expect(answer(() => requireVersion({ id: 5 }))).toMatchObject({
      status: 400,
      body: { code: "VALIDATION_FAILED", details: [{ path: "body.version" }] },
    });
    expect(answer(() => requireVersion({}))).toBeUndefined();
    expect(answer(() => requireVersion({ id: 5, version: 2 }))).toBeUndefined();
  });
  it("a stale version is a 409 naming both versions, in the caller's language", () => {
    expect(answer(() => checkVersion({ version: 4 }, 3), "zh-CN")).toEqual({
      status: 409,
      body: { code: "CONFLICT", message: "该记录已被他人修改(您的版本 3,当前版本 4),请刷新后重试", requestId: "req-1" },
    });
    expect(answer(() => checkVersion({ version: 4 }, 3))!.body.message).toBe(
      "This record was changed by someone else (your version 3, current 4); reload and try again",
    );
    expect(answer(() => checkVersion({ version: 4 }, 4))).toBeUndefined();
    expect(answer(() => checkVersion({ version: 4 }, undefined))!.status).toBe(400);
  });
});

describe("field errors", () => {
  it("say which field, with the detail in the caller's language", () => {
    expect(
      answer(() => {
        throw unknownRef("carrierId", 99);
      }, "zh-CN"),
    ).toMatchObject({
      status: 400,
      body: {
        message: "carrierId 不存在或不在您的范围内:99",
        details: [{ path: "body.carrierId", message: "carrierId 不存在或不在您的范围内:99" }],
      },
    });
    expect(fieldError("query.id", "crud.fieldRequired", { field: "id" }).details).toEqual([
      { path: "query.id", message: "crud.fieldRequired" },
    ]);
  });
});

describe("audit names", () => {
  it("fill the entity and keep the command typed", () => {
    const Names = auditNames("product_line", ["createProductLine", "deleteProductLine"]);
    expect(Names.entry("deleteProductLine", AuditAction.delete, { entityId: 7, before: { id: 7 } })).toEqual({
      action: 300,
      command: "deleteProductLine",
      entity: "product_line",
      entityId: 7,
      before: { id: 7 },
    });
    // @ts-expect-error a command the module did not declare does not compile
    Names.entry("dropProductLine", AuditAction.delete, {});
  });
});
