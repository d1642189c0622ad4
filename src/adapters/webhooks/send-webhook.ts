/**
 * One delivery attempt over the wire: a signed POST, bounded by a timeout.
 * It never throws: whatever happened becomes the attempt's status code or
 * error text. Redirects are not followed (a receiver that moved must be
 * reconfigured, not chased), so a 3xx is a failed attempt.
 */
import type { DeliveryAttempt } from '../../domain/webhook-deliveries.js';
import type { WebhookEndpoint } from './webhook-endpoint.js';
import { signWebhook } from './webhook-signature.js';

export const USER_AGENT = 'ski-school-directory-webhooks/1.0';

export async function sendWebhook(
  endpoint: WebhookEndpoint,
  delivery: { deliveryId: string; body: string },
  attempt: { number: number; nowMs: number; timeoutMs: number },
): Promise<DeliveryAttempt> {
  const timestamp = Math.floor(attempt.nowMs / 1000);
  const base = { attempt: attempt.number, atMs: attempt.nowMs };
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(attempt.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-service-delivery': delivery.deliveryId,
        'x-service-timestamp': String(timestamp),
        'x-service-signature': signWebhook(endpoint.secret, timestamp, delivery.body),
      },
      body: delivery.body,
    });
    // The answer's body is not read; discarding it frees the connection for reuse.
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ...base, statusCode: response.status, error: ok ? null : `answered ${response.status}` };
  } catch (error) {
    return { ...base, statusCode: null, error: describeFailure(error) };
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer within the timeout';
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return `connection failed (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}
