/**
 * The signature of an outbound webhook (CONTRACT.md "Outbound webhooks"):
 * `sha256=` and the hex HMAC-SHA256, keyed with the endpoint's secret, of
 * "<timestamp>.<exact body bytes>", the timestamp in Unix seconds. Signing
 * the timestamp with the body lets a receiver refuse an old delivery
 * replayed at it; the README shows receivers the same check.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PREFIX = 'sha256=';
/** How old (or how far ahead) a timestamp may be: the same five minutes Stripe uses. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, timestampSeconds: number, body: string | Buffer): string {
  const hmac = createHmac('sha256', secret);
  hmac.update(`${timestampSeconds}.`);
  hmac.update(body);
  return `${SIGNATURE_PREFIX}${hmac.digest('hex')}`;
}

export interface SignedDelivery {
  /** The X-SERVICE-Timestamp header as received. */
  timestamp: string | undefined;
  /** The X-SERVICE-Signature header as received. */
  signature: string | undefined;
  /** The raw body bytes: re-serialising parsed JSON would change them. */
  body: string | Buffer;
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/** Checks a received delivery: well-formed headers, a timestamp within the tolerance, and the signature compared in constant time. */
export function verifyWebhook(
  secret: string,
  received: SignedDelivery,
  options: { nowMs?: number; toleranceSeconds?: number } = {},
): VerifyResult {
  const { timestamp, signature, body } = received;
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^sha256=[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'malformed' };
  const ageSeconds = Math.abs((options.nowMs ?? Date.now()) / 1000 - Number(timestamp));
  if (ageSeconds > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  // Same length by the pattern above; timingSafeEqual keeps the comparison from leaking how many characters matched.
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
