import type { ErrorCode } from "@entrepot/contracts";

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * The one error type of the API. Services throw it; the error mapper turns it into
 * `{code, message, details}` with the message in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | (string & {}),
    /** Message key (defaults to the code) and its placeholders. */
    readonly params: Record<string, unknown> = {},
    readonly details?: ErrorDetail[],
    readonly messageKey: string = code,
  ) {
    super(code);
  }
}

export const badRequest = (key: string, params: Record<string, unknown> = {}, details?: ErrorDetail[]) =>
  new AppError(400, "VALIDATION_FAILED", params, details, key);
export const notFound = (entity = "entity.record") => new AppError(404, "NOT_FOUND", { entityKey: entity });
export const forbidden = (permission: string) => new AppError(403, "FORBIDDEN", { permission });
export const conflict = (key = "CONFLICT", params: Record<string, unknown> = {}) => new AppError(409, "CONFLICT", params, undefined, key);
export const duplicate = (key = "DUPLICATE", params: Record<string, unknown> = {}) =>
  new AppError(409, "DUPLICATE", params, undefined, key);
export const inUse = (key = "IN_USE", params: Record<string, unknown> = {}) => new AppError(409, "IN_USE", params, undefined, key);
export const businessRule = (key: string, params: Record<string, unknown> = {}) =>
  new AppError(422, "BUSINESS_RULE", params, undefined, key);
