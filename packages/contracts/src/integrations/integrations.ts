import { z } from "zod";
import { id, version } from "../common.js";
import type { PermissionDef, ResourceNames } from "../permission-def.js";
import { activeField, commonLabels, defineResource, type Label } from "../resource.js";

/**
 * Sellers' own systems (issue 9): webhook subscriptions of a seller and the deliveries made to them. A
 * subscription names the events it wants; each event is posted as JSON, signed with HMAC-SHA256 over
 * `timestamp + "." + body` with the subscription's secret, and retried with backoff by the outbox.
 */
export const integrationsPermissions = {
  "integrations:webhook:read": { en: "View webhook subscriptions and their deliveries", zh: "查看 Webhook 订阅及其推送记录" },
  "integrations:webhook:manage": {
    en: "Create, edit and delete webhook subscriptions, rotate their secrets and send test deliveries",
    zh: "创建、编辑和删除 Webhook 订阅,轮换密钥并发送测试推送",
  },
} as const satisfies Record<string, PermissionDef>;

export const integrationsResourceNames: ResourceNames = {
  "integrations:webhook": { zh: "Webhook 订阅", en: "Webhook subscriptions" },
};

/**
 * The events a seller may subscribe to, as sent in `X-Entrepot-Event`. The server maps each to the domain
 * event behind it (modules/integrations/webhook.events.ts); an event whose module does not exist yet
 * (B2C orders, returns) is added here and there, one line each.
 */
export const webhookEventLabels = {
  "inbound.received": { "zh-CN": "入库计划已收货", "en-US": "Inbound plan received" },
  "outbound.shipped": { "zh-CN": "出库计划已发运", "en-US": "Outbound plan shipped" },
  "stock.changed": { "zh-CN": "库存变动", "en-US": "Stock changed" },
  "order.shipped": { "zh-CN": "订单已发货(含跟踪号)", "en-US": "Order shipped (with tracking)" },
  "return.received": { "zh-CN": "退货已收货", "en-US": "Return received" },
} as const satisfies Record<string, Label>;
export type WebhookEvent = keyof typeof webhookEventLabels;
export const webhookEvents = Object.keys(webhookEventLabels) as [WebhookEvent, ...WebhookEvent[]];
/** The test delivery's event name (not subscribable). */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Signature headers, shared by the sender and the documentation. */
export const webhookHeaders = {
  signature: "X-Entrepot-Signature",
  timestamp: "X-Entrepot-Timestamp",
  event: "X-Entrepot-Event",
  delivery: "X-Entrepot-Delivery",
} as const;

const ts = z.string().describe("ISO 8601 instant");

export const webhookRow = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  /** The events as one text, for lists and exports. */
  eventList: z.string(),
  active: z.boolean(),
  remark: z.string().nullable(),
  /** Only in the answer that creates the subscription or rotates its secret: shown once, never again. */
  secret: z.string().optional(),
  lastDeliveryAt: ts.nullable(),
  version: z.number().int(),
  updatedAt: ts,
});
export type WebhookRow = z.infer<typeof webhookRow>;

export const webhookSave = z.strictObject({
  id: id.optional(),
  version: version.optional(),
  url: z.string().trim().min(1).max(500).describe("https://...; http only to localhost outside production"),
  events: z.array(z.enum(webhookEvents)).min(1).max(webhookEvents.length),
  active: z.boolean().default(true),
  remark: z.string().trim().max(500).nullish(),
});
export type WebhookSave = z.input<typeof webhookSave>;

export const webhookDeliveryRow = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  event: z.string(),
  /** The X-Entrepot-Delivery value: the same across retries of one event to one subscription. */
  deliveryKey: z.string(),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  ok: z.boolean(),
  responseExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: ts,
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRow>;

export const webhookResource = defineResource({
  name: "integrations.webhooks",
  title: { "zh-CN": "Webhook 订阅", "en-US": "Webhook subscriptions" },
  noun: { "zh-CN": "Webhook 订阅", "en-US": "webhook subscription" },
  row: webhookRow,
  save: webhookSave,
  nameField: "url",
  fields: {
    url: { label: { "zh-CN": "接收地址", "en-US": "URL" }, kind: "text", filter: true, width: 320, form: true },
    eventList: { label: { "zh-CN": "订阅事件", "en-US": "Events" }, kind: "text", width: 280, sort: false },
    events: {
      label: { "zh-CN": "订阅事件", "en-US": "Events" },
      kind: "enum",
      multiple: true,
      options: webhookEvents.map((value) => ({ value, label: webhookEventLabels[value] })),
      list: false,
      detail: false,
      export: false,
      sort: false,
      form: true,
      wide: true,
    },
    active: activeField({ form: true }),
    lastDeliveryAt: { label: { "zh-CN": "最近推送", "en-US": "Last delivery" }, kind: "datetime", width: 170 },
    remark: { label: commonLabels.remark, kind: "textarea", list: "hidden", width: 200, form: true },
    updatedAt: { label: commonLabels.updatedAt, kind: "datetime", list: false, export: false },
  },
  defaultSort: { field: "url", dir: "asc" },
  permissions: { read: "integrations:webhook:read", manage: "integrations:webhook:manage" },
  paths: {
    list: "GET /api/integrations/webhook/list",
    export: "/api/integrations/webhook/export",
    detail: "GET /api/integrations/webhook/detail",
    save: "POST /api/integrations/webhook/save",
    delete: "POST /api/integrations/webhook/delete",
  },
  createDefaults: { active: true },
});
