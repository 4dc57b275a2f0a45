import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new subscription secret: 32 random bytes, `whsec_` + hex (the prefix tells a reader what it is). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("hex")}`;

/** `sha256=` + hex HMAC-SHA256 of `timestamp + "." + body`: what X-Entrepot-Signature carries. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** The receiver's check (the documented recipe; tests use it as a receiver would). */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
