/**
 * The OpenAPI page's sections on sellers' own systems (issue 9): the seller API with an API token and the
 * webhooks, with examples. Markdown, rendered by the docs page under the tags the routes carry.
 */
export const sellerApiDocs = `Sellers' own systems (ERP, shop tools) call the API with an **API token** (user centre → API tokens; it holds a
subset of its creator's permissions and acts as the seller's org): send \`Authorization: Bearer <token>\`, no cookie and no
\`X-Requested-With\` header. Commands take an \`Idempotency-Key\` header (1-255 visible ASCII characters): a repeat with the
same key and body answers the stored result with \`Idempotent-Replayed: true\`; the same key with another body is 422.

| what | call |
|---|---|
| create an inbound plan as a draft | \`POST /api/inbound/plan/save\` (no id) |
| submit it | \`POST /api/inbound/plan/submit\` \`{ id, version }\` |
| stock by SKU and warehouse | \`GET /api/inventory/balance/list?search[EQ_sku]=CASE-1&search[EQ_warehouseId]=3\` |
| the movement ledger, paged | \`GET /api/inventory/movement/list?search[EQ_sku]=CASE-1&sidx=id&sord=asc&page=2&rows=100\` |

\`\`\`sh
curl -X POST https://wms.example.com/api/inbound/plan/save \\
  -H "Authorization: Bearer ent_..." -H "Idempotency-Key: erp-asn-1001" -H "Content-Type: application/json" \\
  -d '{"warehouseId":3,"transitType":1,"transportMode":"sea_lcl","eta":"2026-12-01","lines":[{"productId":42,"expectedQty":10}],"cartons":[]}'
\`\`\``;

export const webhookDocs = `A seller subscribes an https URL to events (\`inbound.received\`, \`outbound.shipped\`, \`stock.changed\`). Each event
is POSTed as JSON after the change commits; an answer other than 2xx within 10 s is retried with backoff (30 s, 1 min,
2 min ... up to 8 tries). Every attempt is listed with the receiver's status and answer (\`GET /api/integrations/webhook/deliveries\`);
\`POST /api/integrations/webhook/test\` sends a \`webhook.test\` event now.

Headers: \`X-Entrepot-Event\` (the event), \`X-Entrepot-Delivery\` (the same on every retry: use it to ignore repeats),
\`X-Entrepot-Timestamp\` (Unix seconds), \`X-Entrepot-Signature\` (\`sha256=\` + hex HMAC-SHA256 of \`timestamp + "." + body\`
with the subscription's secret, shown once when created or rotated).

\`\`\`http
POST /hooks/entrepot HTTP/1.1
Content-Type: application/json
X-Entrepot-Event: stock.changed
X-Entrepot-Delivery: 1842-7
X-Entrepot-Timestamp: 1795500000
X-Entrepot-Signature: sha256=5d1c0f...e9

{"id":"1842-7","event":"stock.changed","createdAt":"2026-11-24T15:20:00.000Z",
 "data":{"kind":"adjust","orgId":12,"documentNo":"ADJ20261124-0003","lines":[{"sku":"CASE-1","warehouseCode":"USLAX1","bucket":"onHand","quantity":7}]}}
\`\`\`

Verify in Node (use the raw body, before any JSON parsing; refuse timestamps older than 5 minutes):

\`\`\`js
import { createHmac, timingSafeEqual } from "node:crypto";
function verify(secret, headers, rawBody) {
  const ts = headers["x-entrepot-timestamp"];
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const expected = Buffer.from("sha256=" + createHmac("sha256", secret).update(ts + "." + rawBody).digest("hex"));
  const given = Buffer.from(headers["x-entrepot-signature"] ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
\`\`\``;
