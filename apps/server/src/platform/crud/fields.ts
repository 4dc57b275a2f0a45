import { AppError } from "../http/errors.js";
import { registerMessages } from "../i18n/messages.js";

registerMessages({
  "crud.fieldRequired": { "zh-CN": "须填写 {field}", "en-US": "{field} is required" },
  "crud.fieldRequiredOnCreate": { "zh-CN": "新建时须填写 {field}", "en-US": "{field} is required when creating" },
  "crud.fixedField": { "zh-CN": "{field} 创建后不能修改", "en-US": "{field} cannot change once created" },
  "crud.unknownRef": { "zh-CN": "{field} 不存在或不在您的范围内:{value}", "en-US": "{field} unknown or outside your scope: {value}" },
});

/**
 * A 400 about one field: the message key (with its params) is the error's message and the field's
 * detail, both in the caller's language (the error handler translates detail messages that are keys).
 * A path without its part (`version`) is a body field (`body.version`).
 *   throw fieldError("body.version", "crud.versionRequired")
 */
export function fieldError(path: string, messageKey: string, params: Record<string, unknown> = {}): AppError {
  const full = /^(body|query|params|headers)(\.|$)/.test(path) ? path : `body.${path}`;
  return new AppError(400, "VALIDATION_FAILED", params, [{ path: full, message: messageKey }], messageKey);
}

/** The last segment of a path ("body.lines.0.sku" -> "sku"): what a message calls the field. */
const fieldName = (path: string) => path.split(".").pop() ?? path;

export const requiredField = (path: string) => fieldError(path, "crud.fieldRequired", { field: fieldName(path) });
export const requiredOnCreate = (path: string) => fieldError(path, "crud.fieldRequiredOnCreate", { field: fieldName(path) });
export const fixedField = (path: string) => fieldError(path, "crud.fixedField", { field: fieldName(path) });
/** A referenced id that does not exist or lies outside the caller's scope (a 400 on the field, not a 404 of the call). */
export const unknownRef = (path: string, value: unknown) => fieldError(path, "crud.unknownRef", { field: fieldName(path), value });
