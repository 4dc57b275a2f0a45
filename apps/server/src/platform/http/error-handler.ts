import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { type ErrorBody, type Locale, type ValidationMessageKey, validationMessages } from "@entrepot/contracts";
import { registerMessages, translate } from "../i18n/messages.js";
import { AppError, type ErrorDetail } from "./errors.js";

const zodLocales = { "zh-CN": z.locales.zhCN().localeError, "en-US": z.locales.en().localeError };

/** A contract's own message key in the caller's language, else zod's message for the issue in that language. */
export function issueMessage(issue: Record<string, unknown>, fallback: string, locale: Locale): string {
  const keyed = validationMessages[fallback as ValidationMessageKey];
  if (keyed) return keyed[locale];
  const out = zodLocales[locale](issue as never);
  return typeof out === "string" ? out : (out?.message ?? fallback);
}

interface ValidationItem {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

const requiredText = { "zh-CN": "必填", "en-US": "required" } as const;

/** The value a validation item points at (`/rows/0/sku`) in the request's body, query or params. */
function valueAt(source: unknown, segments: readonly string[]): unknown {
  let at = source;
  for (const seg of segments) {
    if (at === null || typeof at !== "object" || !Object.prototype.hasOwnProperty.call(at, seg)) return undefined;
    at = (at as Record<string, unknown>)[seg];
  }
  return at;
}
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

function validationDetails(
  items: ValidationItem[],
  context: string,
  locale: Locale,
  source?: unknown,
): { details: ErrorDetail[]; unknownOnly: boolean } {
  const details: ErrorDetail[] = [];
  let unknownOnly = true;
  for (const item of items) {
    const segments = item.instancePath.split("/").filter(Boolean);
    const base = [context, ...segments].join(".");
    if (item.keyword === "unrecognized_keys") {
      const keys = (item.params.keys as string[] | undefined) ?? [];
      const msg = locale === "zh-CN" ? "不允许的字段" : "field is not allowed";
      for (const key of keys) details.push({ path: `${base}.${key}`, message: msg });
      continue;
    }
    unknownOnly = false;
    // a field left out or blank is "required", not the format rule it would fail when filled in
    // (a cross-field rule, `custom`, keeps its own words: "choose the account when ...")
    if (
      item.keyword !== "custom" &&
      typeof source === "object" &&
      source !== null &&
      segments.length > 0 &&
      isBlank(valueAt(source, segments))
    )
      details.push({ path: base, message: requiredText[locale] });
    else details.push({ path: base, message: issueMessage({ code: item.keyword, ...item.params }, item.message, locale) });
  }
  return { details, unknownOnly };
}

/**
 * PostgreSQL errors a service did not foresee, mapped to what they mean for the caller instead of a 500.
 * Drizzle wraps the driver's error (its `cause` holds the one with the SQLSTATE `code`), so the whole
 * cause chain is searched. A foreign-key violation is IN_USE (409) both when a delete would orphan rows
 * and when a save names a row that does not exist (or was just deleted): either way another record is in
 * the way, and the caller can only change what it sends; services that know better check first.
 */
const pgCodes: Record<string, { status: number; code: string; key: string }> = {
  "23505": { status: 409, code: "DUPLICATE", key: "DUPLICATE" },
  "23503": { status: 409, code: "IN_USE", key: "db.foreignKey" },
  "23502": { status: 400, code: "VALIDATION_FAILED", key: "db.notNull" },
  "23514": { status: 400, code: "VALIDATION_FAILED", key: "db.check" },
  "22001": { status: 400, code: "VALIDATION_FAILED", key: "db.tooLong" },
  "22003": { status: 400, code: "VALIDATION_FAILED", key: "db.outOfRange" },
  "22P02": { status: 400, code: "VALIDATION_FAILED", key: "db.badValue" },
  "22007": { status: 400, code: "VALIDATION_FAILED", key: "db.badValue" },
  "22008": { status: 400, code: "VALIDATION_FAILED", key: "db.outOfRange" },
  "40001": { status: 409, code: "CONFLICT", key: "db.retry" },
  "40P01": { status: 409, code: "CONFLICT", key: "db.retry" },
  "57014": { status: 503, code: "TIMEOUT", key: "TIMEOUT" },
  "55P03": { status: 503, code: "TIMEOUT", key: "TIMEOUT" },
};

export function fromPostgres(err: unknown): { status: number; code: string; key: string } | undefined {
  // a cause chain is short; the bound only guards against a cycle
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && pgCodes[code]) return pgCodes[code];
  }
  return undefined;
}

