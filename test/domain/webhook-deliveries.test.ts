import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { retryDelayMs } from '../../src/adapters/webhooks/webhook-endpoint.js';
import { afterAttempt, type WebhookDelivery } from '../../src/domain/webhook-deliveries.js';

const pending: WebhookDelivery = {
  deliveryId: 'd', endpointId: 'e', event: 'school.updated', body: '{}', createdAtMs: 0, status: 'pending', attempts: [], nextAttemptAtMs: 0,
};
const failed = (attempt: number) => ({ attempt, atMs: attempt, statusCode: 500, error: 'answered 500' });

describe('afterAttempt', () => {
  it('is delivered on any 2xx, and stops there', () => {
    const next = afterAttempt(pending, { attempt: 1, atMs: 1, statusCode: 202, error: null }, 3, 99);
    assert.deepEqual([next.status, next.nextAttemptAtMs, next.attempts.length], ['delivered', null, 1]);
  });

  it('stays pending until the retry time while attempts remain, then is abandoned', () => {
    const once = afterAttempt(pending, failed(1), 3, 99);
    assert.deepEqual([once.status, once.nextAttemptAtMs], ['pending', 99]);
    const twice = afterAttempt(once, failed(2), 3, 199);
    assert.equal(twice.status, 'pending');
    const thrice = afterAttempt(twice, failed(3), 3, 299);
    assert.deepEqual([thrice.status, thrice.nextAttemptAtMs, thrice.attempts.map((a) => a.attempt)], ['abandoned', null, [1, 2, 3]]);
    assert.equal(afterAttempt(pending, { ...failed(1), statusCode: 302 }, 1, 0).status, 'abandoned', 'a redirect is not a delivery');
    assert.deepEqual(pending.attempts, [], 'the given delivery is not changed');
  });
});

describe('retryDelayMs', () => {
  const settings = { retryBaseMs: 1_000, retryMaxMs: 10_000 };

  it('doubles with each failed attempt, between half and all of the doubled delay, up to the maximum', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, settings, () => 0)), [500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    assert.deepEqual([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, settings, () => 1)), [1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    assert.equal(retryDelayMs(2, settings, () => 0.5), 1_500);
  });
});
