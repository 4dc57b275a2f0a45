import { defaultLocale, type Locale, locales } from "@entrepot/contracts";

/** A message in both languages; `{name}` placeholders are filled from the error's params. */
export type Message = Record<Locale, string>;

const catalogue = new Map<string, Message>();

/** A set of texts (keys are usually error codes or `<module>.<key>`); keys in zh-CN and en-US. */
export type Messages = Record<string, Message>;

/**
 * Describes a module's texts; it registers nothing. The module lists the result in its AppModule
 * declaration (`messages`), and the platform registers it when it builds the app.
 */
export function defineMessages<T extends Messages>(messages: T): T {
  return messages;
}

/** Adds texts to the catalogue: the platform's own (at import) and each module's (installModules). */
export function registerMessages(messages: Messages): void {
  for (const [key, msg] of Object.entries(messages)) catalogue.set(key, msg);
}

export function translate(key: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const msg = catalogue.get(key);
  const text = msg ? msg[locale] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? `{${name}}` : String(params[name])));
}

/** Picks zh-CN or en-US from an Accept-Language header ("en-GB,en;q=0.9" -> en-US). */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.find((r) => r.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("en")) return "en-US";
  }
  return defaultLocale;
}
export const isLocale = (v: unknown): v is Locale => locales.includes(v as Locale);

registerMessages({
  VALIDATION_FAILED: { "zh-CN": "请求数据不正确", "en-US": "The request is not valid" },
  UNKNOWN_FIELD: { "zh-CN": "请求包含未知字段", "en-US": "The request has fields that are not allowed" },
  MALFORMED_JSON: { "zh-CN": "请求体不是有效的 JSON", "en-US": "The request body is not valid JSON" },
  PAYLOAD_TOO_LARGE: { "zh-CN": "请求体过大(上限 {limit} 字节)", "en-US": "The request body is too large (limit {limit} bytes)" },
  UNSUPPORTED_MEDIA_TYPE: { "zh-CN": "不支持的内容类型", "en-US": "Unsupported content type" },
  UNAUTHENTICATED: { "zh-CN": "请先登录", "en-US": "Please log in" },
  BAD_CREDENTIALS: { "zh-CN": "用户名或密码错误", "en-US": "Wrong username or password" },
  ACCOUNT_LOCKED: { "zh-CN": "账号已被临时锁定,请稍后再试", "en-US": "The account is locked for a while; try again later" },
  SESSION_EXPIRED: { "zh-CN": "登录已过期,请重新登录", "en-US": "Your session has expired; please log in again" },
  CSRF_HEADER_MISSING: { "zh-CN": "请求缺少 X-Requested-With 头", "en-US": "The request lacks the X-Requested-With header" },
  FORBIDDEN: { "zh-CN": "没有权限执行此操作({permission})", "en-US": "You do not have permission for this ({permission})" },
  NOT_FOUND: { "zh-CN": "{entity}不存在", "en-US": "{entity} not found" },
  ROUTE_NOT_FOUND: { "zh-CN": "接口不存在:{method} {url}", "en-US": "No such endpoint: {method} {url}" },
  CONFLICT: { "zh-CN": "数据已被他人修改,请刷新后重试", "en-US": "The record was changed by someone else; reload and try again" },
  DUPLICATE: { "zh-CN": "已存在相同的记录", "en-US": "A record with the same key already exists" },
  IN_USE: { "zh-CN": "记录正在被使用,不能删除", "en-US": "The record is in use and cannot be deleted" },
  BUSINESS_RULE: { "zh-CN": "操作不符合业务规则", "en-US": "The operation breaks a business rule" },
  TOO_MANY_REQUESTS: { "zh-CN": "请求过于频繁,请稍后再试", "en-US": "Too many requests; try again later" },
  "TOO_MANY_REQUESTS.retryInMinute": { "zh-CN": "尝试次数过多,请 1 分钟后再试", "en-US": "Too many attempts; try again in 1 minute" },
  "TOO_MANY_REQUESTS.retryInMinutes": {
    "zh-CN": "尝试次数过多,请 {minutes} 分钟后再试",
    "en-US": "Too many attempts; try again in {minutes} minutes",
  },
  TIMEOUT: { "zh-CN": "查询超时,请缩小查询范围", "en-US": "The query took too long; narrow it down" },
  INTERNAL: {
    "zh-CN": "服务器内部错误,请联系管理员(请求号 {requestId})",
    "en-US": "Internal error; contact support (request {requestId})",
  },
  "paging.badField": { "zh-CN": "不能按字段 {field} 筛选", "en-US": "Cannot filter by field {field}" },
  "paging.badOp": { "zh-CN": "不支持的筛选操作 {op}", "en-US": "Unknown filter operator {op}" },
  "paging.badSort": { "zh-CN": "不能按字段 {field} 排序", "en-US": "Cannot sort by field {field}" },
  "paging.badValue": { "zh-CN": "筛选值不正确:{reason}", "en-US": "Bad filter value: {reason}" },
  "paging.badParam": { "zh-CN": "分页参数不正确:{reason}", "en-US": "Bad paging parameter: {reason}" },
  "paging.badBody": {
    "zh-CN": "请求体应为 JSON 对象(列表的分页与筛选参数),或不带请求体",
    "en-US": "The body must be a JSON object of the list's paging and filter parameters, or absent",
  },
  "entity.record": { "zh-CN": "记录", "en-US": "Record" },
});