registerMessages({
  "db.foreignKey": {
    "zh-CN": "操作涉及的关联记录不存在或仍被其他记录使用,未做任何修改",
    "en-US": "A related record is missing or still used by other records; nothing was changed",
  },
  "db.notNull": { "zh-CN": "缺少必填的值", "en-US": "A required value is missing" },
  "db.check": { "zh-CN": "数据不符合规则", "en-US": "A value breaks a rule of the data" },
  "db.tooLong": { "zh-CN": "文本过长", "en-US": "A text is too long" },
  "db.outOfRange": { "zh-CN": "数值超出允许范围", "en-US": "A number is out of the allowed range" },
  "db.badValue": { "zh-CN": "数据格式不正确", "en-US": "A value has the wrong format" },
  "db.retry": { "zh-CN": "数据正被同时修改,请重试", "en-US": "The data was being changed at the same time; try again" },
});

export function toErrorBody(err: unknown, req: FastifyRequest, bodyLimit: number): { status: number; body: ErrorBody } {
  const locale = req.locale;
  const requestId = String(req.id);
  const make = (status: number, code: string, key = code, params: Record<string, unknown> = {}, details?: ErrorDetail[]) => {
    const entity = typeof params.entityKey === "string" ? translate(params.entityKey, locale) : params.entity;
    // a param given in both languages ({ "zh-CN": ..., "en-US": ... }) shows in the caller's
    const localised = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, v && typeof v === "object" && locale in v ? (v as Record<string, unknown>)[locale] : v]),
    );
    const filled = { ...localised, entity, requestId };
    // a detail's message may be a catalogue key (fieldError): shown in the caller's language; plain text stays as it is
    const shown = details?.map((d) => ({ path: d.path, message: translate(d.message, locale, filled) }));
    return { status, body: { code, message: translate(key, locale, filled), details: shown, requestId } };
  };
  if (err instanceof AppError) return make(err.status, err.code, err.messageKey, err.params, err.details);
  const fe = err as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const context = fe.validationContext ?? "body";
    const source = (req as unknown as Record<string, unknown>)[context];
    const { details, unknownOnly } = validationDetails(fe.validation as unknown as ValidationItem[], context, locale, source);
    return unknownOnly
      ? make(400, "UNKNOWN_FIELD", "UNKNOWN_FIELD", {}, details)
      : make(400, "VALIDATION_FAILED", "VALIDATION_FAILED", {}, details);
  }
  switch (fe.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return make(413, "PAYLOAD_TOO_LARGE", "PAYLOAD_TOO_LARGE", { limit: bodyLimit });
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return make(415, "UNSUPPORTED_MEDIA_TYPE");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return make(400, "MALFORMED_JSON");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return make(400, "VALIDATION_FAILED");
  }
  if (fe instanceof SyntaxError && fe.statusCode === 400) return make(400, "MALFORMED_JSON");
  if (fe.statusCode === 429) return make(429, "TOO_MANY_REQUESTS");
  const pgErr = fromPostgres(err);
  if (pgErr) return make(pgErr.status, pgErr.code, pgErr.key);
  if (typeof fe.statusCode === "number" && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code =
      fe.statusCode === 404
        ? "ROUTE_NOT_FOUND"
        : fe.statusCode === 403
          ? "FORBIDDEN"
          : fe.statusCode === 401
            ? "UNAUTHENTICATED"
            : "VALIDATION_FAILED";
    return make(fe.statusCode, code, code, { method: req.method, url: req.url, permission: "-" });
  }
  return make(500, "INTERNAL");
}

/** "Too many attempts, try again in N minutes" from a Retry-After of seconds; undefined without one. */
export function retryMessage(retryAfter: unknown, locale: Locale): string | undefined {
  const seconds = Number(retryAfter);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return translate(minutes === 1 ? "TOO_MANY_REQUESTS.retryInMinute" : "TOO_MANY_REQUESTS.retryInMinutes", locale, { minutes });
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err, req, reply: FastifyReply) => {
    const { status, body } = toErrorBody(err, req, bodyLimit);
    // a limiter set Retry-After (seconds): the message says when to try again, in whole minutes
    if (status === 429) body.message = retryMessage(reply.getHeader("retry-after"), req.locale) ?? body.message;
    if (status >= 500) req.log.error({ err }, "request failed");
    else req.log.info({ code: body.code, status }, "request refused");
    // a stack trace never reaches the client: the body is built from codes and catalogue texts only
    void reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}
