/**
 * The one way the web talks to the server. Every call sends `X-Requested-With` (the server's CSRF guard
 * for cookie sessions), keeps cookies same-origin, speaks JSON, and fails with an ApiError carrying the
 * server's `{code, message, details}` so screens can show the server's localised message.
 */
import type { ErrorBody } from "@entrepot/contracts";
import { currentLocale, i18n } from "./i18n";

export type ErrorDetail = NonNullable<ErrorBody["details"]>[number];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue> | URLSearchParams;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Login answers 401 for a wrong password: that must not bounce to the login page. */
  skipAuthRedirect?: boolean;
  /** A command safe to repeat: the server answers a repeat of the same key with the first answer. */
  idempotencyKey?: string;
}

/** Builds `?a=1&b=2` (empty values left out); "" when there is nothing to send. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [k, v] of entries) {
    if (v === undefined || v === null || v === "") continue;
    params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * The browser's IANA time zone, sent as `X-Time-Zone` with every call: the server writes timestamps in
 * exports (Excel has no time zones) in the reader's zone rather than UTC.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
/** Headers every call carries besides its own: the CSRF guard, the language and the time zone. */
export function commonHeaders(): Record<string, string> {
  const zone = browserTimeZone();
  return {
    "X-Requested-With": "XMLHttpRequest",
    // before login the server has no session locale: this makes its messages follow the chosen language
    "Accept-Language": currentLocale(),
    ...(zone ? { "X-Time-Zone": zone } : {}),
  };
}

type UnauthenticatedHandler = () => void;
/** Replaced by the router at start; the default reloads onto the login page. */
let onUnauthenticated: UnauthenticatedHandler = () => {
  const { pathname, search } = window.location;
  if (pathname !== "/login") window.location.assign(`/login?next=${encodeURIComponent(pathname + search)}`);
};
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

function isErrorBody(v: unknown): v is ErrorBody {
  return typeof v === "object" && v !== null && typeof (v as ErrorBody).code === "string" && typeof (v as ErrorBody).message === "string";
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...commonHeaders(), Accept: "application/json" };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(path + toQueryString(options.query), { method, headers, body, credentials: "same-origin", signal: options.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", i18n.t("shell:errors.network"));
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined; // a proxy's HTML error page: handled below by status
    }
  }
  if (!res.ok) {
    if (res.status === 401 && !options.skipAuthRedirect) onUnauthenticated();
    if (isErrorBody(data)) throw new ApiError(res.status, data.code, data.message, data.details ?? [], data.requestId);
    throw new ApiError(res.status, `HTTP_${res.status}`, i18n.t("shell:errors.server", { status: res.status }));
  }
  return data as T;
}

/**
 * Multipart upload of one file (field `file`): the JSON client cannot send it, so this goes through fetch
 * with the same headers (CSRF included) and answers errors as ApiError with their field details.
 */
export async function apiUpload<T>(path: string, query: Query, file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(path + toQueryString(query), {
    method: "POST",
    body: form,
    credentials: "same-origin",
    headers: { ...commonHeaders(), Accept: "application/json" },
  });
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    if (isErrorBody(data)) throw new ApiError(res.status, data.code, data.message, data.details ?? [], data.requestId);
    throw new ApiError(res.status, `HTTP_${res.status}`, i18n.t("shell:errors.server", { status: res.status }));
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};

/** The message to show for any error a call or a screen may throw. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return i18n.t("shell:errors.network");
}
